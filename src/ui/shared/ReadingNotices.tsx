import { Stack, Text } from '@chakra-ui/react';

/**
 * What a screen that read whole lists says about its reading: a list whose server total differed from the rows read
 * (domain/shared/paging.ts, `pagingMismatchText`), above what was read. Nothing when there is nothing to say.
 */
export function ReadingNotices({ notices }: { readonly notices: ReadonlyArray<string> | undefined }) {
  if (!notices || notices.length === 0) return null;
  return (
    <Stack gap="1" p="3" bg="orange.50" borderRadius="md" data-testid="paging-mismatch" _print={{ bg: 'white' }}>
      {notices.map((notice) => (
        <Text key={notice} color="orange.900">
          {notice}
        </Text>
      ))}
    </Stack>
  );
}
