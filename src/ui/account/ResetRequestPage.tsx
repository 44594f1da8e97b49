import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { validateResetRequest, type ResetRequestForm } from '../../domain/account/passwordReset';
import { usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PublicPage } from '../shared/PublicPage';
import { ResetRequestPresenter } from './PasswordResetPresenters';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

export default function ResetRequestPage() {
  const presenter = usePresenter(ResetRequestPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  return (
    <PublicPage title="パスワード再設定">
      <Stack gap="5">
        <Text>ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。</Text>
        <ConsoleForm<ResetRequestForm>
          draft={{ id: 'password-reset-request' }}
          validate={validateResetRequest}
          onSubmit={(values) => presenter.sendResetMail(values)}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4">
                <TextField name="email" label="メールアドレス" type="email" autoComplete="email" required />
                {state.status === 'failed' && (
                  <Alert.Root status="error" role="alert" data-testid="reset-mail-failed">
                    <Alert.Indicator />
                    <Alert.Title>{state.message}</Alert.Title>
                  </Alert.Root>
                )}
                <Button type="submit" colorPalette="teal" loading={state.status === 'submitting'} loadingText="送信中">
                  {ACCOUNT_MESSAGES.sendResetMail}
                </Button>
              </Stack>
            </form>
          )}
        />
        <ChakraLink asChild color="teal.700" fontSize="sm">
          <Link to={pathOf('login')}>ログイン画面へ戻る</Link>
        </ChakraLink>
      </Stack>
      {effects}
    </PublicPage>
  );
}
