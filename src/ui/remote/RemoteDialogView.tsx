import { Alert, Button, Dialog, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MAX_POLLS } from '../../domain/remote/job';
import { REMOTE_MESSAGES } from '../../domain/remote/messages';
import {
  isRemoteDialogOpen,
  isRemoteAlert,
  pollingJobTypeOf,
  remoteButtonLabelOf,
  remoteButtonsOf,
  remoteTextOf,
  type RemoteButton,
} from '../../domain/remote/remoteStage';
import { useObservable } from '../shared/useObservable';
import type { RemoteDialogPresenter } from './RemoteDialogPresenter';

/** Seconds since the job was sent, ticking once a second while the dialog waits. */
function Elapsed({ since }: { readonly since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{Math.max(0, Math.floor((now - since) / 1000))}</>;
}

/** The remote lock/unlock dialog; every decision is the presenter's, the view only shows the stage. */
export function RemoteDialogView({ presenter }: { readonly presenter: RemoteDialogPresenter }) {
  const { stage, lock, pollCount, jobStartedAt } = useObservable(presenter);
  const open = isRemoteDialogOpen(stage);
  const waiting = pollingJobTypeOf(stage) !== null;
  const alert = isRemoteAlert(stage);
  const press = (button: RemoteButton) => {
    if (button === 'open' || button === 'close') presenter.confirm(button);
    else if (button === 'cancel') presenter.cancel();
    else presenter.acknowledge();
  };
  return (
    <Dialog.Root
      open={open}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      closeOnInteractOutside={false}
      // Escape cancels only where cancel is offered; a running open/close cannot be called back
      onOpenChange={(e) => {
        if (!e.open) presenter.cancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="remote-dialog" data-stage={stage.kind}>
            <Dialog.Header>
              <Dialog.Title>
                {REMOTE_MESSAGES.title}
                {lock ? `：${lock.name}` : ''}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {alert ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title data-testid="remote-message">{remoteTextOf(stage)}</Alert.Title>
                </Alert.Root>
              ) : (
                <Stack gap="3" aria-live="polite">
                  <Flex align="center" gap="3">
                    {waiting && <Spinner size="sm" color="teal.600" />}
                    <Text fontWeight="bold" data-testid="remote-message">
                      {remoteTextOf(stage)}
                    </Text>
                  </Flex>
                  {waiting && jobStartedAt !== null && (
                    <Text fontSize="sm" color="gray.600" data-testid="remote-progress">
                      経過 <Elapsed since={jobStartedAt} /> 秒・応答確認 {pollCount}/{MAX_POLLS} 回
                    </Text>
                  )}
                  {(stage.kind === 'opening' || stage.kind === 'closing') && (
                    <Text fontSize="sm" color="gray.600">
                      送信した操作は取り消せません。完了までこのままお待ちください。
                    </Text>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {remoteButtonsOf(stage).map((button) => (
                <Button
                  key={button}
                  onClick={() => press(button)}
                  variant={button === 'cancel' ? 'outline' : 'solid'}
                  colorPalette={button === 'open' ? 'orange' : 'teal'}
                >
                  {remoteButtonLabelOf(button)}
                </Button>
              ))}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
