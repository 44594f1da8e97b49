import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { ChakraRoot } from './ChakraRoot';
import { shellToaster, toaster } from '../shared/toasters';

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
