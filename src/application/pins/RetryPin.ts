import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from './ports/PinsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { createPinAgain } from './createPinAgain';

/**
 * ★ A failed registration is retried as the spec's manager would: delete it, register it again with the
 * same values. When the delete went through and the new registration did not, the failure says so
 * (kind Refused, PIN_MESSAGES.resendFailed): the screen keeps the values for ResendPin.
 */
@injectable()
export class RetryPin {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(keypadId: number, pin: Pin): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const removed = fromPortResult(await this.pins.remove(pin.id), PIN_MESSAGES.registerFailed);
    if (E.isLeft(removed)) return removed;
    const created = await createPinAgain(this.pins, keypadId, pin);
    return E.isRight(created) ? created : E.left(AppErrors.refused(PIN_MESSAGES.resendFailed));
  }
}
