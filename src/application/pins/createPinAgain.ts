import * as E from 'fp-ts/Either';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from '../ports/PinsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { answerMayBeLost } from '../shared/lostAnswer';
import { findPin } from './RegisterPin';

/** POST /pad_pins/ again with the failed PIN's values; a lost answer is settled by the keypad's lists. */
export const createPinAgain = async (pins: PinsGateway, keypadId: number, pin: Pin): Promise<Outcome<void>> => {
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
