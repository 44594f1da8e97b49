import { Alert, Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePresenter } from '../shell/di';
import { clearLoginNotice, peekLoginNotice } from '../shell/loginNotice';
import { useObservable } from '../shell/useObservable';
import { PublicPage } from '../shared/PublicPage';
import { LoginField, useLoginForm } from './LoginForm';
import { LoginPresenter } from './LoginPresenter';

export default function LoginPage() {
  const presenter = usePresenter(LoginPresenter);
  const state = useObservable(presenter);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useLoginForm((values) => presenter.submitLogin(values, params.get('redirect')));
  // the spec's '認証が必要です。' as a calm notice: a visitor without a session did nothing wrong
  const [notice] = useState(peekLoginNotice);
  useEffect(() => clearLoginNotice, []);

  useEffect(() => {
    void presenter.loadNews();
  }, [presenter]);
  useEffect(() => {
    if (state.status === 'signed-in' && state.destination) navigate(state.destination, { replace: true });
  }, [state.status, state.destination, navigate]);

  return (
    <PublicPage title="ログイン">
      <Stack gap="5">
        {notice && (
          <Alert.Root status="info" variant="subtle" role="status" data-testid="login-notice">
            <Alert.Indicator />
            <Alert.Title color="gray.900" fontWeight="normal">{notice}</Alert.Title>
          </Alert.Root>
        )}
        {state.news && (
          <Alert.Root status="info" data-testid="news-banner">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{state.news.title}</Alert.Title>
              <Alert.Description>
                {state.news.content}
                {state.news.link && (
                  <> <ChakraLink href={state.news.link} target="_blank" rel="noopener noreferrer" textDecoration="underline">詳しく見る</ChakraLink></>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="4">
            <LoginField form={form} name="email" label="メールアドレス" type="email" autoComplete="username" />
            <LoginField form={form} name="password" label="パスワード" type="password" autoComplete="current-password" />
            {state.status === 'failed' && state.message && (
              <Alert.Root status="error" role="alert" data-testid="login-error">
                <Alert.Indicator />
                <Alert.Title>{state.message}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="teal" loading={state.status === 'submitting'} loadingText="ログイン中">ログイン</Button>
          </Stack>
        </form>
        <Box fontSize="sm">
          <Text><ChakraLink asChild color="teal.700"><Link to="/password/reset/">パスワードをお忘れの方はこちら</Link></ChakraLink></Text>
          <Text mt="2"><ChakraLink asChild color="teal.700"><Link to="/account/signup">新規お申し込み（法人・個人事業主）はこちら</Link></ChakraLink></Text>
        </Box>
      </Stack>
    </PublicPage>
  );
}
