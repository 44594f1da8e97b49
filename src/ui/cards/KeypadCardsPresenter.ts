import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ListKeypadCards } from '../../application/cards/ListKeypadCards';
import { UnassignKeypadCard } from '../../application/cards/UnassignKeypadCard';
import type { KeypadTab } from '../../application/pins/ListKeypadPins';
import { LoadKeypad } from '../../application/pins/LoadKeypad';
import { KEYPAD_CARD_PAGE_SIZE, type KnightCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { PagedQuery } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import type { KeypadState } from '../pins/KeypadPinsPresenter';

export interface KeypadCardQuery {
  readonly knightId: number;
  readonly tab: KeypadTab;
}

/** locks-cards: the keypad's cards by tab (30 a page), the being-deleted and failed warnings, deletion. */
@injectable()
export class KeypadCardsPresenter extends Presenter<KeypadState> {
  readonly list = new PagedQuery<KeypadCardQuery, KnightCard>(
    async (query, page) => {
      const result = await this.listCards.execute(query.knightId, query.tab, page);
      // a list failure on this screen also returns to the locks (spec section 8, Cards)
      if (E.isLeft(result)) {
        this.effects.error(result.left.message);
        this.effects.navigate('/locks/', { replace: true });
      }
      return result;
    },
    { query: { knightId: 0, tab: 'registered' }, perPage: KEYPAD_CARD_PAGE_SIZE },
  );

  constructor(
    @inject(LoadKeypad) private readonly loadKeypad: LoadKeypad,
    @inject(ListKeypadCards) private readonly listCards: ListKeypadCards,
    @inject(UnassignKeypadCard) private readonly unassign: UnassignKeypadCard,
  ) {
    super({ status: 'loading' });
  }

  async open(lockId: number, knightId: number, tab: KeypadTab = 'registered'): Promise<void> {
    this.store.set({ status: 'loading' });
    const keypad = await this.loadKeypad.execute(lockId, knightId, CARD_MESSAGES.loadFailed);
    if (E.isLeft(keypad)) {
      this.store.set({ status: 'failed', message: keypad.left.message });
      this.effects.error(keypad.left.message);
      this.effects.navigate('/locks/', { replace: true });
      return;
    }
    if (!keypad.right.manageable) {
      this.store.set({ status: 'hub-not-set', keypad: keypad.right });
      return;
    }
    this.store.set({ status: 'ready', keypad: keypad.right });
    await this.list.load({ knightId, tab });
  }

  showTab(tab: KeypadTab): Promise<void> {
    return this.list.search({ tab });
  }

  async remove(card: KnightCard): Promise<void> {
    await this.effects.confirm({ title: 'カードの削除', message: CARD_MESSAGES.unlinkConfirm(card.name), confirmLabel: '削除する', destructive: true }, async () => {
      const result = await this.unassign.execute(card.id);
      if (E.isRight(result)) this.effects.success(CARD_MESSAGES.deleted);
      else this.effects.failure(result.left);
      await this.list.reload();
    });
  }

  override dispose(): void {
    this.list.cancel();
    super.dispose();
  }
}
