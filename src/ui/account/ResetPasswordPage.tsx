import { Button, Dialog, Link as ChakraLink, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { validateResetPassword, type ResetPasswordForm } from '../../domain/account/passwordReset';
import { usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PublicPage } from '../shared/PublicPage';
import { ResetPasswordPresenter } from './PasswordResetPresenters';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

/** While the change is out the page is covered, so the form cannot be sent twice or edited. */
function SavingModal({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open} placement="center" closeOnInteractOutside={false} closeOnEscape={false} size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>パスワードを変更しています</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack direction="row" align="center" gap="3">
                <Spinner color="teal.600" />
                <Text>{ACCOUNT_MESSAGES.changingPassword}</Text>
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function ResetPasswordPage() {
  const presenter = usePresenter(ResetPasswordPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const token = useParams().token ?? '';
  const saving = state.status === 'submitting';

  return (
    <PublicPage title="新しいパスワードの設定">
      <Stack gap="5">
        <Text>
          新しいパスワードを入力してください。半角英数字・記号で、大文字・小文字・数字を含む8文字以上にしてください。
        </Text>
        <ConsoleForm<ResetPasswordForm>
          draft={false}
          validate={validateResetPassword}
          onSubmit={(values) => presenter.changePassword(token, values)}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4">
                <TextField
                  name="password"
                  label="新しいパスワード"
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <TextField
                  name="confirmation"
                  label="新しいパスワード（確認）"
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <Button
                  type="submit"
                  colorPalette="teal"
                  loading={saving}
                  loadingText={ACCOUNT_MESSAGES.changingPassword}
                >
                  {ACCOUNT_MESSAGES.changePassword}
                </Button>
              </Stack>
            </form>
          )}
        />
        <ChakraLink asChild color="teal.700" fontSize="sm">
          <Link to={pathOf('login')}>ログイン画面へ戻る</Link>
        </ChakraLink>
      </Stack>
      <SavingModal open={saving} />
      {effects}
    </PublicPage>
  );
}
