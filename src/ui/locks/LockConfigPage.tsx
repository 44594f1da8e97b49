import { Alert, Button, Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LOCK_NAME_MAX, validateLockName } from '../../domain/locks/lockName';
import { ChangedNotice } from '../shared/Conflicts';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { DeviceInfo } from './DeviceInfo';
import { LockConfigPresenter } from './LockConfigPresenter';
import { failedAction, FORM_ERROR, submittingAction } from '../shared/submission';
import type { LockGroup } from '../../domain/locks/lock';
import { ConsoleForm } from '../shared/ConsoleForm';
import { useUnsavedInput } from '../shared/unsavedChanges';
import { pathOf, useRouteParams } from '../shell/routeTable';

function Failure({ failure }: { readonly failure: { readonly message: string } | null }) {
  return failure ? (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failure.message}</Alert.Title>
    </Alert.Root>
  ) : null;
}

function GroupsForm({
  groups,
  ticked,
  saving,
  failure,
  onToggle,
  onSave,
}: {
  groups: ReadonlyArray<LockGroup>;
  ticked: ReadonlyArray<number>;
  saving: boolean;
  failure: { readonly message: string } | null;
  onToggle: (id: number, on: boolean) => void;
  onSave: () => void;
}) {
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Heading as="h2" size="md" id="key-groups">
        鍵グループ
      </Heading>
      {groups.length === 0 ? (
        <Text color="gray.600">鍵グループがありません。</Text>
      ) : (
        <Stack gap="2" role="group" aria-labelledby="key-groups">
          {groups.map((g) => (
            <Checkbox.Root
              key={g.id}
              checked={ticked.includes(g.id)}
              onCheckedChange={(e) => onToggle(g.id, e.checked === true)}
              colorPalette="teal"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{g.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Failure failure={failure} />
      <Button type="submit" colorPalette="teal" alignSelf="start" loading={saving} disabled={groups.length === 0}>
        鍵グループを保存
      </Button>
    </Stack>
  );
}

export default function LockConfigPage() {
  const { id } = useRouteParams('locks-config');
  const presenter = usePresenter(LockConfigPresenter, { lockId: Number(id) });
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  useUnsavedInput({ dirty: () => presenter.hasUnsavedTicks(), discard: () => presenter.discardTicks() });

  if (state.status !== 'ready')
    return (
      <>
        {effects}
        <Loading />
      </>
    );
  const { lock, groups } = state.settings;
  const sending = submittingAction(submission);
  const renameFailed = failedAction(submission, 'renaming');
  // a changed lock is shown by ChangedNotice (what changed, and the two ways on), not as an alert
  const renameChanged = renameFailed?.error.kind === 'Changed' ? renameFailed.error : null;
  const renameFailure = renameChanged === null ? renameFailed : null;
  return (
    <Stack gap="5" maxW="3xl">
      <PageHeading
        title="ロック設定"
        trail={[{ label: 'ロック一覧', to: pathOf('locks') }]}
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={pathOf('lock-access', { id: lock.id })}>この扉を開けられる人</Link>
          </Button>
        }
      />
      <Card.Root>
        <Card.Body>
          <ConsoleForm<{ lockName: string }>
            draft={{ id: 'lock-name', describe: { lockName: { label: 'ロック名' } } }}
            saves={{ submission: presenter.submission, action: 'renaming' }}
            initialValues={{ lockName: lock.setting.lockName }}
            onSubmit={async (values) => {
              const message = await presenter.submitRename(values.lockName ?? '');
              if (message !== undefined) return { lockName: message };
              // a failure shown above the button is still a failure to final-form: the name stays unsaved
              const after = failedAction(presenter.submission.snapshot, 'renaming');
              return presenter.snapshot.status === 'ready' && after !== null && after.error.kind !== 'Changed'
                ? { [FORM_ERROR]: after.message }
                : undefined;
            }}
            render={({ handleSubmit, form }) => (
              <form onSubmit={handleSubmit} noValidate>
                <Stack gap="3">
                  <Heading as="h2" size="md">
                    ロック名
                  </Heading>
                  <TextField
                    name="lockName"
                    label="ロック名"
                    required
                    validate={(v) => validateLockName(v)}
                    helper={`${LOCK_NAME_MAX}文字以内`}
                  />
                  <Failure failure={renameFailure} />
                  <ChangedNotice
                    error={renameChanged}
                    busy={false}
                    onApply={() => void presenter.submitRename(form.getState().values.lockName ?? '', true)}
                    onReload={() => void presenter.open({ lockId: Number(id) })}
                  />
                  <Button type="submit" colorPalette="teal" alignSelf="start" loading={sending === 'renaming'}>
                    ロック名を保存
                  </Button>
                </Stack>
              </form>
            )}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <DeviceInfo lock={lock} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <GroupsForm
            groups={groups}
            ticked={state.ticked}
            saving={sending === 'grouping'}
            failure={failedAction(submission, 'grouping')}
            onToggle={(groupId, on) => presenter.toggleGroup(groupId, on)}
            onSave={() => void presenter.submitGroups()}
          />
        </Card.Body>
      </Card.Root>
      {effects}
    </Stack>
  );
}
