import { Alert, Button, Card, Stack, Text } from '@chakra-ui/react';
import type { InviteForm } from '../../application/managers/InviteManager';
import { validateInviteEmail } from '../../domain/managers/invitation';
import { canInvite } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { PlanGate } from '../shared/PlanGate';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { ManagerInvitePresenter } from './ManagerInvitePresenter';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

const TRAIL = [{ label: '管理者', to: pathOf('managers') }];

/** /managers/new/: invite by e-mail; with no manager slot left the plan message replaces the form. */
export default function ManagerInvitePage() {
  const presenter = usePresenter(ManagerInvitePresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const sending = state.status === 'submitting';

  return (
    <>
      <PageHeading title="管理者の招待" trail={TRAIL} />
      <PlanGate allows={canInvite} message={MANAGER_MESSAGES.planLimitReached}>
        <Card.Root maxW="xl" variant="outline" bg="white">
          <Card.Body>
            <ConsoleForm<InviteForm>
              draft={{ id: 'manager-invite' }}
              onSubmit={(values) => presenter.invite({ email: values.email ?? '' })}
              render={({ handleSubmit }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <Stack gap="5">
                    <Text fontSize="sm" color="gray.700">
                      招待するかたのメールアドレスを入力してください。招待メールのリンクから登録すると、この組織の管理者になります。
                    </Text>
                    {state.status === 'failed' && (
                      <Alert.Root status="error" role="alert" data-testid="invite-failed">
                        <Alert.Indicator />
                        <Alert.Title>{state.message}</Alert.Title>
                      </Alert.Root>
                    )}
                    <TextField
                      name="email"
                      label="メールアドレス"
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      required
                      validate={validateInviteEmail}
                    />
                    <Button
                      type="submit"
                      colorPalette="teal"
                      alignSelf="flex-start"
                      loading={sending}
                      loadingText="送信中"
                    >
                      招待メールを送信
                    </Button>
                  </Stack>
                </form>
              )}
            />
          </Card.Body>
        </Card.Root>
      </PlanGate>
      {effects}
    </>
  );
}
