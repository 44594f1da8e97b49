import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { ChakraRoot } from './ChakraRoot';
import { TOAST_DURATION_MS } from './toastDuration';

export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 3, pauseOnPageIdle: true });

/** Beside the router, so it has a Chakra provider of its own (the app's root has none, see ChakraRoot). */
export default function AppToaster() {
  return (
    <ChakraRoot>
      <Portal>
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
