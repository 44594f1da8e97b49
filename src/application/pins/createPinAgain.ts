import * as E from 'fp-ts/Either';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { PinsGateway } from './ports/PinsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { answerMayBeLost, noteExisting, settleLostCreate } from '../shared/lostAnswer';
import { pinLookUp } from './pinLookUp';

/**
 * POST /pad_pins/ again with the failed PIN's values; a lost answer is settled by the keypad's lists. What they list
 * before the send (the failed PIN too, while its deletion is not yet reflected: devices-access §4) never counts.
 */
export const createPinAgain = async (pins: PinsGateway, keypadId: number, pin: Pin): Promise<Outcome<void>> => {
  const lookUp = pinLookUp(pins, keypadId, pin);
  const before = await noteExisting(lookUp);
  const sent = await pins.create({
    keypadId: keypadId,
    pin: pin.pin,
    name: pin.name,
    from: pin.timeFrom,
    to: pin.timeTill,
  });
  if (E.isRight(sent) || !answerMayBeLost(sent.left))
    return fromPortResult(sent, PIN_MESSAGES.registerFailed, { serverMessage: true });
  const found = await settleLostCreate(lookUp, before);
  return E.isRight(found) ? E.right(undefined) : E.left(AppErrors.unavailable(PIN_MESSAGES.resendFailed));
};
