import type { Either } from 'fp-ts/Either';
import type { KeypadId } from '../../../domain/keypads/registration';
import type { PinId, PinList } from '../../../domain/pins/pin';
import type { KeypadListQuery } from '../../access/ports/KeypadListQuery';
import type { PortError } from '../../ports/PortError';

/** POST /pad_pins/ body: pad_id, pin, name, from, to (null without expiry). */
export interface NewPin {
  readonly keypadId: KeypadId;
  readonly pin: string;
  readonly name: string;
  readonly from: string | null;
  readonly to: string | null;
}

/** The PIN calls of devices-access §7. */
export interface PinsGateway {
  /** GET /v1/console/knight_pins/ */
  list(query: KeypadListQuery): Promise<Either<PortError, PinList>>;
  /** POST /pad_pins/ (v2) */
  create(pin: NewPin): Promise<Either<PortError, void>>;
  /** DELETE /pad_pins/{id} (v2) */
  remove(id: PinId): Promise<Either<PortError, void>>;
}
export const PinsGateway = Symbol.for('PinsGateway');
