import { inject, injectable } from 'inversify';
import type * as E from 'fp-ts/Either';
import type { KeypadListQuery } from '../../../application/access/ports/KeypadListQuery';
import type { NewPin, PinsGateway } from '../../../application/pins/ports/PinsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PinId, PinList } from '../../../domain/pins/pin';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryPinsGateway implements PinsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  list(query: KeypadListQuery): Promise<E.Either<PortError, PinList>> {
    return this.backend.authenticated((account) => server.listPins(this.backend.world, account, { ...query }));
  }

  create(pin: NewPin): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.createPin(this.backend.world, account, { ...pin }));
  }

  remove(id: PinId): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.deletePin(this.backend.world, account, id));
  }
}
