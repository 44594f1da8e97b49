import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCard } from '../../domain/cards/card';
import { isClearableKeypadCard, NOT_CLEARABLE_CARD } from '../../domain/cards/clearable';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { KeypadId } from '../../domain/keypads/registration';
import type { BulkResult } from '../../domain/shared/bulk';
import { CardsGateway } from './ports/CardsGateway';
import { Clock } from '../ports/Clock';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { sendEach } from '../shared/sendEach';

/** A card as its keypad's list showed it. */
export interface CardOnKeypad {
  readonly keypadId: KeypadId;
  readonly card: KeypadCard;
}

export interface KeypadCardsDeleted {
  readonly results: ReadonlyArray<BulkResult<CardOnKeypad>>;
  /**
   * Per keypad: the places freed against its 1000 cards (devices-access §9), which count registering and failed
   * cards too (fitsKeypad: total_with_registering), so every card deleted frees one.
   */
  readonly freed: ReadonlyArray<{ readonly keypadId: KeypadId; readonly places: number }>;
}

/**
 * Expired or failed cards taken off their keypads together: DELETE /pad_cards/{id} once per card through the screen's
 * pool, each answered with the spec's 削除しました。 or 削除に失敗しました。. A card neither expired nor failed (or already
 * being deleted) at the clock's moment is refused without a call; one already gone (404) counts as deleted.
 */
@injectable()
export class DeleteKeypadCards {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(
    chosen: ReadonlyArray<CardOnKeypad>,
    pool: CallPool,
    onResult: (result: BulkResult<CardOnKeypad>) => void = () => undefined,
  ): Promise<Outcome<KeypadCardsDeleted>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const now = this.clock.now();
    const results = new Map<CardOnKeypad, BulkResult<CardOnKeypad>>();
    const tell = (result: BulkResult<CardOnKeypad>): void => {
      results.set(result.item, result);
      onResult(result);
    };
    chosen
      .filter((item) => !isClearableKeypadCard(item.card, now))
      .forEach((item) => tell({ item, status: 'refused', message: NOT_CLEARABLE_CARD }));
    await sendEach(
      pool,
      chosen.filter((item) => isClearableKeypadCard(item.card, now)),
      (item) => this.cards.unassign(item.card.id),
      ({ item, answer }) =>
        tell(
          E.isRight(answer) || answer.left._tag === 'NotFound'
            ? { item, status: 'done', message: CARD_MESSAGES.deleted }
            : { item, status: 'failed', message: fromPort(answer.left, CARD_MESSAGES.deleteFailed).message },
        ),
    );
    const ordered = chosen.flatMap((item) => results.get(item) ?? []);
    const freed = new Map<KeypadId, number>();
    for (const { item, status } of ordered)
      freed.set(item.keypadId, (freed.get(item.keypadId) ?? 0) + (status === 'done' ? 1 : 0));
    return E.right({ results: ordered, freed: [...freed].map(([keypadId, places]) => ({ keypadId, places })) });
  }
}
