import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CardMaster } from '../../domain/cards/card';
import { type CardEdit, cardChanges, cardWriteOnto } from '../../domain/cards/cardChanges';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { type GuestChoice, resolveCardUser, validateCardFields } from '../../domain/cards/validation';
import { hasErrors } from '../../domain/shared/validation';
import { CardsGateway } from './ports/CardsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

export interface CardForm {
  readonly name: string;
  readonly user: string;
}

export interface CardSave {
  /** The card as the page loaded it: what the manager's edit is measured against. */
  readonly loaded: CardMaster;
  readonly form: CardForm;
  readonly picked: GuestChoice | null;
  readonly guests: ReadonlyArray<GuestChoice>;
  /** The manager saw what changed meanwhile and asked to apply the edit on the current card. */
  readonly onCurrent?: boolean;
}

/**
 * The card registration and edit screens: name (required, max 10) and user (required, an
 * existing guest: 「利用者」が存在しません。), then PATCH with guest_id and name. A server error is shown as sent.
 * The PATCH carries the whole card, so the card is read again first: changed since the page loaded →
 * nothing is written (Changed, field by field); deleted → NotFound (the screen says it is gone). With
 * `onCurrent` the manager's edited fields go on top of the card as it is now; untouched ones keep it.
 */
@injectable()
export class SaveCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute({ loaded, form, picked, guests, onCurrent = false }: CardSave): Promise<Outcome<CardMaster>> {
    const fields = validateCardFields(form, picked, guests);
    if (hasErrors(fields)) return E.left(AppErrors.invalidFields(fields));
    const user = resolveCardUser(form.user, picked, guests);
    if (!user) return E.left(AppErrors.invalidFields({ user: CARD_MESSAGES.userNotFound }));
    const name = form.name.trim();
    const edit: CardEdit = {
      ...(name !== loaded.name ? { name } : {}),
      ...(user.id !== loaded.guestId ? { guest: user } : {}),
    };
    const gone = { messages: { NotFound: CONFLICT_MESSAGES.gone('カード') } };
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const reread = await this.cards.get(loaded.id);
    if (E.isLeft(reread)) return E.left(fromPort(reread.left, CARD_MESSAGES.saveFailed, gone));
    const current = reread.right;
    const changes = cardChanges(loaded, current);
    if (!onCurrent && changes.length > 0)
      return E.left(AppErrors.changed(CONFLICT_MESSAGES.changedMeanwhile('カード'), changes));
    const next = cardWriteOnto(current, edit);
    if (next.guestId === null) return E.left(AppErrors.invalidFields({ user: CARD_MESSAGES.userRequired }));
    const result = await this.cards.update(loaded.id, { guestId: next.guestId, name: next.name });
    if (E.isRight(result)) return E.right({ ...current, ...next });
    return E.left(fromPort(result.left, CARD_MESSAGES.saveFailed, { serverMessage: true, ...gone }));
  }
}
