import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { usePresenter } from '../shell/di';
import { notifySuccess } from '../shell/notify';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shell/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { Loading } from '../shared/States';
import { GroupEditorPresenter } from './GroupEditorPresenter';
import { GroupSettingsForm } from './GroupSettingsForm';

/** /groups/new: after creating, the manager lands on the new group to add its members. */
export default function GroupNewPage() {
  const presenter = usePresenter(GroupEditorPresenter);
  const state = useObservable(presenter);
  const navigate = useNavigate();
  useEffect(() => presenter.startNew(), [presenter]);

  return (
    <>
      <PageHeading title="鍵グループの作成" trail={[{ label: '鍵グループ', to: pathOf('groups') }]} />
      {state.status !== 'ready' ? <Loading /> : (
        <GroupSettingsForm
          mode="create"
          initial={state.initial}
          busy={state.busy}
          error={state.error}
          onSubmit={async (form) => {
            const outcome = await presenter.submit(form);
            if ('saved' in outcome) {
              notifySuccess(MESSAGES.registered);
              navigate(pathOf('groups-detail', { id: outcome.saved }), { replace: true });
            }
            return outcome;
          }}
        />
      )}
    </>
  );
}
