import { FORM_ERROR } from 'final-form';
import { Alert, Button, Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LOCK_NAME_MAX, validateLockName } from '../../domain/locks/lockName';
import { ChangedNotice } from '../shared/Conflicts';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shell/di';
import { useObservable } from '../shell/useObservable';
import { DeviceInfo } from './DeviceInfo';
import { LockConfigPresenter, type SaveState } from './LockConfigPresenter';
import type { LockGroup } from '../../domain/locks/lock';
import { ConsoleForm } from '../shared/ConsoleForm';
import { pathOf } from '../shell/routeTable';

function Failure({ state }: { readonly state: SaveState }) {
  return state.status === 'failed' ? (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{state.message}</Alert.Title>
    </Alert.Root>
  ) : null;
}

function GroupsForm({
  groups,
  memberOf,
  kept,
  state,
  onSave,
}: {
  groups: ReadonlyArray<LockGroup>;
  memberOf: ReadonlyArray<number>;
  kept: ReadonlyArray<number> | null;
  state: SaveState;
  onSave: (ids: number[]) => void;
}) {
  // after a failed save the manager's ticks (kept) win over the server's state read back
  const [ticked, setTicked] = useState<ReadonlyArray<number>>(kept ?? memberOf);
  useEffect(() => setTicked(kept ?? memberOf), [memberOf, kept]);
  const toggle = (id: number, on: boolean) =>
    setTicked((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(groups.map((g) => g.id).filter((id) => ticked.includes(id)));
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
              onCheckedChange={(e) => toggle(g.id, e.checked === true)}
              colorPalette="teal"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{g.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Failure state={state} />
      <Button
        type="submit"
        colorPalette="teal"
        alignSelf="start"
        loading={state.status === 'saving'}
        disabled={groups.length === 0}
      >
        鍵グループを保存
      </Button>
    </Stack>
  );
}

export default function LockConfigPage() {
  const presenter = usePresenter(LockConfigPresenter);
  const state = useObservable(presenter);
  const { id } = useParams();
  const effects = usePresenterEffects(presenter);

  useEffect(() => {
    void presenter.load(Number(id));
  }, [presenter, id]);

  if (state.status !== 'ready')
    return (
      <>
        {effects}
        <Loading />
      </>
    );
  const { lock, groups, memberOf } = state.settings;
  return (
    <Stack gap="5" maxW="3xl">
      <PageHeading title="ロック設定" trail={[{ label: 'ロック一覧', to: pathOf('locks') }]} />
      <Card.Root>
        <Card.Body>
          <ConsoleForm<{ lockName: string }>
            draft={{ id: 'lock-name' }}
            initialValues={{ lockName: lock.setting.lockName }}
            onSubmit={async (values) => {
              const message = await presenter.submitRename(values.lockName ?? '');
              if (message !== undefined) return { lockName: message };
              // a failure shown above the button is still a failure to final-form: the name stays unsaved
              const after = presenter.snapshot;
              return after.status === 'ready' && after.rename.status === 'failed'
                ? { [FORM_ERROR]: after.rename.message }
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
                  <Failure state={state.rename} />
                  <ChangedNotice
                    error={state.rename.status === 'changed' ? state.rename.error : null}
                    busy={false}
                    onApply={() => void presenter.submitRename(form.getState().values.lockName ?? '', true)}
                    onReload={() => void presenter.load(Number(id))}
                  />
                  <Button
                    type="submit"
                    colorPalette="teal"
                    alignSelf="start"
                    loading={state.rename.status === 'saving'}
                  >
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
            memberOf={memberOf}
            kept={state.ticked}
            state={state.groups}
            onSave={(ids) => void presenter.submitGroups(ids)}
          />
        </Card.Body>
      </Card.Root>
      {effects}
    </Stack>
  );
}
