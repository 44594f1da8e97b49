import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SaveGroupMembership } from '../../application/groups/SaveGroupMembership';
import { SearchGuests } from '../../application/guests/SearchGuests';
import { GROUP_GUEST_PAGE_SIZE, type GroupId } from '../../domain/groups/group';
import { membershipSourceOf, type Guest, type GuestId, type MembershipSource } from '../../domain/guests/guest';
import type { Page } from '../../domain/shared/paging';
import type { Outcome } from '../../application/shared/AppError';
import { LoadInvitedGuests } from '../../application/groups/LoadInvitedGuests';
import { MESSAGES } from '../../domain/shared/messages';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { AddGuestsToGroup } from '../../application/groups/AddGuestsToGroup';
import { RemoveGuestsFromGroup } from '../../application/groups/RemoveGuestsFromGroup';
import { SearchGroups } from '../../application/groups/SearchGroups';
import { RequestGuestConnections } from '../../application/guests/RequestGuestConnections';
import { GuestsBulk } from '../guests/guestsBulk';

export type MembersTab = 'connected' | 'unconnected';

export interface MembersFilter {
  readonly tab: MembersTab;
  readonly name: string;
  /** Lists only the group's current members (on by default: a manager opens a group to see who is in it). */
  readonly membersOnly: boolean;
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
  /** Current members on this tab (as saved), once known. */
  readonly memberCount: number | null;
}

/** A page of guests, with the guests invited to the group when it is the unconnected tab. */
interface MembersPage extends Page<Guest> {
  readonly invited: ReadonlySet<GuestId> | null;
}

/**
 * The connected and unconnected guest tabs of a group: search, 10 per page, tick, Save; and, apart from membership
 * ticks, guests selected (across pages) to add to or remove from a group, or to send the connection request (`bulk`).
 */
@injectable()
export class GroupMembersPresenter extends Presenter<GroupMembersState, { readonly groupId: GroupId }> {
  private groupId: GroupId = 0;
  readonly list = this.pagedQuery<MembersFilter, Guest, MembersPage>((filter, page) => this.fetchPage(filter, page), {
    query: { tab: 'connected', name: '', membersOnly: true },
    perPage: GROUP_GUEST_PAGE_SIZE,
    answered: (result, filter) => this.answered(result, filter),
  });
  /** The member count asked apart from the page (a name filter or every guest on screen): the last one wins. */
  private readonly counting = this.latestRequest();
  /** Save: one at a time (the view's button reads it). */
  readonly submission = new Submission();
  readonly bulk: GuestsBulk;
  /** The unconnected tab's truth: the guests invited to this group (loaded with each unconnected page). */
  private invited: ReadonlySet<GuestId> = new Set();
  /** Where each pending tick is written: ticks are kept across tabs, and the two tabs write different records. */
  private readonly sourceOfChange = new Map<GuestId, MembershipSource>();

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(SaveGroupMembership) private readonly saveMembership: SaveGroupMembership,
    @inject(LoadInvitedGuests) private readonly loadInvited: LoadInvitedGuests,
    @inject(SearchGroups) searchGroups: SearchGroups,
    @inject(AddGuestsToGroup) add: AddGuestsToGroup,
    @inject(RemoveGuestsFromGroup) remove: RemoveGuestsFromGroup,
    @inject(RequestGuestConnections) request: RequestGuestConnections,
  ) {
    super({ rows: [], changes: {}, memberCount: null });
    this.bulk = this.part(new GuestsBulk({ searchGroups, add, remove, request }, () => this.list.reload()));
    // the rows follow the page on screen
    this.subscribe(this.list.state$, () => this.store.update((s) => ({ ...s, rows: this.rowsOf(s.changes) })));
  }

  /** Connected guests are members through their own `groups`; unconnected ones through the group's invitations. */
  private isMember(guest: Guest): boolean {
    return membershipSourceOf(guest) === 'members'
      ? guest.groups.some((g) => g.id === this.groupId)
      : this.invited.has(guest.id);
  }

  private async fetchPage(filter: MembersFilter, page: number): Promise<Outcome<MembersPage>> {
    const [result, invited] = await Promise.all([
      this.searchGuests.execute({
        name: filter.name,
        isConnected: filter.tab === 'connected',
        page,
        ...(filter.membersOnly ? { groupId: this.groupId } : {}),
      }),
      filter.tab === 'unconnected' ? this.loadInvited.execute(this.groupId) : Promise.resolve(E.right(null)),
    ]);
    if (E.isLeft(invited)) return invited;
    return E.isRight(result) ? E.right({ ...result.right, invited: invited.right }) : result;
  }

  /** The answer of the page on screen (never an overtaken one), before its rows show. */
  private answered(result: Outcome<MembersPage>, filter: MembersFilter): void {
    if (E.isLeft(result)) return;
    if (result.right.invited !== null) this.invited = result.right.invited;
    // the members-only list without a name filter is the member count; otherwise count separately
    if (filter.membersOnly && filter.name === '') {
      this.counting.cancel();
      this.store.update((s) => ({ ...s, memberCount: result.right.total }));
    } else void this.countMembers(filter.tab);
  }

  private async countMembers(tab: MembersTab): Promise<void> {
    const answer = await this.counting.run(() =>
      this.searchGuests.execute({ name: '', isConnected: tab === 'connected', page: 1, groupId: this.groupId }),
    );
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.store.update((s) => ({ ...s, memberCount: result.right.total }));
  }

  /** Switches between the group's members only and every guest of the tab (pending ticks stay). */
  showMembersOnly(membersOnly: boolean): Promise<void> {
    return this.list.search({ membersOnly });
  }

  private rowsOf(changes: Readonly<Record<number, boolean>>): ReadonlyArray<MemberRow> {
    return this.list.snapshot.rows.map((guest) => {
      const stored = this.isMember(guest);
      const pending = changes[guest.id];
      return {
        id: guest.id,
        name: guest.name,
        email: guest.email,
        checked: pending ?? stored,
        changed: pending !== undefined && pending !== stored,
      };
    });
  }

  /** The group whose guests the tabs list (nothing is read before a tab is shown). */
  override open({ groupId }: { readonly groupId: GroupId }): void {
    this.groupId = groupId;
  }

  /** devices-access §4: switching to a guest tab searches again, with the term already typed. */
  showTab(tab: MembersTab): Promise<void> {
    if (tab !== this.list.snapshot.query.tab) {
      this.counting.cancel();
      this.store.update((s) => ({ ...s, memberCount: null }));
    }
    return this.list.search({ tab });
  }

  search(name: string): Promise<void> {
    return this.list.search({ name: name.trim() });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  /** Ticks not saved yet (the leave guard asks before they are lost). */
  hasUnsavedTicks(): boolean {
    return Object.keys(this.snapshot.changes).length > 0;
  }

  /** Leaving was confirmed: the pending ticks go. */
  discardTicks(): void {
    this.store.update((s) => ({ ...s, changes: {}, rows: this.rowsOf({}) }));
  }

  toggle(guestId: GuestId, checked: boolean): void {
    const guest = this.list.snapshot.rows.find((g) => g.id === guestId);
    if (!guest) return;
    const changes = { ...this.snapshot.changes };
    // ticking back to what is stored is no change at all
    if (checked === this.isMember(guest)) delete changes[guestId];
    else changes[guestId] = checked;
    this.sourceOfChange.set(guestId, membershipSourceOf(guest));
    this.store.update((s) => ({ ...s, changes, rows: this.rowsOf(changes) }));
  }

  /** Saves every pending tick once; on success the list is loaded again (devices-access §4). */
  async save(): Promise<void> {
    if (this.submission.busy) return;
    const ticks = Object.entries(this.snapshot.changes).map(([id, member]) => ({
      guestId: Number(id),
      member,
      source: this.sourceOfChange.get(Number(id)) ?? 'members',
    }));
    const outcome = await this.submission.run(() => this.saveMembership.execute(this.groupId, ticks));
    if (outcome === null) return;
    if (E.isLeft(outcome)) {
      this.effects.failure(outcome.left);
      return;
    }
    this.sourceOfChange.clear();
    this.store.update((s) => ({ ...s, changes: {} }));
    this.effects.success(MESSAGES.saved);
    await this.list.reload();
  }
}
