import type { KeypadId } from '../../../domain/keypads/registration';

/** One page of a keypad's PINs or cards (GET knight_pins, GET knight_cards): the PIN and card ports share it. */
export interface KeypadListQuery {
  readonly keypadId: KeypadId;
  readonly page: number;
  readonly perPage: number;
  /** true: the registered tab; false: registering (failed jobs included). */
  readonly isRegistered: boolean;
}
