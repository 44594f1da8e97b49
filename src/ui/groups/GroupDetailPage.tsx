import { Tabs } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { usePresenter } from '../shell/di';
import { notifySuccess } from '../shell/notify';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shell/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { GroupEditorPresenter } from './GroupEditorPresenter';
import { GroupMembersPresenter, type MembersTab } from './GroupMembersPresenter';
import { GroupMembersPanel } from './GroupMembersPanel';
import { GroupSettingsForm } from './GroupSettingsForm';

type DetailTab = 'settings' | MembersTab;

/** /groups/:id: settings, and the connected and unconnected guests who belong to the group. */
export default function GroupDetailPage() {
  const { id } = useParams();
  const groupId = Number(id);
  const editor = usePresenter(GroupEditorPresenter);
  const members = usePresenter(GroupMembersPresenter);
  const state = useObservable(editor);
  const navigate = useNavigate();
  const [tab, setTab] = useState<DetailTab>('settings');
  useEffect(() => {
    void editor.load(groupId);
    members.forGroup(groupId);
  }, [editor, members, groupId]);

  const reloadAll = async () => {
    await editor.load(groupId);
  };

  const title = state.status === 'ready' && state.group ? state.group.name : '鍵グループの設定';
  return (
    <>
      <PageHeading title={title} trail={[{ label: '鍵グループ', to: pathOf('groups') }]} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => void reloadAll()} />}
      {state.status === 'ready' && (
        <Tabs.Root
          value={tab}
          lazyMount
          unmountOnExit
          onValueChange={(e) => {
            const next = e.value as DetailTab;
            setTab(next);
            if (next !== 'settings') void members.showTab(next);
          }}
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
              busy={state.busy}
              error={state.error}
              onSubmit={async (form) => {
                const outcome = await editor.submit(form);
                if ('saved' in outcome) notifySuccess(MESSAGES.saved);
                return outcome;
              }}
              onDelete={async () => {
                const deleted = await editor.remove();
                if (deleted) {
                  notifySuccess(MESSAGES.deleted);
                  navigate(pathOf('groups'), { replace: true });
                }
                return deleted;
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="connected"><GroupMembersPanel presenter={members} tab="connected" /></Tabs.Content>
          <Tabs.Content value="unconnected"><GroupMembersPanel presenter={members} tab="unconnected" /></Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}
