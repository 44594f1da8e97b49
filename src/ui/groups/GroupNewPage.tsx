import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { Loading } from '../shared/States';
import { submittingAction } from '../shared/submission';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { GroupEditorPresenter } from './GroupEditorPresenter';
import { GroupSettingsForm } from './GroupSettingsForm';

/** /groups/new: after creating, the manager lands on the new group to add its members. */
export default function GroupNewPage() {
  const presenter = usePresenter(GroupEditorPresenter, { groupId: null });
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  return (
    <>
      <PageHeading title="鍵グループの作成" trail={[{ label: '鍵グループ', to: pathOf('groups') }]} />
      {state.status !== 'ready' ? (
        <Loading />
      ) : (
        <GroupSettingsForm
          mode="create"
          initial={state.initial}
          busy={submittingAction(submission)}
          error={state.error}
          onSubmit={(form) => presenter.submit(form)}
        />
      )}
      {effects}
    </>
  );
}
