import { Button, DataList, Stack, Text } from '@chakra-ui/react';
import type { InvitationView } from '../../application/account/LoadInvitation';
import { validateInvitationRegistration, type InvitationRegistrationForm } from '../../domain/account/invitation';
import { ACCOUNT_MESSAGES as M, currentAccountOf, joinQuestionOf } from '../../domain/account/messages';
import { NAME_MAX_LENGTH } from '../../domain/account/validation';
import { usePresenter } from '../shared/di';
import { useRouteParams } from '../shell/routeTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PublicPage } from '../shared/PublicPage';
import { LoadFailed, Loading } from '../shared/States';
import { InvitationPresenter } from './InvitationPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

interface CaseProps {
  readonly view: InvitationView;
  readonly busy: boolean;
  readonly presenter: InvitationPresenter;
}

function InvitationFacts({ view }: { view: InvitationView }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel minW="10em">組織</DataList.ItemLabel>
        <DataList.ItemValue>{view.invitation.organizationName}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="10em">招待されたメールアドレス</DataList.ItemLabel>
        <DataList.ItemValue data-testid="invited-email">{view.invitation.email}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

function RegisterCase({ view, busy, presenter }: CaseProps) {
  return (
    <Stack gap="4">
      <Text>{M.invitationRegister}</Text>
      <InvitationFacts view={view} />
      <ConsoleForm<InvitationRegistrationForm>
        draft={{ id: 'invitation-register', fields: ['name'] }}
        validate={validateInvitationRegistration}
        onSubmit={(values) => presenter.register(values)}
        render={({ handleSubmit, invalid }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <TextField name="name" label="名前" autoComplete="name" required helper={`${NAME_MAX_LENGTH}文字以内`} />
              <TextField
                name="password"
                label="パスワード"
                type="password"
                autoComplete="new-password"
                required
                helper="半角英数字・記号で、大文字・小文字・数字を含む8文字以上"
              />
              <Button type="submit" colorPalette="teal" disabled={invalid || busy} loading={busy} loadingText="登録中">
                登録する
              </Button>
            </Stack>
          </form>
        )}
      />
    </Stack>
  );
}

function JoinCase({ view, busy, presenter }: CaseProps) {
  return (
    <Stack gap="4">
      <Text fontWeight="medium">{joinQuestionOf(view.invitation.organizationName)}</Text>
      <InvitationFacts view={view} />
      <Button colorPalette="teal" onClick={() => void presenter.join()} loading={busy} loadingText="参加しています">
        参加する
      </Button>
    </Stack>
  );
}

function OtherAccountCase({ view, busy, presenter }: CaseProps) {
  return (
    <Stack gap="4">
      <Text>{view.case === 'wrong-account' ? M.invitationWrongAccount : M.invitationLoginRequired}</Text>
      <InvitationFacts view={view} />
      {view.signedInEmail !== null && (
        <Text fontSize="sm" color="gray.700">
          {currentAccountOf(view.signedInEmail)}
        </Text>
      )}
      <Button colorPalette="teal" onClick={() => void presenter.logInAsInvitee()} loading={busy}>
        {view.signedInEmail !== null ? '招待されたアカウントでログインし直す' : 'ログインする'}
      </Button>
    </Stack>
  );
}

export default function AcceptInvitationPage() {
  const { id } = useRouteParams('accept-manager-invitation');
  const presenter = usePresenter(InvitationPresenter, { invitationId: id });
  const state = useObservable(presenter);
  const busy = useObservable(presenter.submission).status === 'submitting';
  const effects = usePresenterEffects(presenter);

  return (
    <PublicPage title="管理者への招待">
      {effects}
      {state.status === 'loading' || state.status === 'leaving' ? (
        <Loading />
      ) : state.status === 'failed' ? (
        <LoadFailed message={state.message} />
      ) : state.view.case === 'register' ? (
        <RegisterCase view={state.view} busy={busy} presenter={presenter} />
      ) : state.view.case === 'join' ? (
        <JoinCase view={state.view} busy={busy} presenter={presenter} />
      ) : (
        <OtherAccountCase view={state.view} busy={busy} presenter={presenter} />
      )}
    </PublicPage>
  );
}
