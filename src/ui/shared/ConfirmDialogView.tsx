import { Box, Button, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ConfirmList } from './Effects';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children?: ReactNode;
  /** What the question is about, one line each under the message (a presenter's ConfirmRequest.list). */
  readonly list?: ConfirmList;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Red confirm button for what cannot be undone (deleting, removing access). */
  readonly destructive?: boolean;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The one confirmation dialog: a title, what will happen (and to what, listed), cancel and confirm. */
export function ConfirmDialogView({
  open,
  title,
  children,
  list,
  confirmLabel = 'OK',
  cancelLabel = 'キャンセル',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const message = typeof children === 'string' ? <Text>{children}</Text> : children;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onCancel();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {list ? (
                <Stack gap="3">
                  {message}
                  <Box maxH="50vh" overflowY="auto" tabIndex={0} role="region" aria-label={list.label}>
                    <List.Root as="ul" gap="1" ps="5" data-testid={list.testId}>
                      {list.items.map((item, index) => (
                        <List.Item key={index}>{item}</List.Item>
                      ))}
                    </List.Root>
                  </Box>
                </Stack>
              ) : (
                message
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'teal'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
