import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeleteGuest } from '../../application/guests/DeleteGuest';
import { type GuestDetail, LoadGuest } from '../../application/guests/LoadGuest';
import { SaveGuest } from '../../application/guests/SaveGuest';
import type { GroupId } from '../../domain/groups/group';
import type { GuestId } from '../../domain/guests/guest';
import { MESSAGES } from '../../domain/shared/messages';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export interface GuestEditForm {
  readonly name: string;
  /** Group ids as strings, the checkbox group's values. */
  readonly groupIds: ReadonlyArray<string>;
}

export type GuestDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  /** The guest was deleted (found on open or on save): said on the screen, with the link back to the list. */
  | { readonly status: 'gone'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly detail: GuestDetail;
      /** Set when the server refused the deletion because of these cards. */
      readonly blockingCards: ReadonlyArray<string> | null;
    };

/** /guests/:guest_id: the name, the groups (members or invitations, see membershipSourceOf), and deletion. */
@injectable()
export class GuestDetailPresenter extends Presenter<GuestDetailState, { readonly guestId: GuestId }> {
  private readonly latest = this.latestRequest();
  /** Saving and deleting: one write at a time; the view reads which one is out. */
  readonly submission = new Submission<void, 'saving' | 'deleting'>();

  constructor(
    @inject(LoadGuest) private readonly loadGuest: LoadGuest,
    @inject(SaveGuest) private readonly saveGuest: SaveGuest,
    @inject(DeleteGuest) private readonly deleteGuest: DeleteGuest,
  ) {
    super({ status: 'loading' });
  }

  override async open({ guestId: id }: { readonly guestId: GuestId }): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadGuest.execute(id));
    if (!answer.current) return;
    const result = answer.value;
    this.store.set(
      E.isRight(result)
        ? { status: 'ready', detail: result.right, blockingCards: null }
        : { status: result.left.kind === 'NotFound' ? 'gone' : 'failed', message: result.left.message },
    );
  }

  /**
   * final-form's onSubmit: field messages come back to the form; a server failure is a toast and the form keeps its
   * values.
   */
  save(form: GuestEditForm) {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.submission.busy) return Promise.resolve(undefined);
    const groupsAfter: GroupId[] = form.groupIds.map(Number);
    return this.submission.submit(
      () =>
        this.saveGuest.execute({
          id: current.detail.guest.id,
          name: form.name,
          groupsBefore: current.detail.groupIds,
          groupsAfter,
          isConnected: current.detail.guest.isConnected,
        }),
      {
        action: 'saving',
        done: () => {
          this.store.updateWhen('ready', (s) => ({
            ...s,
            detail: { ...s.detail, guest: { ...s.detail.guest, name: form.name.trim() }, groupIds: groupsAfter },
          }));
          this.effects.success(MESSAGES.saved);
        },
        failed: (error) => {
          if (error.kind === 'NotFound') this.store.set({ status: 'gone', message: error.message });
          else this.effects.failure(error);
        },
      },
    );
  }

  /** Asks first; the dialog shows progress while the guest is deleted, then the list is shown. */
  askToRemove(): Promise<boolean> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.submission.busy) return Promise.resolve(false);
    return this.effects.confirm(
      {
        title: '利用者を削除します',
        message: `「${current.detail.guest.name}」を削除すると、この利用者は組織のロックを解錠できなくなります。よろしいですか？`,
        confirmLabel: '削除する',
        destructive: true,
      },
      () => this.remove(),
    );
  }

  private async remove(): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready') return;
    const outcome = await this.submission.run(() => this.deleteGuest.execute(current.detail.guest.id), 'deleting');
    if (outcome === null) return;
    if (E.isRight(outcome)) {
      this.effects.success(MESSAGES.deleted);
      this.effects.navigate(pathOf('guests'), { replace: true });
    } else if (outcome.left.kind === 'Conflict' && outcome.left.items) {
      const cards = outcome.left.items;
      this.store.updateWhen('ready', (s) => ({ ...s, blockingCards: cards }));
    } else {
      this.effects.failure(outcome.left);
    }
  }

  closeCardsNotice(): void {
    this.store.updateWhen('ready', (s) => ({ ...s, blockingCards: null }));
  }
}
