import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { DeleteGroup } from '../../application/groups/DeleteGroup';
import { LoadGroup } from '../../application/groups/LoadGroup';
import { SaveGroup } from '../../application/groups/SaveGroup';
import { Clock } from '../../application/ports/Clock';
import type { Group, GroupId } from '../../domain/groups/group';
import { defaultGroupForm, type GroupForm, groupFormOf } from '../../domain/groups/groupForm';
import type { FieldErrors } from '../../domain/shared/validation';

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
      readonly deleted: boolean;
    };

export type SubmitOutcome = { readonly saved: GroupId } | { readonly errors: FieldErrors<GroupForm> } | { readonly failed: string };

/** Creating a group (no id) or editing one: the settings form, save and delete. */
@injectable()
export class GroupEditorPresenter {
  private readonly state = new BehaviorSubject<GroupEditorState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): GroupEditorState {
    return this.state.value;
  }

  constructor(
    @inject(LoadGroup) private readonly loadGroup: LoadGroup,
    @inject(SaveGroup) private readonly saveGroup: SaveGroup,
    @inject(DeleteGroup) private readonly deleteGroup: DeleteGroup,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  startNew(): void {
    this.state.next({ status: 'ready', group: null, initial: defaultGroupForm(this.clock.now()), busy: null, error: null, deleted: false });
  }

  async load(id: GroupId): Promise<void> {
    this.state.next({ status: 'loading' });
    const result = await this.loadGroup.execute(id);
    this.state.next(
      E.isRight(result)
        ? { status: 'ready', group: result.right, initial: groupFormOf(result.right, this.clock.now()), busy: null, error: null, deleted: false }
        : { status: 'failed', message: result.left.message },
    );
  }

  async submit(form: GroupForm): Promise<SubmitOutcome> {
    const current = this.state.value;
    if (current.status !== 'ready' || current.busy !== null) return { failed: '' };
    this.state.next({ ...current, busy: 'saving', error: null });
    const result = await this.saveGroup.execute({ ...(current.group ? { id: current.group.id } : {}), form });
    if (E.isLeft(result)) {
      const failure = result.left;
      this.state.next({ ...current, busy: null, error: failure.kind === 'failed' ? failure.message : null });
      return failure.kind === 'invalid' ? { errors: failure.errors } : { failed: failure.message };
    }
    // the saved values become the new starting point, so the form is no longer dirty
    this.state.next({ ...current, busy: null, error: null, initial: form, ...(current.group ? { group: { ...current.group, name: form.name.trim() } } : {}) });
    return { saved: result.right };
  }

  async remove(): Promise<boolean> {
    const current = this.state.value;
    if (current.status !== 'ready' || current.group === null || current.busy !== null) return false;
    this.state.next({ ...current, busy: 'deleting', error: null });
    const result = await this.deleteGroup.execute(current.group.id);
    this.state.next({ ...current, busy: null, error: E.isLeft(result) ? result.left : null, deleted: E.isRight(result) });
    return E.isRight(result);
  }
}
