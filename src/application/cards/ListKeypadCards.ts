import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { KEYPAD_CARD_PAGE_SIZE, type KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { Page } from '../../domain/shared/paging';
import { CardsGateway } from './ports/CardsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import type { KeypadTab } from '../../domain/keypads/registration';

export interface KeypadCardsPage extends Page<KeypadCard> {
  readonly totalWithRegistering: number;
}

/** locks-cards: one tab's page of 30. */
@injectable()
export class ListKeypadCards {
  constructor(@inject(CardsGateway) private readonly cards: CardsGateway) {}

  async execute(keypadId: number, tab: KeypadTab, page: number): Promise<Outcome<KeypadCardsPage>> {
    const list = fromPortResult(
      await this.cards.keypadCards({
        keypadId,
        page: Math.max(1, page),
        perPage: KEYPAD_CARD_PAGE_SIZE,
        isRegistered: tab === 'registered',
      }),
      CARD_MESSAGES.listFailed,
    );
    return E.map((l: { items: ReadonlyArray<KeypadCard>; total: number; totalWithRegistering: number }) => ({
      items: l.items,
      total: l.total,
      page: Math.max(1, page),
      perPage: KEYPAD_CARD_PAGE_SIZE,
      totalWithRegistering: l.totalWithRegistering,
    }))(list);
  }
}
