import { Alert, Box, Button, Center, EmptyState, Spinner, Stack, Text, VisuallyHidden, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useWaitedSeconds, waitingNotice } from './waiting';

/**
 * The console's one spinner. Chakra's Spinner is a plain span, where aria-label is prohibited (axe
 * aria-prohibited-attr, serious): the spinner is hidden from assistive technology and what it means is
 * said in visually hidden text beside it. Lint refuses aria-label on a bare Spinner (eslint.config.js).
 */
export function BusySpinner({
  label = '読み込み中',
  size = 'sm',
}: {
  readonly label?: string;
  readonly size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Box as="span" display="inline-flex" alignItems="center" data-testid="busy-spinner">
      <Spinner size={size} color="teal.600" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}

/** A screen or part of one that is loading: the spinner in a live region, so its label is announced. */
export function Loading({ label = '読み込み中' }: { label?: string }) {
  // a load without a time-out (v1) that takes over 10 s says so, with the time waited (ui/shared/waiting.ts)
  const waited = useWaitedSeconds(true);
  return (
    <Center py="10" role="status" aria-live="polite" flexDirection="column" gap="2">
      <BusySpinner label={label} size="lg" />
      {waited !== null && (
        <Text fontSize="sm" color="gray.700" data-testid="waiting-notice">
          {waitingNotice(waited)}
        </Text>
      )}
    </Center>
  );
}

/** A failed load: says what failed and offers to try again; the rest of the console still works. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert" data-testid="load-failed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          再読み込み
        </Button>
      )}
    </Alert.Root>
  );
}

export function Empty({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children && <Stack>{children}</Stack>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
