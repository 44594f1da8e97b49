import { Alert, Button, Code, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { IssueTokenForm } from '../../application/tokens/IssueToken';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import { APPLICATION_NAME_MAX, validateApplicationName } from '../../domain/tokens/token';
import { useHoldForcedReload } from '../shell/forcedReloadHold';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import type { TokensPresenter } from './TokensPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

/** Copies through the Clipboard API; false when the browser refuses (no permission, no secure context). */
const copy = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/** The issue dialog: the name form, then the plain token shown this once. */
export function IssueTokenDialog({ presenter }: { readonly presenter: TokensPresenter }) {
  const state = useObservable(presenter);
  const issuing = useObservable(presenter.submission);
  const open = state.dialog !== 'closed';
  const busy = issuing.status === 'submitting';
  // Esc, a click beside the dialog and the close buttons all ask before an uncopied token is dropped
  const close = () => (state.dialog === 'issued' ? void presenter.requestCloseIssued() : presenter.cancelIssue());
  // the version check never reloads the page while the token is on screen
  useHoldForcedReload(state.dialog === 'issued');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            {state.dialog === 'issued' ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>APIトークンを発行しました</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body onCopy={() => presenter.textCopied(document.getSelection()?.toString() ?? '')}>
                  <Stack gap="4">
                    <Alert.Root status="warning" data-testid="token-once-warning">
                      <Alert.Indicator />
                      <Alert.Title>{TOKEN_MESSAGES.shownOnce}</Alert.Title>
                    </Alert.Root>
                    <Text fontSize="sm">アプリケーション：{state.applicationName}</Text>
                    <Code
                      data-testid="issued-token"
                      p="3"
                      fontSize="sm"
                      wordBreak="break-all"
                      whiteSpace="pre-wrap"
                      userSelect="all"
                      display="block"
                    >
                      {state.issued.token}
                    </Code>
                    <Text fontSize="sm" data-testid="token-expiry">
                      有効期限：{formatJapaneseDateTime(state.issued.expiresAt)}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    variant="outline"
                    colorPalette="teal"
                    onClick={() => void copy(state.issued.token).then((ok) => presenter.copied(ok))}
                  >
                    トークンをコピー
                  </Button>
                  <Button colorPalette="teal" onClick={close}>
                    閉じる
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <ConsoleForm<IssueTokenForm>
                draft={{ id: 'token-issue' }}
                onSubmit={(values) => presenter.issue({ applicationName: values.applicationName ?? '' })}
                render={({ handleSubmit }) => (
                  <form onSubmit={handleSubmit} noValidate>
                    <Dialog.Header>
                      <Dialog.Title>APIトークンを発行</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        {issuing.status === 'failed' && (
                          <Alert.Root status="error" role="alert" data-testid="issue-failed">
                            <Alert.Indicator />
                            <Alert.Title>{issuing.message}</Alert.Title>
                          </Alert.Root>
                        )}
                        <TextField
                          name="applicationName"
                          label="アプリケーション名"
                          required
                          autoComplete="off"
                          helper={`このトークンを使う外部アプリケーションの名前（${APPLICATION_NAME_MAX}文字以内）`}
                          validate={validateApplicationName}
                        />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={() => presenter.cancelIssue()} disabled={busy}>
                        キャンセル
                      </Button>
                      <Button type="submit" colorPalette="teal" loading={busy} loadingText="発行中">
                        発行する
                      </Button>
                    </Dialog.Footer>
                  </form>
                )}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
