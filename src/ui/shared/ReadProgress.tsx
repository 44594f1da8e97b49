import { Box, Stack, Text } from '@chakra-ui/react';
import type { CallProgress } from '../../application/shared/CallPool';
import { useReadingProgress, type Observed } from './useObservable';

/**
 * A bar of `done` out of `total` (role progressbar, named `label`): the one drawing of a wait's progress (a reading's,
 * a departure's, a bulk run's). `whenNone`: the bar's fill while `total` is 0.
 */
export function ProgressBar({
  label,
  done,
  total,
  whenNone = 0,
}: {
  readonly label: string;
  readonly done: number;
  readonly total: number;
  readonly whenNone?: number;
}) {
  const percent = total === 0 ? whenNone : Math.round((done / total) * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      h="2"
      bg="gray.200"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="teal.600" />
    </Box>
  );
}

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
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid={testId}>
      <ProgressBar label="読み込みの進み具合" done={progress.done} total={progress.total} />
      <Text fontSize="sm" color="gray.700">
        {words(progress.done, progress.total)}
      </Text>
    </Stack>
  );
}
