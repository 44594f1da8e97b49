import { Alert, Button, Stack } from '@chakra-ui/react';
import { type GuestForm, validateGuestEmail, validateGuestName } from '../../domain/guests/validation';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { TextField } from '../shared/FormField';
import { GuestIndividualPresenter } from './GuestIndividualPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

/** Name and e-mail; over the free tier the server's 401 becomes the billable-guest question. */
export function GuestIndividualForm() {
  const presenter = usePresenter(GuestIndividualPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  return (
    <ConsoleForm<GuestForm>
      draft={{ id: 'guest-new' }}
      onSubmit={(values) => presenter.submit(values)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="利用者の個別登録">
          <Stack gap="4" maxW="md">
            <TextField
              name="name"
              label="名前"
              required
              validate={validateGuestName}
              helper="20文字以内"
              autoComplete="off"
            />
            <TextField
              name="email"
              label="メールアドレス"
              type="email"
              required
              validate={validateGuestEmail}
              autoComplete="off"
            />
            {state.status === 'failed' && (
              <Alert.Root status="error" role="alert" data-testid="guest-create-error">
                <Alert.Indicator />
                <Alert.Title>{state.message}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="teal"
              alignSelf="start"
              loading={state.status === 'submitting'}
              loadingText="登録中"
            >
              登録する
            </Button>
          </Stack>
          {effects}
        </form>
      )}
    />
  );
}
