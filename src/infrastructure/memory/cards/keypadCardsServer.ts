import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import {
  CARDS_PER_ACTION_MAX,
  KEYPAD_CARD_LIMIT,
  type KeypadCard,
  type KeypadCardList,
} from '../../../domain/cards/card';
import { CARD_LIMIT_ERROR } from '../../http/cards/errors';
import type { AccountRecord } from '../world/platformRecords';
import { servedPerPage } from '../world/paging';
import { dueAtFor, isDue, keypadOf, keypadReachable, paged } from '../keypads/server';
import { firstById, groupedBy, worldIndex } from '../world/indexes';
import type { World } from '../world/World';
import type { KeypadCardRecord } from './slice';

/**
 * The server's behaviour for the IC cards on keypads (knight_cards and pad_cards: the list of a keypad, assign,
 * unassign, and the registration and deletion jobs that settle over the world's time), shared by both backends.
 */

export const settleCards = (world: World): void => {
  const now = world.now();
  const due = world.read((s) =>
    s.keypadCards.some((c) => (c.status === 'registering' || c.status === 'deleting') && isDue(c, now)),
  );
  if (!due) return;
  world.write((s) => {
    s.keypadCards = s.keypadCards.filter((c) => !(c.status === 'deleting' && isDue(c, now)));
    for (const c of s.keypadCards) {
      if (c.status === 'registering' && isDue(c, now)) {
        c.status = 'registered';
        c.dueAt = null;
      }
    }
  });
};

/** Keypad cards that hold the card on a keypad (a failed job is not on the keypad). */
export const placementsOf = (world: World, cardMasterId: number): KeypadCardRecord[] =>
  world.read((s) => s.keypadCards.filter((k) => k.cardMasterId === cardMasterId && k.status !== 'failed'));

export const keypadCardOf = (world: World, record: KeypadCardRecord): KeypadCard => {
  const card = worldIndex(world, 'cardMastersById', (s) => firstById(s.cardMasters)).get(record.cardMasterId);
  const guestName =
    card?.guestId == null
      ? null
      : (worldIndex(world, 'guestsById', (s) => firstById(s.guests)).get(card.guestId)?.name ?? null);
  return {
    id: record.id,
    name: card?.name ?? '',
    // null while being deleted (devices-access §2), and for a card that lost its user
    guestName: record.status === 'deleting' ? null : guestName,
    timeFrom: record.timeFrom,
    timeTill: record.timeTill,
    registrationJobStatus:
      record.status === 'failed' ? 'failed' : record.status === 'registered' ? 'success' : 'in_progress',
    // the spec's knight_cards row carries no card master id (devices-access §3): never served
    cardMasterId: null,
  };
};

export interface KeypadCardQuery {
  keypadId: number;
  page: number;
  perPage: number;
  isRegistered: boolean;
}

/** GET knight_cards: a card being deleted stays on its tab with guest null until the keypad has forgotten it. */
export const listKeypadCards = (
  world: World,
  account: AccountRecord,
  query: KeypadCardQuery,
): E.Either<PortError, KeypadCardList> =>
  E.map(() => {
    settleCards(world);
    const all =
      worldIndex(world, 'keypadCardsByKeypad', (s) => groupedBy(s.keypadCards, (k) => k.keypadId)).get(
        query.keypadId,
      ) ?? [];
    // a card being deleted was on the keypad: it stays on the registered tab until it is gone
    const matching = all.filter((k) => (k.status === 'registered' || k.status === 'deleting') === query.isRegistered);
    return {
      items: paged(matching, query.page, servedPerPage(world, 'keypadCards', query.perPage)).map((k) =>
        keypadCardOf(world, k),
      ),
      total: matching.length,
      totalWithRegistering: all.length,
    };
  })(keypadOf(world, account, query.keypadId));

export interface AssignRequest {
  keypadId: number;
  cards: ReadonlyArray<{ cardMasterId: number; from: string | null; to: string | null }>;
}

/** POST /pad_cards/: 1 to 5 cards of the keypad's organization; over 1000 on the keypad is 400 card_limit_exceeded. */
export const assignCards = (
  world: World,
  account: AccountRecord,
  request: AssignRequest,
): E.Either<PortError, void> => {
  const found = E.chain(keypadReachable)(keypadOf(world, account, request.keypadId));
  if (E.isLeft(found)) return found;
  if (request.cards.length < 1 || request.cards.length > CARDS_PER_ACTION_MAX)
    return E.left(PortErrors.invalid('cards must hold 1 to 5 cards'));
  const organizationId = found.right.lock.organizationId;
  const known = request.cards.every((c) =>
    world.read((s) => s.cardMasters.some((m) => m.id === c.cardMasterId && m.organizationId === organizationId)),
  );
  if (!known) return E.left(PortErrors.invalid('card_master_id not found'));
  settleCards(world);
  const onKeypad = world.read((s) => s.keypadCards.filter((k) => k.keypadId === request.keypadId));
  if (onKeypad.length + request.cards.length > KEYPAD_CARD_LIMIT)
    return E.left(PortErrors.invalid(CARD_LIMIT_ERROR, { error: CARD_LIMIT_ERROR }));
  const dueAt = dueAtFor(world);
  for (const card of request.cards) {
    const id = world.nextId('keypadCard');
    world.write((s) => {
      // a failed attempt of the same card is replaced by the new one
      s.keypadCards = s.keypadCards.filter(
        (k) => !(k.keypadId === request.keypadId && k.cardMasterId === card.cardMasterId && k.status === 'failed'),
      );
      s.keypadCards.push({
        id,
        keypadId: request.keypadId,
        cardMasterId: card.cardMasterId,
        timeFrom: card.from,
        timeTill: card.to,
        status: 'registering',
        dueAt,
      });
    });
  }
  settleCards(world);
  return E.right(undefined);
};

/** DELETE /pad_cards/{id}: the card shows guest null until the keypad has forgotten it. */
export const unassignCard = (world: World, account: AccountRecord, id: number): E.Either<PortError, void> => {
  const record = world.read((s) => s.keypadCards.find((k) => k.id === id && k.status !== 'deleting'));
  if (!record) return E.left(PortErrors.notFound('card not found'));
  const found = E.chain(keypadReachable)(keypadOf(world, account, record.keypadId));
  if (E.isLeft(found)) return found;
  const dueAt = dueAtFor(world);
  world.write((s) => {
    if (record.status === 'failed') s.keypadCards = s.keypadCards.filter((k) => k.id !== id);
    else s.keypadCards = s.keypadCards.map((k) => (k.id === id ? { ...k, status: 'deleting', dueAt } : k));
  });
  settleCards(world);
  return E.right(undefined);
};
