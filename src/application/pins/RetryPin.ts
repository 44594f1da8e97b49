import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from '../ports/PinsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { answerMayBeLost } from '../shared/lostAnswer';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { findPin } from './RegisterPin';

/** POST /pad_pins/ again with the failed PIN's values; a lost answer is settled by the keypad's lists. */
const createAgain = async (pins: PinsGateway, keypadId: number, pin: Pin): Promise<Outcome<void>> => {
  const sent = await pins.create({
    keypadId: keypadId,
    pin: pin.pin,
    name: pin.name,
    from: pin.timeFrom,
    to: pin.timeTill,
  });
  if (E.isRight(sent) || !answerMayBeLost(sent.left))
    return fromPortResult(sent, PIN_MESSAGES.registerFailed, { serverMessage: true });
  const found = await findPin(pins, keypadId, (p) => p.pin === pin.pin && p.name === pin.name);
  return E.isRight(found) && found.right !== null
    ? E.right(undefined)
    : E.left(AppErrors.unavailable(PIN_MESSAGES.resendFailed));
};

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
    const created = await createAgain(this.pins, keypadId, pin);
    return E.isRight(created) ? created : E.left(AppErrors.refused(PIN_MESSAGES.resendFailed));
  }
}

/** The kept values of a retry whose delete went through, sent again; nothing is sent when the keypad already holds that code under that name. */
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
    const created = await createAgain(this.pins, keypadId, pin);
    return E.isRight(created) ? created : E.left(AppErrors.refused(PIN_MESSAGES.resendFailed));
  }
}
