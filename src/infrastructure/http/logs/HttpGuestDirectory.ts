import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestDirectory, GuestName } from '../../../application/ports/GuestDirectory';
import type { PortError } from '../../../application/ports/PortError';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { GuestsAllWire } from './codecs';

@injectable()
export class HttpGuestDirectory implements GuestDirectory {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async all(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<GuestName>>> {
    const result = await this.http.json({ method: 'GET', api: 'v1', path: '/v1/console/guests/all', query: { organization_id: organizationId }, required: { organizationId }, codec: GuestsAllWire });
    return E.map((guests: typeof GuestsAllWire._A) => guests.map((g) => ({ id: g.id, name: g.name })))(result);
  }
}
