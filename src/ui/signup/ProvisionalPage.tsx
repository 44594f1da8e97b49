import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { validateEmail } from '../../domain/account/validation';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { TextField } from '../shared/FormField';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { ProvisionalPresenter } from './ProvisionalPresenter';
import { SignupFrame } from './SignupFrame';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

export default function ProvisionalPage() {
  const presenter = usePresenter(ProvisionalPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  return (
    <SignupFrame title={SIGNUP_TEXTS.provisionalTitle} step={1}>
      <Text>{SIGNUP_TEXTS.provisionalLead}</Text>
      <ConsoleForm<{ email: string }>
        draft={{ id: 'signup-provisional' }}
        onSubmit={(values) => presenter.send({ email: values.email ?? '' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="仮登録">
            <Stack gap="4">
              <TextField
                name="email"
                label="メールアドレス"
                type="email"
                autoComplete="email"
                required
                validate={validateEmail}
              />
              {state.status === 'failed' && (
                <Alert.Root status="error" role="alert" data-testid="provisional-failed">
                  <Alert.Indicator />
                  <Alert.Title>{state.message}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="teal" loading={state.status === 'submitting'} loadingText="送信中">
                {SIGNUP_TEXTS.send}
              </Button>
            </Stack>
          </form>
        )}
      />
      <ChakraLink asChild color="teal.700" fontSize="sm">
        <Link to={pathOf('login')}>{SIGNUP_TEXTS.toLogin}</Link>
      </ChakraLink>
      {effects}
    </SignupFrame>
  );
}
