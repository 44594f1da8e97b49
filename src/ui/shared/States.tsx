import { Alert, Button, Center, EmptyState, Spinner, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Loading({ label = '読み込み中' }: { label?: string }) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" color="teal.600" aria-label={label} />
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
      {onRetry && <Button size="sm" variant="outline" onClick={onRetry}>再読み込み</Button>}
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
