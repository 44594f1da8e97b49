import { Box, Button, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/**
 * A list drawn only once unfolded (thousands of rows are not drawn for nothing); the counts above it say what it
 * holds. What is folded is left off the printed page too: the CSV is the complete record.
 */
export function Folded({
  id,
  count,
  noun,
  unit,
  unfoldedUpTo,
  children,
}: {
  readonly id: string;
  readonly count: number;
  readonly noun: string;
  readonly unit: string;
  readonly unfoldedUpTo: number;
  readonly children: () => ReactNode;
}) {
  const [unfolded, setUnfolded] = useState(count <= unfoldedUpTo);
  return (
    <Stack gap="2">
      {count > unfoldedUpTo && (
        <Box>
          <Button
            size="xs"
            variant="outline"
            aria-expanded={unfolded}
            aria-controls={id}
            onClick={() => setUnfolded((v) => !v)}
            _print={{ display: 'none' }}
          >
            {unfolded ? `${noun}を閉じる` : `${noun}を表示（${count}${unit}）`}
          </Button>
        </Box>
      )}
      <Box id={id}>{unfolded && children()}</Box>
    </Stack>
  );
}
