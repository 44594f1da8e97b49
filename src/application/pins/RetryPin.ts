import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from '../ports/PinsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** ★ A failed registration is retried as the spec's manager would: delete it, register it again with the same values. */
@injectable()
export class RetryPin {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(knightId: number, pin: Pin): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const removed = fromPortResult(await this.pins.remove(pin.id), PIN_MESSAGES.registerFailed);
    if (E.isLeft(removed)) return removed;
    return fromPortResult(
      await this.pins.create({ padId: knightId, pin: pin.pin, name: pin.name, from: pin.timeFrom, to: pin.timeTill }),
      PIN_MESSAGES.registerFailed,
      { serverMessage: true },
    );
  }
}
