import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadListQuery } from '../../../application/access/ports/KeypadListQuery';
import type { NewPin, PinsGateway } from '../../../application/pins/ports/PinsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PinId, PinList } from '../../../domain/pins/pin';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { PinListCodec, toPinList } from './codecs';

@injectable()
export class HttpPinsGateway implements PinsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async list(query: KeypadListQuery): Promise<E.Either<PortError, PinList>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/knight_pins/',
      query: {
        knight_id: query.keypadId,
        page: query.page,
        per_page: query.perPage,
        is_registered: query.isRegistered,
      },
      required: { keypadId: query.keypadId },
      codec: PinListCodec,
    });
    return E.map(toPinList)(result);
  }

  /** The response body is not shown by the spec and not read. */
  create(pin: NewPin): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v2',
      path: '/pad_pins/',
      body: { pad_id: pin.keypadId, pin: pin.pin, name: pin.name, from: pin.from, to: pin.to },
      required: { keypadId: pin.keypadId },
    });
  }

  remove(id: PinId): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'DELETE', api: 'v2', path: `/pad_pins/${id}` });
  }
}
