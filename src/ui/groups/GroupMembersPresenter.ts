import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { SaveGroupMembers } from '../../application/groups/SaveGroupMembers';
import { SearchGuests } from '../../application/guests/SearchGuests';
import type { GroupId } from '../../domain/groups/group';
import { membershipSourceOf, type Guest, type GuestId, type MembershipSource } from '../../domain/guests/guest';
import type { Page } from '../../domain/shared/paging';
import { LoadInvitedGuests } from '../../application/groups/LoadInvitedGuests';

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
}


/** The connected and unconnected guest tabs of a group: search, 10 per page, tick, Save. */
@injectable()
export class GroupMembersPresenter {
  private groupId: GroupId = 0;
  private loaded: Page<Guest> | null = null;
  /** The unconnected tab's truth: the guests invited to this group (null on the connected tab). */
  private invited: ReadonlySet<GuestId> | null = null;
  /** Where each pending tick is written: ticks are kept across tabs, and the two tabs write different records. */
  private readonly sourceOfChange = new Map<GuestId, MembershipSource>();
  private readonly state = new BehaviorSubject<GroupMembersState>({
    tab: 'connected', name: '', page: 1, status: 'loading', rows: [], total: 0, message: null, changes: {}, saving: false,
  });
  readonly state$ = this.state.asObservable();
  get snapshot(): GroupMembersState {
    return this.state.value;
  }

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(SaveGroupMembers) private readonly saveMembers: SaveGroupMembers,
    @inject(LoadInvitedGuests) private readonly loadInvited: LoadInvitedGuests,
  ) {}

  /** Connected guests are members through their own `groups`; unconnected ones through the group's invitations. */
  private isMember(guest: Guest): boolean {
    return membershipSourceOf(guest) === 'members' ? guest.groups.some((g) => g.id === this.groupId) : (this.invited?.has(guest.id) ?? false);
  }

  private patch(change: Partial<GroupMembersState>): void {
    this.state.next({ ...this.state.value, ...change });
  }

  private rowsOf(page: Page<Guest> | null, changes: Readonly<Record<number, boolean>>): ReadonlyArray<MemberRow> {
    return (page?.items ?? []).map((guest) => {
      const stored = this.isMember(guest);
      const pending = changes[guest.id];
      return { id: guest.id, name: guest.name, email: guest.email, checked: pending ?? stored, changed: pending !== undefined && pending !== stored };
    });
  }

  private async fetch(tab: MembersTab, name: string, page: number): Promise<void> {
    this.patch({ tab, name, page, status: 'loading', message: null });
    const [result, invited] = await Promise.all([
      this.searchGuests.execute({ name, isConnected: tab === 'connected', page }),
      tab === 'unconnected' ? this.loadInvited.execute(this.groupId) : Promise.resolve(E.right(null)),
    ]);
    const now = this.state.value;
    if (now.tab !== tab || now.name !== name || now.page !== page) return;
    if (E.isLeft(result) || E.isLeft(invited)) {
      this.loaded = null;
      this.patch({ status: 'failed', message: E.isLeft(result) ? result.left : E.isLeft(invited) ? invited.left : '', rows: [], total: 0 });
      return;
    }
    this.loaded = result.right;
    this.invited = invited.right;
    this.patch({ status: 'ready', rows: this.rowsOf(result.right, now.changes), total: result.right.total });
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
    if (checked === this.isMember(guest)) delete changes[guestId];
    else changes[guestId] = checked;
    this.sourceOfChange.set(guestId, membershipSourceOf(guest));
    this.patch({ changes, rows: this.rowsOf(this.loaded, changes) });
  }

  /** Saves every pending tick; on success the list is loaded again (spec section 4). */
  async save(): Promise<E.Either<string, void>> {
    const { changes, saving } = this.state.value;
    if (saving) return E.left('');
    const entries = Object.entries(changes).map(([id, member]) => [Number(id), member] as const);
    this.patch({ saving: true });
    let result: E.Either<string, void> = E.right(undefined);
    for (const source of ['members', 'invitations'] as const) {
      const mine = entries.filter(([id]) => (this.sourceOfChange.get(id) ?? 'members') === source);
      if (mine.length === 0 || E.isLeft(result)) continue;
      result = await this.saveMembers.execute({
        groupId: this.groupId,
        add: mine.filter(([, member]) => member).map(([id]) => id),
        remove: mine.filter(([, member]) => !member).map(([id]) => id),
        source,
      });
    }
    if (E.isRight(result)) this.sourceOfChange.clear();
    this.patch({ saving: false, ...(E.isRight(result) ? { changes: {} } : {}) });
    if (E.isRight(result)) await this.fetch(this.state.value.tab, this.state.value.name, this.state.value.page);
    return result;
  }
}
