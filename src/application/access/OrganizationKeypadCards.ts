import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCards } from '../../domain/access/guestAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { KEYPAD_CARD_PAGE_SIZE, type KeypadCard } from '../../domain/cards/card';
import { sideOfKeypad } from '../../domain/locks/keypadSide';
import type { OrganizationId } from '../../domain/shared/ids';
import { CardsGateway } from '../ports/CardsGateway';
import { LockGateway } from '../ports/LockGateway';
import type { Outcome } from '../shared/AppError';
import { fromPortResult } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';

/**
 * Every IC card on every keypad of the organization, read through the pool: every page of GET locks, then per
 * keypad of those locks every page of GET knight_cards on both tabs (registered, and registering with the failed
 * ones). The per-guest view reads it only for a guest who holds a card.
 */
@injectable()
export class OrganizationKeypadCards {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CardsGateway) private readonly cards: CardsGateway,
  ) {}

  async read(pool: CallPool, organizationId: OrganizationId): Promise<Outcome<ReadonlyArray<KeypadCards>>> {
    const locks = await allPagesOf(pool, async (page) =>
      fromPortResult(
        await this.locks.list({ organizationId, page, lockName: '', sort: null }),
        ACCESS_MESSAGES.loadFailed,
      ),
    );
    if (E.isLeft(locks)) return locks;
    const keypads = locks.right.flatMap((lock) =>
      lock.keypads.map((keypad) => ({
        door: { lockId: lock.id, lockName: lock.setting.lockName },
        keypadId: keypad.id,
        side: sideOfKeypad(keypad.useCase),
      })),
    );
    const read = await Promise.all(
      keypads.map(async (keypad): Promise<Outcome<KeypadCards>> => {
        const tabs = await Promise.all(
          [true, false].map((isRegistered) =>
            allPagesOf<KeypadCard>(pool, async (page) =>
              E.map((list: { readonly items: ReadonlyArray<KeypadCard>; readonly total: number }) => ({
                items: list.items,
                total: list.total,
                page,
                perPage: KEYPAD_CARD_PAGE_SIZE,
              }))(
                fromPortResult(
                  await this.cards.keypadCards({
                    keypadId: keypad.keypadId,
                    page,
                    perPage: KEYPAD_CARD_PAGE_SIZE,
                    isRegistered,
                  }),
                  ACCESS_MESSAGES.loadFailed,
                ),
              ),
            ),
          ),
        );
        const failed = tabs.find(E.isLeft);
        if (failed) return failed;
        return E.right({ ...keypad, cards: tabs.flatMap((tab) => (E.isRight(tab) ? tab.right : [])) });
      }),
    );
    const failed = read.find(E.isLeft);
    if (failed) return failed;
    return E.right(read.flatMap((keypad) => (E.isRight(keypad) ? [keypad.right] : [])));
  }
}
