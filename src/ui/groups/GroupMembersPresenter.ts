import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SaveGroupMembers } from '../../application/groups/SaveGroupMembers';
import { SearchGuests } from '../../application/guests/SearchGuests';
import { GROUP_GUEST_PAGE_SIZE, type GroupId } from '../../domain/groups/group';
import type { Guest, GuestId } from '../../domain/guests/guest';
import { MESSAGES } from '../../domain/shared/messages';
import { PagedQuery } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export type MembersTab = 'connected' | 'unconnected';

export interface MembersFilter {
  readonly tab: MembersTab;
  readonly name: string;
}

export interface MemberRow {
  readonly id: GuestId;
  readonly name: string;
  readonly email: string;
  readonly checked: boolean;
  /** Ticked or unticked since the last save. */
  readonly changed: boolean;
}

export interface GroupMembersState {
  /** The rows of the page on screen with the pending ticks applied. */
  readonly rows: ReadonlyArray<MemberRow>;
  /** Pending ticks, kept across pages and tabs until Save: guest id → member or not. */
  readonly changes: Readonly<Record<number, boolean>>;
  readonly saving: boolean;
}

const isMember = (guest: Guest, groupId: GroupId): boolean => guest.groups.some((g) => g.id === groupId);

/** The connected and unconnected guest tabs of a group: search, 10 per page, tick, Save. */
@injectable()
export class GroupMembersPresenter extends Presenter<GroupMembersState> {
  private groupId: GroupId = 0;
  readonly list = new PagedQuery<MembersFilter, Guest>(
    (filter, page) => this.searchGuests.execute({ name: filter.name, isConnected: filter.tab === 'connected', page }),
    { query: { tab: 'connected', name: '' }, perPage: GROUP_GUEST_PAGE_SIZE },
  );
  private readonly saving = new Submission();

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(SaveGroupMembers) private readonly saveMembers: SaveGroupMembers,
  ) {
    super({ rows: [], changes: {}, saving: false });
    // the rows follow the page on screen
    this.list.state$.subscribe(() => this.store.update((s) => ({ ...s, rows: this.rowsOf(s.changes) })));
  }

  private rowsOf(changes: Readonly<Record<number, boolean>>): ReadonlyArray<MemberRow> {
    return this.list.snapshot.rows.map((guest) => {
      const stored = isMember(guest, this.groupId);
      const pending = changes[guest.id];
      return { id: guest.id, name: guest.name, email: guest.email, checked: pending ?? stored, changed: pending !== undefined && pending !== stored };
    });
  }

  forGroup(groupId: GroupId): void {
    this.groupId = groupId;
  }

  /** Spec section 4: switching to a guest tab searches again, with the term already typed. */
  showTab(tab: MembersTab): Promise<void> {
    return this.list.search({ tab });
  }

  search(name: string): Promise<void> {
    return this.list.search({ name: name.trim() });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  toggle(guestId: GuestId, checked: boolean): void {
    const guest = this.list.snapshot.rows.find((g) => g.id === guestId);
    if (!guest) return;
    const changes = { ...this.snapshot.changes };
    // ticking back to what is stored is no change at all
    if (checked === isMember(guest, this.groupId)) delete changes[guestId];
    else changes[guestId] = checked;
    this.store.update((s) => ({ ...s, changes, rows: this.rowsOf(changes) }));
  }

  /** Saves every pending tick once; on success the list is loaded again (spec section 4). */
  async save(): Promise<void> {
    if (this.saving.busy) return;
    const entries = Object.entries(this.snapshot.changes).map(([id, member]) => [Number(id), member] as const);
    this.store.update((s) => ({ ...s, saving: true }));
    const outcome = await this.saving.run(() =>
      this.saveMembers.execute({
        groupId: this.groupId,
        add: entries.filter(([, member]) => member).map(([id]) => id),
        remove: entries.filter(([, member]) => !member).map(([id]) => id),
      }));
    this.store.update((s) => ({ ...s, saving: false }));
    if (outcome === null) return;
    if (E.isLeft(outcome)) {
      this.effects.failure(outcome.left);
      return;
    }
    this.store.update((s) => ({ ...s, changes: {} }));
    this.effects.success(MESSAGES.saved);
    await this.list.reload();
  }

  override dispose(): void {
    this.list.cancel();
    super.dispose();
  }
}
