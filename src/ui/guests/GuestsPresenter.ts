import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { RequestGuestConnection } from '../../application/guests/RequestGuestConnection';
import { SearchGuests } from '../../application/guests/SearchGuests';
import { type Guest, type GuestId, GUEST_PAGE_SIZE } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

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

/** /guests: connected and unconnected tabs, search, 10 per page, connection requests. */
@injectable()
export class GuestsPresenter extends Presenter<GuestsState> {
  readonly list = this.pagedQuery<GuestFilter, Guest>(
    (filter, page) => this.searchGuests.execute({ name: filter.name, isConnected: filter.tab === 'connected', page }),
    { query: { tab: 'connected', name: '' }, perPage: GUEST_PAGE_SIZE },
  );
  readonly submission = new Submission();

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(RequestGuestConnection) private readonly requestConnection: RequestGuestConnection,
  ) {
    super({ requesting: null });
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
