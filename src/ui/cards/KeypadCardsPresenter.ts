import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeleteKeypadCards, type CardOnKeypad } from '../../application/cards/DeleteKeypadCards';
import { ListKeypadCards } from '../../application/cards/ListKeypadCards';
import { UnassignKeypadCard } from '../../application/cards/UnassignKeypadCard';
import { LoadKeypad } from '../../application/keypads/LoadKeypad';
import { KEYPAD_CARD_PAGE_SIZE, keypadCardBadgeOf, type KeypadCard } from '../../domain/cards/card';
import type { RegistrationBadge } from '../../domain/keypads/registration';
import { isClearableKeypadCard } from '../../domain/cards/clearable';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { formatPeriod } from '../../domain/keypads/expiry';
import { ReadClock } from '../../application/shared/ReadClock';
import { BulkRun } from '../shared/bulk/BulkRun';
import { BulkSelection } from '../shared/bulk/BulkSelection';
import { RegistrationStatusPresenter } from '../registrationStatus/RegistrationStatusPresenter';
import { KeypadListPresenter, type KeypadQuery } from '../keypads/KeypadListPresenter';
import { pathOf } from '../shell/routeTable';

export type KeypadCardQuery = KeypadQuery;

/** Not in the spec: the bulk delete's words (the answers are the spec's 削除しました。 / 削除に失敗しました。). */
export const CARD_BULK_WORDS = {
  title: 'ICカードをまとめて削除',
  message: '選択した期限切れ・登録失敗のICカードをキーパッドから削除します。よろしいですか？',
  action: '選択したICカードを削除',
} as const;

/**
 * locks-cards: the keypad's cards by tab (30 a page), the being-deleted and failed warnings, deletion, and expired or
 * failed ones deleted together.
 */
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

  /** The ticked expired or failed cards, kept across pages and tabs (a valid one cannot be ticked). */
  readonly selection = this.part(
    new BulkSelection<KeypadCard>(
      (card) => card.id,
      (card) => isClearableKeypadCard(card, this.clock.execute()),
    ),
  );
  readonly bulk = this.part(new BulkRun<CardOnKeypad>());

  constructor(
    @inject(LoadKeypad) protected readonly loadKeypad: LoadKeypad,
    @inject(ListKeypadCards) private readonly listCards: ListKeypadCards,
    @inject(UnassignKeypadCard) private readonly unassign: UnassignKeypadCard,
    @inject(DeleteKeypadCards) private readonly deleteCards: DeleteKeypadCards,
    @inject(ReadClock) private readonly clock: ReadClock,
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

  /**
   * Asks with every ticked card listed, then DELETE once per card with each answer (DeleteKeypadCards); after each
   * send the deleted ones are unticked and the page read again. Each card deleted frees one of the keypad's 1000.
   */
  deleteTicked(): void {
    const keypadId = this.list.snapshot.query.keypadId;
    this.bulk.ask(
      this.selection.items.map((card) => ({ keypadId, card })),
      {
        title: CARD_BULK_WORDS.title,
        message: CARD_BULK_WORDS.message,
        confirmLabel: '削除する',
        verb: '削除',
        destructive: true,
        keyOf: ({ card }) => card.id,
        labelOf: ({ card }) => `${card.name}（${formatPeriod(card.timeFrom, card.timeTill)}）`,
        send: (items, pool, onResult) => this.deleteCards.execute(items, pool, onResult),
        settled: async (items) => {
          const gone = new Set(items.filter((i) => i.status === 'done').map((i) => i.key));
          this.selection.keepOnly((card) => !gone.has(card.id));
          await this.list.reload();
        },
      },
    );
  }
}
