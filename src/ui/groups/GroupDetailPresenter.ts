import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { Presenter } from '../shared/Presenter';
import { unsavedChanges } from '../shared/unsavedChanges';
import { GroupEditorPresenter } from './GroupEditorPresenter';
import { GroupMembersPresenter, type MembersTab } from './GroupMembersPresenter';

/** The group page's tabs: the settings form, then the two guest tabs. */
export type GroupDetailTab = 'settings' | MembersTab;

export interface GroupDetailState {
  /** The tab on screen (the settings first). */
  readonly tab: GroupDetailTab;
}

/**
 * /groups/:id, one screen made of two parts: the settings (the editor) and the guest tabs (the members), with the
 * tabs between them. The screen opens both on the group, and a switch of tab is its own: the settings form unmounts
 * with its tab, so unsaved input there is asked about first (the leave guard's question), and a guest tab searches
 * again.
 */
@injectable()
export class GroupDetailPresenter extends Presenter<GroupDetailState, { readonly groupId: GroupId }> {
  constructor(
    @inject(GroupEditorPresenter) readonly editor: GroupEditorPresenter,
    @inject(GroupMembersPresenter) readonly members: GroupMembersPresenter,
  ) {
    super({ tab: 'settings' });
    this.part(editor);
    this.part(members);
  }

  override open({ groupId }: { readonly groupId: GroupId }): Promise<void> {
    this.members.open({ groupId });
    return this.editor.open({ groupId });
  }

  async chooseTab(next: GroupDetailTab): Promise<void> {
    if (this.snapshot.tab === 'settings' && next !== 'settings' && !(await unsavedChanges.confirmLeave('tab'))) return;
    this.store.set({ tab: next });
    if (next !== 'settings') void this.members.showTab(next);
  }
}
