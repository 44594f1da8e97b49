import { Alert, Button, EmptyState, Stack, VStack, visuallyHiddenStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { staticStyles } from './staticStyles';
import { useWaitedSeconds, waitingNotice } from './waiting';

/**
 * The spinner's and the loading block's look, one class each for the page (staticStyles): Chakra's Spinner recipe
 * in teal, its visually hidden style, its Center and Text. They were Chakra elements, each resolving its style props
 * at every render: three spinners and a loading block are in the lock list's first frame after ログイン, on a phone
 * (4× a desktop's CPU) time before the first panel.
 */
const useStateClasses = staticStyles(({ recipe }) => ({
  busy: { display: 'inline-flex', alignItems: 'center' },
  sm: [recipe('spinner', { size: 'sm' }), { color: 'teal.600' }],
  md: [recipe('spinner', { size: 'md' }), { color: 'teal.600' }],
  lg: [recipe('spinner', { size: 'lg' }), { color: 'teal.600' }],
  hidden: visuallyHiddenStyle,
  loading: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    py: '10',
    flexDirection: 'column',
    gap: '2',
  },
  notice: { fontSize: 'sm', color: 'gray.700' },
}));

/**
 * The console's one spinner. A spinner is a plain span, where aria-label is prohibited (axe aria-prohibited-attr,
 * serious): the spinner is hidden from assistive technology and what it means is said in visually hidden text
 * beside it. Lint refuses aria-label on a bare Spinner (eslint.config.js).
 */
export function BusySpinner({
  label = '読み込み中',
  size = 'sm',
}: {
  readonly label?: string;
  readonly size?: 'sm' | 'md' | 'lg';
}) {
  const c = useStateClasses();
  return (
    <span className={c.busy} data-testid="busy-spinner">
      <span className={`chakra-spinner ${c[size]}`} aria-hidden="true" />
      <span className={c.hidden}>{label}</span>
    </span>
  );
}

/** A screen or part of one that is loading: the spinner in a live region, so its label is announced. */
export function Loading({ label = '読み込み中' }: { label?: string }) {
  const c = useStateClasses();
  // a load without a time-out (v1) that takes over 10 s says so, with the time waited (ui/shared/waiting.ts)
  const waited = useWaitedSeconds(true);
  return (
    <div className={c.loading} role="status" aria-live="polite">
      <BusySpinner label={label} size="lg" />
      {waited !== null && (
        <p className={c.notice} data-testid="waiting-notice">
          {waitingNotice(waited)}
        </p>
      )}
    </div>
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
