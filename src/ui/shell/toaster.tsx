import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { ChakraRoot } from './ChakraRoot';
import { SHELL_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toastDuration';

/**
 * The main app's toasts (a screen's 保存しました。, 削除に失敗しました。): 5000 ms by default (account-billing-signup §9).
 * Top right from 48em, so they never cover the shell's toast at the top centre; across the top below.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  max: 3,
  pauseOnPageIdle: true,
});

/**
 * The client shell's toasts (the client-wide 401 and network failures, the login guard's refresh failures):
 * 3000 ms, one at a time (the next waits its turn), top centre, no icon, no close button, no progress bar
 * (account-billing-signup §9).
 */
export const shellToaster = createToaster({
  placement: 'top',
  duration: SHELL_TOAST_DURATION_MS,
  max: 1,
  pauseOnPageIdle: true,
});

/** Beside the router, so it has a Chakra provider of its own (the app's root has none, see ChakraRoot). */
export default function AppToaster() {
  return (
    <ChakraRoot>
      <Portal>
        <Toaster toaster={shellToaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'md' }} data-testid="toast" role={toast.type === 'error' ? 'alert' : 'status'}>
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
            </Toast.Root>
          )}
        </Toaster>
        <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'md' }} data-testid="toast" role={toast.type === 'error' ? 'alert' : 'status'}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger aria-label="閉じる" />
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </ChakraRoot>
  );
}
