import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { RequestGuestConnection } from '../../application/guests/RequestGuestConnection';
import { SearchGuests } from '../../application/guests/SearchGuests';
import type { Guest, GuestId } from '../../domain/guests/guest';

export type GuestsTab = 'connected' | 'unconnected';

export interface GuestsState {
  readonly tab: GuestsTab;
  readonly name: string;
  readonly page: number;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly guests: ReadonlyArray<Guest>;
  readonly total: number;
  readonly message: string | null;
  /** The guest whose connection request is being sent. */
  readonly requesting: GuestId | null;
}

/** /guests: connected and unconnected tabs, search, 10 per page, connection requests. */
@injectable()
export class GuestsPresenter {
  private readonly state = new BehaviorSubject<GuestsState>({
    tab: 'connected', name: '', page: 1, status: 'loading', guests: [], total: 0, message: null, requesting: null,
  });
  readonly state$ = this.state.asObservable();
  get snapshot(): GuestsState {
    return this.state.value;
  }

  constructor(
    @inject(SearchGuests) private readonly searchGuests: SearchGuests,
    @inject(RequestGuestConnection) private readonly requestConnection: RequestGuestConnection,
  ) {}

  private patch(change: Partial<GuestsState>): void {
    this.state.next({ ...this.state.value, ...change });
  }

  async show(tab: GuestsTab, name: string, page: number): Promise<void> {
    this.patch({ tab, name, page, status: 'loading', message: null });
    const result = await this.searchGuests.execute({ name, isConnected: tab === 'connected', page });
    const now = this.state.value;
    if (now.tab !== tab || now.name !== name || now.page !== page) return;
    this.patch(E.isRight(result) ? { status: 'ready', guests: result.right.items, total: result.right.total } : { status: 'failed', message: result.left, guests: [], total: 0 });
  }

  showTab(tab: GuestsTab): Promise<void> {
    return this.show(tab, this.state.value.name, 1);
  }

  search(name: string): Promise<void> {
    return this.show(this.state.value.tab, name.trim(), 1);
  }

  goToPage(page: number): Promise<void> {
    return this.show(this.state.value.tab, this.state.value.name, page);
  }

  /** Sends the connection-request mail; on success the row shows the new request date. */
  async sendConnectionRequest(guestId: GuestId): Promise<E.Either<string, void>> {
    if (this.state.value.requesting !== null) return E.left('');
    this.patch({ requesting: guestId });
    const result = await this.requestConnection.execute([guestId]);
    this.patch({ requesting: null });
    if (E.isRight(result)) await this.goToPage(this.state.value.page);
    return result;
  }
}
