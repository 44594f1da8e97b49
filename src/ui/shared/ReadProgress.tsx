import { Box, Stack, Text } from '@chakra-ui/react';
import type { CallProgress } from '../../application/shared/CallPool';
import { useReadingProgress, type Observed } from './useObservable';

/**
 * The progress of a view's reading (the access views, 時間外・休日の入退室): a bar and its words, following every count
 * of the presenter's reading itself, while the rest of the view is drawn at the reading's start and end only
 * (useDeferredParts). `drawn` is the count of the state the view drew, shown until the presenter's own is there.
 */
export function ReadProgress({
  presenter,
  drawn,
  words,
  testId,
}: {
  readonly presenter: Observed<object>;
  readonly drawn: CallProgress;
  readonly words: (done: number, total: number) => string;
  readonly testId: string;
}) {
  const progress = useReadingProgress(presenter) ?? drawn;
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid={testId}>
      <Box
        role="progressbar"
        aria-label="読み込みの進み具合"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="teal.600" />
      </Box>
      <Text fontSize="sm" color="gray.700">
        {words(progress.done, progress.total)}
      </Text>
    </Stack>
  );
}
