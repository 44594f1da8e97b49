import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import type { RouteEntry } from '../routeTable';

/** A screen whose issue has not landed yet: names the screen, nothing more. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const entry = matches[matches.length - 1]?.handle as RouteEntry | undefined;
  return (
    <Stack gap="2" data-testid="placeholder">
      <Heading as="h1" size="lg">{entry?.title}</Heading>
      <Text color="gray.600">この画面（{entry?.name}）は準備中です。</Text>
    </Stack>
  );
}
