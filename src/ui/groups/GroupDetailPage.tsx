import { Tabs } from '@chakra-ui/react';
import { usePresenter } from '../shared/di';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { GoneNotice } from '../shared/Conflicts';
import { LoadFailed, Loading } from '../shared/States';
import { submittingAction } from '../shared/submission';
import { useUnsavedInput } from '../shared/unsavedChanges';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { GroupDetailPresenter, type GroupDetailTab } from './GroupDetailPresenter';
import { GroupMembersPanel } from './GroupMembersPanel';
import { GroupSettingsForm } from './GroupSettingsForm';

/** /groups/:id: settings, and the connected and unconnected guests who belong to the group. */
export default function GroupDetailPage() {
  const { id } = useRouteParams('groups-detail');
  const groupId = Number(id);
  const screen = usePresenter(GroupDetailPresenter, { groupId });
  const { editor, members } = screen;
  // pending member ticks of the guest tabs count as unsaved input, as the settings form does
  useUnsavedInput({
    dirty: () => members.hasUnsavedTicks(),
    discard: () => members.discardTicks(),
    keptAcrossTabs: true,
  });
  const state = useObservable(editor);
  const submission = useObservable(editor.submission);
  const editorEffects = usePresenterEffects(editor);
  const memberEffects = usePresenterEffects(members);
  const { tab } = useObservable(screen);

  const title = state.status === 'ready' && state.group ? state.group.name : '鍵グループの設定';
  return (
    <>
      <PageHeading title={title} trail={[{ label: '鍵グループ', to: pathOf('groups') }]} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void screen.open({ groupId })} />
      )}
      {state.status === 'gone' && (
        <GoneNotice message={state.message} listLabel="鍵グループ一覧" to={pathOf('groups')} />
      )}
      {state.status === 'ready' && (
        <Tabs.Root
          value={tab}
          lazyMount
          unmountOnExit
          onValueChange={(e) => void screen.chooseTab(e.value as GroupDetailTab)}
          colorPalette="teal"
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="settings">グループ設定</Tabs.Trigger>
            <Tabs.Trigger value="connected">連携済みの利用者</Tabs.Trigger>
            <Tabs.Trigger value="unconnected">未連携の利用者</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="settings">
            <GroupSettingsForm
              mode="edit"
              initial={state.initial}
              busy={submittingAction(submission)}
              error={state.error}
              onSubmit={(form) => editor.submit(form)}
              onDelete={() => void editor.askToRemove()}
              saves={{ submission: editor.submission, action: 'saving' }}
              conflict={{
                error: state.changed,
                onApply: (form) => void editor.applyOnCurrent(form),
                onReload: () => void editor.reload(),
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="connected">
            <GroupMembersPanel presenter={members} tab="connected" />
          </Tabs.Content>
          <Tabs.Content value="unconnected">
            <GroupMembersPanel presenter={members} tab="unconnected" />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {editorEffects}
      {memberEffects}
    </>
  );
}
