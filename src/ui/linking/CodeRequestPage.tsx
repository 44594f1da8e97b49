import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { validateCodeRequest, type CodeKind, type CodeRequestForm } from '../../domain/linking/connection';
import { usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PublicPage } from '../shared/PublicPage';
import { CodeRequestPresenter } from './LinkingPresenters';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

const TEXT: Readonly<Record<CodeKind, { title: string; lead: string; button: string }>> = {
  connection: {
    title: '確認コードの発行',
    lead: '連携のご案内を受け取ったメールアドレスを入力してください。アカウント連携用の確認コードをお送りします。',
    button: '確認コードを発行',
  },
  disconnection: {
    title: '連携解除コードの発行',
    lead: 'アプリアカウントと連携しているメールアドレスを入力してください。連携を解除するためのリンクをお送りします。',
    button: '解除コードを発行',
  },
};

export function CodeRequestPage({ kind }: { kind: CodeKind }) {
  const presenter = usePresenter(CodeRequestPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const text = TEXT[kind];

  return (
    <PublicPage title={text.title}>
      <Stack gap="5">
        <Text>{text.lead}</Text>
        <ConsoleForm<CodeRequestForm>
          draft={{ id: 'linking-code-request' }}
          validate={validateCodeRequest}
          onSubmit={(values) => presenter.issueCode(kind, values)}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4">
                <TextField name="email" label="メールアドレス" type="email" autoComplete="email" required />
                {state.status === 'failed' && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{state.message}</Alert.Title>
                  </Alert.Root>
                )}
                <Button type="submit" colorPalette="teal" loading={state.status === 'submitting'} loadingText="送信中">
                  {text.button}
                </Button>
              </Stack>
            </form>
          )}
        />
        {kind === 'connection' && (
          <ChakraLink asChild color="teal.700" fontSize="sm">
            <Link to={pathOf('account-connection')}>確認コードをお持ちの方はこちら</Link>
          </ChakraLink>
        )}
      </Stack>
      {effects}
    </PublicPage>
  );
}
