import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { hasRegistrationFailed } from '../../domain/keypads/registration';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from './ports/PinsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { everyPinOf } from './pinLookUp';
import { createPinAgain } from './createPinAgain';

/**
 * The kept values of a retry whose delete went through, sent again; nothing is sent when the keypad already holds that
 * code under that name in another PIN than the failed one (which may be listed until its deletion is reflected,
 * devices-access §4) and not failed itself.
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
    const listed = await everyPinOf(this.pins, keypadId);
    if (E.isLeft(listed)) return fromPortResult(listed, PIN_MESSAGES.registerFailed);
    const holds = listed.right.some(
      (p) => p.id !== pin.id && !hasRegistrationFailed(p) && p.pin === pin.pin && p.name === pin.name,
    );
    if (holds) return E.right(undefined);
    const created = await createPinAgain(this.pins, keypadId, pin);
    return E.isRight(created) ? created : E.left(AppErrors.refused(PIN_MESSAGES.resendFailed));
  }
}
