import { inject, injectable } from 'inversify';
import type { Guest } from '../../domain/guests/guest';
import type { Page } from '../../domain/shared/paging';
import { GuestsGateway, type GuestSearch } from '../guests/ports/GuestsGateway';
import { HeadStart, type AddressParams } from '../shared/HeadStart';
import { AskedRecord } from './AskedRecord';
import { guestNameQuery } from './RecordOwner';

/**
 * この人が開けられる扉's first two reads, asked for while the guard refreshes the session on entering the view
 * (AskedRecord): GET guests/{id}, then the first page of GET guests/search by the guest's name and connection.
 */
@injectable()
export class GuestAccessHeadStart {
  private readonly asked: AskedRecord<Guest, GuestSearch, Page<Guest>>;

  constructor(@inject(HeadStart) headStart: HeadStart, @inject(GuestsGateway) guests: GuestsGateway) {
    this.asked = new AskedRecord(
      headStart,
      'access-guest',
      (id) => guests.get(id),
      (query) => guests.search(query),
    );
  }

  start(params: AddressParams): void {
    this.asked.start(params.guest_id, (guest, organizationId) => guestNameQuery(guest, organizationId, 1));
  }

  guest(guestId: number) {
    return this.asked.record(guestId);
  }

  search(guestId: number, query: GuestSearch) {
    return this.asked.page(guestId, query);
  }
}
