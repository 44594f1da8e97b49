import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { AddGuestsToGroup } from '../../application/groups/AddGuestsToGroup';
import { RemoveGuestsFromGroup } from '../../application/groups/RemoveGuestsFromGroup';
import { SearchGroups } from '../../application/groups/SearchGroups';
import { RequestGuestConnection } from '../../application/guests/RequestGuestConnection';
import { RequestGuestConnections } from '../../application/guests/RequestGuestConnections';
import { SearchGuests } from '../../application/guests/SearchGuests';
import { type Guest, type GuestId, GUEST_PAGE_SIZE } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { GuestsBulk } from './guestsBulk';

export type GuestsTab = 'connected' | 'unconnected';

/** A tab as the address names it (listUrl.ts); another word is no tab. */
export const parseGuestsTab = (raw: string): GuestsTab | undefined =>
  raw === 'connected' || raw === 'unconnected' ? raw : undefined;

export interface GuestFilter {
  readonly tab: GuestsTab;
  readonly name: string;
}

export interface GuestsState {
  /** The guest whose connection request is being sent. */
  readonly requesting: GuestId | null;
}

/**
 * /guests: connected and unconnected tabs, search, 10 per page, connection requests; ticked guests (kept across pages,
 * tabs and searches) added to or removed from a group, or sent the request, together (`bulk`).
 */
@injectable()
export class GuestsPresenter extends Presenter<GuestsState> {
  readonly list = this.pagedQuery<GuestFilter, Guest>(
    (filter, page) => this.searchGuests.execute({ name: filter.name, isConnected: filter.tab === 'connected', page }),
    { query: { tab: 'connected', name: '' }, perPage: GUEST_PAGE_SIZE },
  );
  readonly submission = new Submission();
  readonly bulk: GuestsBulk;

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(RequestGuestConnection) private readonly requestConnection: RequestGuestConnection,
    @inject(SearchGroups) searchGroups: SearchGroups,
    @inject(AddGuestsToGroup) add: AddGuestsToGroup,
    @inject(RemoveGuestsFromGroup) remove: RemoveGuestsFromGroup,
    @inject(RequestGuestConnections) request: RequestGuestConnections,
  ) {
    super({ requesting: null });
    this.bulk = this.part(new GuestsBulk({ searchGroups, add, remove, request }, () => this.list.reload()));
  }

  override open(): Promise<void> {
    // the tab, term and page the address names (listUrl.ts), else the first page of the connected guests
    return this.list.reload();
  }

  showTab(tab: GuestsTab): Promise<void> {
    return this.list.search({ tab });
  }

  search(name: string): Promise<void> {
    return this.list.search({ name: name.trim() });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  /** Sends the connection-request mail, one at a time; on success the row shows the new request date. */
  async sendConnectionRequest(guestId: GuestId): Promise<void> {
    if (this.submission.busy) return;
    this.store.set({ requesting: guestId });
    const outcome = await this.submission.run(() => this.requestConnection.execute([guestId]));
    this.store.set({ requesting: null });
    if (outcome === null) return;
    if (E.isLeft(outcome)) {
      this.effects.failure(outcome.left);
      return;
    }
    this.effects.success(GUEST_MESSAGES.connectionRequested);
    await this.list.reload();
  }
}
