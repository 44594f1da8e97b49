import * as E from 'fp-ts/Either';
import type { KeypadId } from '../../domain/keypads/registration';
import { type Pin, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';
import type { PinsGateway } from './ports/PinsGateway';
import type { PortError } from '../ports/PortError';
import { type CreateLookUp, everyItemOf } from '../shared/lostAnswer';

/** Every PIN of the keypad, registering (failed jobs included) and registered: both tabs of GET knight_pins. */
export const everyPinOf = async (
  pins: PinsGateway,
  keypadId: KeypadId,
): Promise<E.Either<PortError, ReadonlyArray<Pin>>> => {
  const tabs: Pin[] = [];
  for (const isRegistered of [false, true]) {
    const tab = await everyItemOf((page) => pins.list({ keypadId, page, perPage: PIN_PAGE_SIZE, isRegistered }));
    if (E.isLeft(tab)) return tab;
    tabs.push(...tab.right);
  }
  return E.right(tabs);
};

/**
 * A PIN create, looked up by the keypad's lists: this code under this name, on a row that was not there before
 * (the ★ rule keeps a code once on a keypad, so a new row with it is this attempt's). A failed PIN a retry replaces
 * was there before, and never counts.
 */
export const pinLookUp = (
  pins: PinsGateway,
  keypadId: KeypadId,
  sent: Pick<Pin, 'pin' | 'name'>,
): CreateLookUp<Pin> => ({
  thing: CREATED_THINGS.pin,
  read: () => everyPinOf(pins, keypadId),
  idOf: (pin) => pin.id,
  likeness: (pin) => (pin.pin === sent.pin && pin.name === sent.name ? 'same' : 'other'),
});
