import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { DeleteGuest } from '../../application/guests/DeleteGuest';
import { type GuestDetail, LoadGuest } from '../../application/guests/LoadGuest';
import { SaveGuest } from '../../application/guests/SaveGuest';
import type { GroupId } from '../../domain/groups/group';
import type { GuestId } from '../../domain/guests/guest';

export interface GuestEditForm {
  readonly name: string;
  /** Group ids as strings, the checkbox group's values. */
  readonly groupIds: ReadonlyArray<string>;
}

export type GuestDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly detail: GuestDetail;
      readonly busy: 'saving' | 'deleting' | null;
      readonly error: string | null;
      /** Set when the server refused the deletion because of these cards. */
      readonly blockingCards: ReadonlyArray<string> | null;
      readonly deleted: boolean;
      readonly saved: number;
    };

/** /guests/:guest_id: the name, the groups (members or invitations, see membershipSourceOf), and deletion. */
@injectable()
export class GuestDetailPresenter {
  private readonly state = new BehaviorSubject<GuestDetailState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): GuestDetailState {
    return this.state.value;
  }

  constructor(
    @inject(LoadGuest) private readonly loadGuest: LoadGuest,
    @inject(SaveGuest) private readonly saveGuest: SaveGuest,
    @inject(DeleteGuest) private readonly deleteGuest: DeleteGuest,
  ) {}

  async load(id: GuestId): Promise<void> {
    this.state.next({ status: 'loading' });
    const result = await this.loadGuest.execute(id);
    this.state.next(E.isRight(result) ? { status: 'ready', detail: result.right, busy: null, error: null, blockingCards: null, deleted: false, saved: 0 } : { status: 'failed', message: result.left });
  }

  /** Returns field errors for the form; a server failure is shown above the buttons and the form keeps its values. */
  async save(form: GuestEditForm): Promise<{ name?: string } | undefined> {
    const current = this.state.value;
    if (current.status !== 'ready' || current.busy !== null) return undefined;
    this.state.next({ ...current, busy: 'saving', error: null });
    const groupsAfter: GroupId[] = form.groupIds.map(Number);
    const result = await this.saveGuest.execute({ id: current.detail.guest.id, name: form.name, groupsBefore: current.detail.groupIds, groupsAfter, isConnected: current.detail.guest.isConnected });
    if (E.isLeft(result)) {
      this.state.next({ ...current, busy: null, error: result.left.kind === 'failed' ? result.left.message : null });
      return result.left.kind === 'invalid' ? result.left.errors : undefined;
    }
    const detail = { ...current.detail, guest: { ...current.detail.guest, name: form.name.trim() }, groupIds: groupsAfter };
    this.state.next({ ...current, detail, busy: null, saved: current.saved + 1 });
    return undefined;
  }

  async remove(): Promise<void> {
    const current = this.state.value;
    if (current.status !== 'ready' || current.busy !== null) return;
    this.state.next({ ...current, busy: 'deleting', error: null });
    const result = await this.deleteGuest.execute(current.detail.guest.id);
    if (E.isRight(result)) this.state.next({ ...current, busy: null, deleted: true });
    else if (result.left.kind === 'holds-cards') this.state.next({ ...current, busy: null, blockingCards: result.left.cardNames });
    else this.state.next({ ...current, busy: null, error: result.left.message });
  }

  closeCardsNotice(): void {
    const current = this.state.value;
    if (current.status === 'ready') this.state.next({ ...current, blockingCards: null });
  }
}
