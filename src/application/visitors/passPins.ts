import * as E from 'fp-ts/Either';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import type { NewPin, PinsGateway } from '../pins/ports/PinsGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { answerMayBeLost, created, settleLostCreate, type Created } from '../shared/lostAnswer';
import { pinLookUp } from '../pins/pinLookUp';

/**
 * One keypad's PIN of a pass sent: POST /pad_pins/ once. A lost or unreadable answer is settled by the keypad's lists
 * against the ids read before the send (`before`: the PINs the pass's reading saw there), never sent again; the
 * server's plan limit is the spec's limit message; anything else the spec's register failure (or the server's words).
 */
export const sendPassPin = async (
  pins: PinsGateway,
  pin: NewPin,
  before: ReadonlyArray<Pin>,
  cap: number,
): Promise<Outcome<Created<void>>> => {
  const sent = await pins.create(pin);
  if (E.isRight(sent)) return E.right(created(undefined));
  if (answerMayBeLost(sent.left)) {
    const lookUp = pinLookUp(pins, pin.keypadId, { pin: pin.pin, name: pin.name });
    return E.map((found: Created<Pin>): Created<void> => ({ ...found, value: undefined }))(
      await settleLostCreate(lookUp, new Set(before.map((p) => p.id))),
    );
  }
  if (sent.left._tag === 'PlanLimit') return E.left(AppErrors.planLimit(PIN_MESSAGES.limitReached(cap)));
  return E.left(fromPort(sent.left, PIN_MESSAGES.registerFailed, { serverMessage: true }));
};
