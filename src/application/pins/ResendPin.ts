import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from '../ports/PinsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { findPin } from './RegisterPin';
import { createPinAgain } from './createPinAgain';

/**
 * The kept values of a retry whose delete went through, sent again; nothing is sent when the keypad already holds that
 * code under that name.
 */
@injectable()
export class ResendPin {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(keypadId: number, pin: Pin): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const there = await findPin(this.pins, keypadId, (p) => p.pin === pin.pin && p.name === pin.name);
    if (E.isLeft(there)) return fromPortResult(there, PIN_MESSAGES.registerFailed);
    if (there.right !== null) return E.right(undefined);
    const created = await createPinAgain(this.pins, keypadId, pin);
    return E.isRight(created) ? created : E.left(AppErrors.refused(PIN_MESSAGES.resendFailed));
  }
}
