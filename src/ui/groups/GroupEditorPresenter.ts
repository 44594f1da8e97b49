import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeleteGroup } from '../../application/groups/DeleteGroup';
import { LoadGroup } from '../../application/groups/LoadGroup';
import { SaveGroup } from '../../application/groups/SaveGroup';
import { Clock } from '../../application/ports/Clock';
import type { FieldMessages } from '../../application/shared/AppError';
import type { Group, GroupId } from '../../domain/groups/group';
import { defaultGroupForm, type GroupForm, groupFormOf } from '../../domain/groups/groupForm';
import { MESSAGES } from '../../domain/shared/messages';
import { pathOf } from '../shell/routeTable';
import { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export type GroupEditorState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly group: Group | null;
      readonly initial: GroupForm;
      readonly busy: 'saving' | 'deleting' | null;
      /** The last failed save or delete, shown above the buttons; the form keeps what was typed. */
      readonly error: string | null;
    };

/** Creating a group (no id) or editing one: the settings form, save and delete. */
@injectable()
export class GroupEditorPresenter extends Presenter<GroupEditorState> {
  private readonly latest = new LatestRequest();
  /** Saving and deleting: one write at a time. */
  private readonly write = new Submission<GroupId>();

  constructor(
    @inject(LoadGroup) private readonly loadGroup: LoadGroup,
    @inject(SaveGroup) private readonly saveGroup: SaveGroup,
    @inject(DeleteGroup) private readonly deleteGroup: DeleteGroup,
    @inject(Clock) private readonly clock: Clock,
  ) {
    super({ status: 'loading' });
  }

  startNew(): void {
    this.store.set({ status: 'ready', group: null, initial: defaultGroupForm(this.clock.now()), busy: null, error: null });
  }

  async load(id: GroupId): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadGroup.execute(id));
    if (!answer.current) return;
    const result = answer.value;
    this.store.set(
      E.isRight(result)
        ? { status: 'ready', group: result.right, initial: groupFormOf(result.right, this.clock.now()), busy: null, error: null }
        : { status: 'failed', message: result.left.message },
    );
  }

  /** final-form's onSubmit: field messages back to the form; a created group opens its own page. */
  async submit(form: GroupForm): Promise<FieldMessages | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.write.busy) return undefined;
    this.patch({ busy: 'saving', error: null });
    const group = current.group;
    const errors = await this.write.submit(() => this.saveGroup.execute({ ...(group ? { id: group.id } : {}), form }), {
      done: (id) => {
        if (group === null) {
          this.effects.success(MESSAGES.registered);
          this.effects.navigate(pathOf('groups-detail', { id }), { replace: true });
          return;
        }
        // the saved values become the new starting point, so the form is no longer dirty
        this.store.updateWhen('ready', (s) => ({ ...s, initial: form, group: { ...group, name: form.name.trim() } }));
        this.effects.success(MESSAGES.saved);
      },
      failed: (error) => this.patch({ error: error.message }),
    });
    this.patch({ busy: null });
    return errors;
  }

  /** Asks first; the dialog shows progress while the group is deleted, then the list is shown. */
  askToRemove(): Promise<boolean> {
    const current = this.snapshot;
    if (current.status !== 'ready' || current.group === null || this.write.busy) return Promise.resolve(false);
    const { group } = current;
    return this.effects.confirm(
      {
        title: '鍵グループを削除します',
        message: `「${current.initial.name}」を削除すると、このグループのメンバーはグループの鍵で解錠できなくなります。よろしいですか？`,
        confirmLabel: '削除する',
        destructive: true,
      },
      async () => {
        this.patch({ busy: 'deleting', error: null });
        const outcome = await this.write.run(async () => E.map(() => group.id)(await this.deleteGroup.execute(group.id)));
        this.patch({ busy: null });
        if (outcome === null) return;
        if (E.isLeft(outcome)) {
          this.patch({ error: outcome.left.message });
          return;
        }
        this.effects.success(MESSAGES.deleted);
        this.effects.navigate(pathOf('groups'), { replace: true });
      },
    );
  }

  override dispose(): void {
    this.latest.cancel();
    super.dispose();
  }

  private patch(change: Partial<Pick<Extract<GroupEditorState, { status: 'ready' }>, 'busy' | 'error'>>): void {
    this.store.updateWhen('ready', (s) => ({ ...s, ...change }));
  }
}
