import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ListKeypadCards } from '../../application/cards/ListKeypadCards';
import { UnassignKeypadCard } from '../../application/cards/UnassignKeypadCard';
import { LoadKeypad } from '../../application/keypads/LoadKeypad';
import { KEYPAD_CARD_PAGE_SIZE, keypadCardBadgeOf, type KeypadCard } from '../../domain/cards/card';
import type { RegistrationBadge } from '../../domain/keypads/registration';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { RegistrationStatusPresenter } from '../registrationStatus/RegistrationStatusPresenter';
import { KeypadListPresenter, type KeypadQuery } from '../keypads/KeypadListPresenter';
import { pathOf } from '../shell/routeTable';

export type KeypadCardQuery = KeypadQuery;

/** locks-cards: the keypad's cards by tab (30 a page), the being-deleted and failed warnings, deletion. */
@injectable()
export class KeypadCardsPresenter extends KeypadListPresenter<KeypadCard, RegistrationStatusPresenter> {
  protected override readonly keypadLoadFailed = CARD_MESSAGES.loadFailed;
  readonly list = this.pagedQuery<KeypadCardQuery, KeypadCard>(
    (query, page) => this.listCards.execute(query.keypadId, query.tab, page),
    {
      query: { keypadId: 0, tab: 'registered' },
      perPage: KEYPAD_CARD_PAGE_SIZE,
      // a list failure on this screen also returns to the locks (devices-access §8, Cards)
      answered: (result) => {
        if (E.isRight(result)) return;
        this.effects.error(result.left.message);
        this.effects.navigate(pathOf('locks'), { replace: true });
      },
    },
  );

  constructor(
    @inject(LoadKeypad) protected readonly loadKeypad: LoadKeypad,
    @inject(ListKeypadCards) private readonly listCards: ListKeypadCards,
    @inject(UnassignKeypadCard) private readonly unassign: UnassignKeypadCard,
    @inject(RegistrationStatusPresenter) registration: RegistrationStatusPresenter,
  ) {
    super(registration);
  }

  /** The status column of a card: being deleted, or its registration job's state. */
  badgeOf(card: KeypadCard): 'being-deleted' | RegistrationBadge {
    return keypadCardBadgeOf(card);
  }

  remove(card: KeypadCard): Promise<void> {
    return this.confirmRemoval({
      title: 'カードの削除',
      message: CARD_MESSAGES.unlinkConfirm(card.name),
      deleted: CARD_MESSAGES.deleted,
      remove: () => this.unassign.execute(card.id),
    });
  }
}
