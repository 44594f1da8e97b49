import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { SaveGroupMembers } from '../../application/groups/SaveGroupMembers';
import { SearchGuests } from '../../application/guests/SearchGuests';
import type { GroupId } from '../../domain/groups/group';
import type { Guest, GuestId } from '../../domain/guests/guest';
import type { Page } from '../../domain/shared/paging';

export type MembersTab = 'connected' | 'unconnected';

export interface MemberRow {
  readonly id: GuestId;
  readonly name: string;
  readonly email: string;
  readonly checked: boolean;
  /** Ticked or unticked since the last save. */
  readonly changed: boolean;
}

export interface GroupMembersState {
  readonly tab: MembersTab;
  readonly name: string;
  readonly page: number;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly rows: ReadonlyArray<MemberRow>;
  readonly total: number;
  readonly message: string | null;
  /** Pending ticks, kept across pages and tabs until Save: guest id → member or not. */
  readonly changes: Readonly<Record<number, boolean>>;
  readonly saving: boolean;
  /** Lists only the group's current members (on by default: a manager opens a group to see who is in it). */
  readonly membersOnly: boolean;
  /** Current members on this tab (as saved), once known. */
  readonly memberCount: number | null;
}

const isMember = (guest: Guest, groupId: GroupId): boolean => guest.groups.some((g) => g.id === groupId);

/** The connected and unconnected guest tabs of a group: search, 10 per page, tick, Save. */
@injectable()
export class GroupMembersPresenter {
  private groupId: GroupId = 0;
  private loaded: Page<Guest> | null = null;
  private readonly state = new BehaviorSubject<GroupMembersState>({
    tab: 'connected', name: '', page: 1, status: 'loading', rows: [], total: 0, message: null, changes: {}, saving: false, membersOnly: true, memberCount: null,
  });
  readonly state$ = this.state.asObservable();
  get snapshot(): GroupMembersState {
    return this.state.value;
  }

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(SaveGroupMembers) private readonly saveMembers: SaveGroupMembers,
  ) {}

  private patch(change: Partial<GroupMembersState>): void {
    this.state.next({ ...this.state.value, ...change });
  }

  private rowsOf(page: Page<Guest> | null, changes: Readonly<Record<number, boolean>>): ReadonlyArray<MemberRow> {
    return (page?.items ?? []).map((guest) => {
      const stored = isMember(guest, this.groupId);
      const pending = changes[guest.id];
      return { id: guest.id, name: guest.name, email: guest.email, checked: pending ?? stored, changed: pending !== undefined && pending !== stored };
    });
  }

  private async fetch(tab: MembersTab, name: string, page: number): Promise<void> {
    const { membersOnly } = this.state.value;
    this.patch({ tab, name, page, status: 'loading', message: null, ...(tab !== this.state.value.tab ? { memberCount: null } : {}) });
    const result = await this.searchGuests.execute({ name, isConnected: tab === 'connected', page, ...(membersOnly ? { groupId: this.groupId } : {}) });
    const now = this.state.value;
    if (now.tab !== tab || now.name !== name || now.page !== page || now.membersOnly !== membersOnly) return;
    // the members-only list without a name filter is the member count; otherwise count separately
    if (E.isRight(result) && membersOnly && name === '') this.patch({ memberCount: result.right.total });
    else if (E.isRight(result)) void this.countMembers(tab);
    if (E.isLeft(result)) {
      this.loaded = null;
      this.patch({ status: 'failed', message: result.left, rows: [], total: 0 });
      return;
    }
    this.loaded = result.right;
    this.patch({ status: 'ready', rows: this.rowsOf(result.right, now.changes), total: result.right.total });
  }

  private async countMembers(tab: MembersTab): Promise<void> {
    const result = await this.searchGuests.execute({ name: '', isConnected: tab === 'connected', page: 1, groupId: this.groupId });
    if (E.isRight(result) && this.state.value.tab === tab) this.patch({ memberCount: result.right.total });
  }

  /** Switches between the group's members only and every guest of the tab (ticks pending stay). */
  showMembersOnly(membersOnly: boolean): Promise<void> {
    this.patch({ membersOnly });
    return this.fetch(this.state.value.tab, this.state.value.name, 1);
  }

  forGroup(groupId: GroupId): void {
    this.groupId = groupId;
  }

  /** Spec section 4: switching to a guest tab searches again, with the term already typed. */
  showTab(tab: MembersTab): Promise<void> {
    return this.fetch(tab, this.state.value.name, 1);
  }

  search(name: string): Promise<void> {
    return this.fetch(this.state.value.tab, name.trim(), 1);
  }

  goToPage(page: number): Promise<void> {
    return this.fetch(this.state.value.tab, this.state.value.name, page);
  }

  toggle(guestId: GuestId, checked: boolean): void {
    const guest = this.loaded?.items.find((g) => g.id === guestId);
    if (!guest) return;
    const changes = { ...this.state.value.changes };
    // ticking back to what is stored is no change at all
    if (checked === isMember(guest, this.groupId)) delete changes[guestId];
    else changes[guestId] = checked;
    this.patch({ changes, rows: this.rowsOf(this.loaded, changes) });
  }

  /** Saves every pending tick; on success the list is loaded again (spec section 4). */
  async save(): Promise<E.Either<string, void>> {
    const { changes, saving } = this.state.value;
    if (saving) return E.left('');
    const entries = Object.entries(changes).map(([id, member]) => [Number(id), member] as const);
    this.patch({ saving: true });
    const result = await this.saveMembers.execute({
      groupId: this.groupId,
      add: entries.filter(([, member]) => member).map(([id]) => id),
      remove: entries.filter(([, member]) => !member).map(([id]) => id),
    });
    this.patch({ saving: false, ...(E.isRight(result) ? { changes: {} } : {}) });
    if (E.isRight(result)) await this.fetch(this.state.value.tab, this.state.value.name, this.state.value.page);
    return result;
  }
}
