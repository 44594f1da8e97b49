import { changeLine, fieldChange } from '../shared/changes';
import type { CardMaster } from './card';
import { CARD_MESSAGES } from './messages';

/** The card fields the edit screen writes (PATCH guest_id and name), as changed between two reads. */
export const cardChanges = (before: CardMaster, after: CardMaster): ReadonlyArray<string> =>
  [
    ...fieldChange('カード名', before.name, after.name),
    ...(before.guestId === after.guestId
      ? []
      : fieldChange('利用者', before.guestName ?? CARD_MESSAGES.notSet, after.guestName ?? CARD_MESSAGES.notSet)),
  ].map(changeLine);

/** What the manager changed on the form, against the card as the page loaded it. */
export interface CardEdit {
  /** The new name when the manager changed it. */
  readonly name?: string;
  /** The new user when the manager chose another one. */
  readonly guest?: { readonly id: number; readonly name: string };
}

/**
 * The PATCH body: the manager's edited fields on top of the card as it is now; untouched fields keep the current
 * values.
 */
export const cardWriteOnto = (
  current: CardMaster,
  edit: CardEdit,
): { readonly guestId: number | null; readonly name: string; readonly guestName: string | null } => ({
  name: edit.name ?? current.name,
  guestId: edit.guest?.id ?? current.guestId,
  guestName: edit.guest?.name ?? current.guestName,
});
