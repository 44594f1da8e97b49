import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeleteGroup } from '../../application/groups/DeleteGroup';
import { LoadGroup } from '../../application/groups/LoadGroup';
import { CreateGroup } from '../../application/groups/CreateGroup';
import { SaveGroup } from '../../application/groups/SaveGroup';
import { ReadClock } from '../../application/shared/ReadClock';
import type { AppError, FieldMessages, Outcome } from '../../application/shared/AppError';
import type { Created } from '../../application/shared/lostAnswer';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import type { Group, GroupId } from '../../domain/groups/group';
import { defaultGroupForm, type GroupForm, groupFormOf } from '../../domain/groups/groupForm';
import { MESSAGES } from '../../domain/shared/messages';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export type GroupEditorState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  /** The group was deleted (found on open or on save): said on the screen, with the link back to the list. */
  | { readonly status: 'gone'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly group: Group | null;
      readonly initial: GroupForm;
      /** The last failed save or delete, shown above the buttons; the form keeps what was typed. */
      readonly error: string | null;
      /** The save found the group changed since it was loaded: nothing was written; what changed. */
      readonly changed: ChangedError | null;
    };

type ChangedError = Extract<AppError, { readonly kind: 'Changed' }>;

/** Creating a group (no id) or editing one: the settings form, save and delete. */
@injectable()
export class GroupEditorPresenter extends Presenter<GroupEditorState, { readonly groupId: GroupId | null }> {
  private readonly latest = this.latestRequest();
  /** Saving and deleting: one write at a time; the view reads which one is out. */
  readonly submission = new Submission<Group | Created<GroupId>, 'saving' | 'deleting'>();

  constructor(
    @inject(LoadGroup) private readonly loadGroup: LoadGroup,
    @inject(CreateGroup) private readonly createGroup: CreateGroup,
    @inject(SaveGroup) private readonly saveGroup: SaveGroup,
    @inject(DeleteGroup) private readonly deleteGroup: DeleteGroup,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'loading' });
  }

  /** A group's settings, or a new group's (groupId null). */
  override open({ groupId }: { readonly groupId: GroupId | null }): Promise<void> {
    if (groupId !== null) return this.load(groupId);
    this.startNew();
    return Promise.resolve();
  }

  private startNew(): void {
    this.store.set({
      status: 'ready',
      group: null,
      initial: defaultGroupForm(this.clock.execute()),
      error: null,
      changed: null,
    });
  }

  private async load(id: GroupId): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadGroup.execute(id));
    if (!answer.current) return;
    const result = answer.value;
    this.store.set(
      E.isRight(result)
        ? {
            status: 'ready',
            group: result.right,
            initial: groupFormOf(result.right, this.clock.execute()),
            error: null,
            changed: null,
          }
        : result.left.kind === 'NotFound'
          ? this.gone(result.left.message)
          : { status: 'failed', message: result.left.message },
    );
  }

  /** final-form's onSubmit: field messages back to the form; a created group opens its own page. */
  submit(form: GroupForm): Promise<FieldMessages | undefined> {
    return this.save(form, false);
  }

  /** After a Changed: the manager's edited fields on top of the group as it is now, saved. */
  applyOnCurrent(form: GroupForm): Promise<FieldMessages | undefined> {
    return this.save(form, true);
  }

  /** After a Changed: drop the edit and show the group as it is now. */
  async reload(): Promise<void> {
    const current = this.snapshot;
    if (current.status === 'ready' && current.group !== null) await this.load(current.group.id);
  }

  private async save(form: GroupForm, onCurrent: boolean): Promise<FieldMessages | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.submission.busy) return undefined;
    this.patch({ error: null, changed: null });
    const group = current.group;
    const task = (): Promise<Outcome<Group | Created<GroupId>>> =>
      group === null ? this.createGroup.execute(form) : this.saveGroup.execute({ loaded: group, form, onCurrent });
    return this.submission.submit(task, {
      action: 'saving',
      done: (value) => {
        if (!('id' in value)) {
          // after a lost answer the look-up found the group: say so rather than the plain toast
          this.effects.success(value.notice ?? MESSAGES.registered);
          this.effects.navigate(pathOf('groups-detail', { id: value.value }), { replace: true });
          return;
        }
        // the saved values become the new starting point, so the form is no longer dirty; a merge shows what was saved
        this.store.updateWhen('ready', (s) => ({
          ...s,
          initial: onCurrent ? groupFormOf(value, this.clock.execute()) : form,
          group: value,
        }));
        this.effects.success(MESSAGES.saved);
      },
      failed: (error) => {
        if (error.kind === 'NotFound' && group !== null) this.store.set(this.gone());
        else if (error.kind === 'Changed') this.patch({ changed: error });
        else this.patch({ error: error.message });
      },
    });
  }

  /** Asks first; the dialog shows progress while the group is deleted, then the list is shown. */
  askToRemove(): Promise<boolean> {
    const current = this.snapshot;
    if (current.status !== 'ready' || current.group === null || this.submission.busy) return Promise.resolve(false);
    const { group } = current;
    return this.effects.confirm(
      {
        title: '鍵グループを削除します',
        message: `「${current.initial.name}」を削除すると、このグループのメンバーはグループの鍵で解錠できなくなります。よろしいですか？`,
        confirmLabel: '削除する',
        destructive: true,
      },
      async () => {
        this.patch({ error: null });
        const outcome = await this.submission.run(
          async () => E.map((): Group => group)(await this.deleteGroup.execute(group.id)),
          'deleting',
        );
        if (outcome === null) return;
        if (E.isLeft(outcome)) {
          if (outcome.left.kind === 'NotFound') this.store.set(this.gone());
          else this.patch({ error: outcome.left.message });
          return;
        }
        this.effects.success(MESSAGES.deleted);
        this.effects.navigate(pathOf('groups'), { replace: true });
      },
    );
  }

  private gone(message: string = CONFLICT_MESSAGES.gone('鍵グループ')): GroupEditorState {
    return { status: 'gone', message };
  }

  private patch(change: Partial<Pick<Extract<GroupEditorState, { status: 'ready' }>, 'error' | 'changed'>>): void {
    // no change, no new state: a save that starts with nothing to clear publishes nothing
    this.store.updateWhen('ready', (s) =>
      (Object.keys(change) as Array<keyof typeof change>).every((key) => s[key] === change[key])
        ? s
        : { ...s, ...change },
    );
  }
}
