import { Center, Spinner } from '@chakra-ui/react';

export function BootSpinner() {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="lg" color="teal.600" aria-label="読み込み中" />
    </Center>
  );
}
