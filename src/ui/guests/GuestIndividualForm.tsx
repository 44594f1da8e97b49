import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { type GuestForm, validateGuestEmail, validateGuestName } from '../../domain/guests/validation';
import { MESSAGES } from '../../domain/shared/messages';
import { usePresenter } from '../shell/di';
import { notifySuccess } from '../shell/notify';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shell/useObservable';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TextField } from '../shared/FormField';
import { GuestIndividualPresenter } from './GuestIndividualPresenter';

/** Name and e-mail; over the free tier the server's 401 becomes the billable-guest question. */
export function GuestIndividualForm() {
  const presenter = usePresenter(GuestIndividualPresenter);
  const state = useObservable(presenter);
  const navigate = useNavigate();
  useEffect(() => {
    if (state.status !== 'created') return;
    notifySuccess(MESSAGES.registered);
    navigate(pathOf('guests'));
  }, [state, navigate]);

  return (
    <Form<GuestForm>
      onSubmit={(values) => presenter.submit(values)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="利用者の個別登録">
          <Stack gap="4" maxW="md">
            <TextField name="name" label="名前" required validate={validateGuestName} helper="20文字以内" autoComplete="off" />
            <TextField name="email" label="メールアドレス" type="email" required validate={validateGuestEmail} autoComplete="off" />
            {state.status === 'failed' && (
              <Alert.Root status="error" role="alert" data-testid="guest-create-error"><Alert.Indicator /><Alert.Title>{state.message}</Alert.Title></Alert.Root>
            )}
            <Button type="submit" colorPalette="teal" alignSelf="start" loading={state.status === 'submitting'} loadingText="登録中">登録する</Button>
          </Stack>
          <ConfirmDialog
            open={state.status === 'confirm-billing'}
            title="有料の利用者の登録"
            confirmLabel="同意して登録する"
            busy={false}
            onCancel={() => presenter.cancelBilling()}
            onConfirm={() => void presenter.confirmBilling()}
          >
            {state.status === 'confirm-billing' ? state.notice : ''}
          </ConfirmDialog>
        </form>
      )}
    />
  );
}
