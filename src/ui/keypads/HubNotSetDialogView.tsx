import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { LOCK_MESSAGES } from '../../domain/locks/messages';

/** translation: why the action is refused and what to do (the spec names only 'Hub not set'). */
const EXPLANATION =
  'このロックにはハブとキーパッドが設定されていないため、この操作はできません。ハブまたはキーパッドを設定してから再度お試しください。';

/** The 'Hub not set' modal: shown for a lock, card or PIN action on a lock without hub or keypad. */
export function HubNotSetDialogView({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LOCK_MESSAGES.hubNotSet}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{EXPLANATION}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={onClose}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
