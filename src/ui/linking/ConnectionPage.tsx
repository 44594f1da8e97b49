import { Button, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import { codeFromQuery, codeOf, EMPTY_CELLS, type CodeCells } from '../../domain/linking/codeBoxes';
import { validateConnection } from '../../domain/linking/connection';
import { usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { errorOf, TextField } from '../shared/FormField';
import { PublicPage } from '../shared/PublicPage';
import { AppStoreBadges } from './AppStoreBadges';
import { CodeBoxes } from './CodeBoxes';
import { ConnectionPresenter } from './LinkingPresenters';
import { LOCK_APP_LINKS } from './lockAppLinks';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

interface ConnectionValues {
  readonly code: CodeCells;
  readonly email: string;
  readonly password: string;
}

const validate = (values: Partial<ConnectionValues>) =>
  validateConnection({
    code: codeOf(values.code ?? EMPTY_CELLS),
    email: values.email ?? '',
    password: values.password ?? '',
  });

export default function ConnectionPage() {
  const presenter = usePresenter(ConnectionPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const [params] = useSearchParams();
  // kept in state: final-form starts over whenever initialValues is a new object
  const [initialValues] = useState<ConnectionValues>(() => ({
    code: codeFromQuery(params.get('secret')),
    email: '',
    password: '',
  }));
  const linking = state.status === 'submitting';

  return (
    <PublicPage title="アカウント連携" width="lg">
      <Stack gap="5">
        <Text>
          メールでお送りした確認コードと、Qrio アプリのアカウント（メールアドレスとパスワード）を入力してください。
        </Text>
        <ConsoleForm<ConnectionValues>
          draft={{ id: 'linking-connection', fields: ['email'] }}
          initialValues={initialValues}
          validate={validate}
          onSubmit={(values) =>
            presenter.link({ code: codeOf(values.code), email: values.email, password: values.password })
          }
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4">
                <Field<CodeCells> name="code">
                  {({ input, meta }) => (
                    <CodeBoxes
                      value={input.value}
                      onChange={input.onChange}
                      onLeave={() => input.onBlur()}
                      error={errorOf(meta)}
                      disabled={linking}
                    />
                  )}
                </Field>
                <ChakraLink asChild color="teal.700" fontSize="sm" alignSelf="flex-start">
                  <Link to={pathOf('account-connection-code')}>確認コードを再発行する</Link>
                </ChakraLink>
                <Separator />
                <TextField
                  name="email"
                  label="アプリアカウントのメールアドレス"
                  type="email"
                  autoComplete="username"
                  required
                />
                <TextField
                  name="password"
                  label="アプリアカウントのパスワード"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <ChakraLink
                  href={LOCK_APP_LINKS.passwordForgotten}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="teal.700"
                  fontSize="sm"
                  alignSelf="flex-start"
                >
                  パスワードをお忘れの方（アプリのパスワード再設定・新しいタブで開きます）
                </ChakraLink>
                <Button type="submit" colorPalette="teal" loading={linking} loadingText="連携しています">
                  連携する
                </Button>
              </Stack>
            </form>
          )}
        />
        <Stack gap="2">
          <Text fontSize="sm" color="gray.700">
            Qrio アプリをお持ちでない方は、こちらからダウンロードしてください。
          </Text>
          <AppStoreBadges />
        </Stack>
      </Stack>
      {effects}
    </PublicPage>
  );
}
