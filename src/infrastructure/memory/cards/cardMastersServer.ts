import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { CardMaster } from '../../../domain/cards/card';
import { validateCardName } from '../../../domain/cards/validation';
import type { Page } from '../../../domain/shared/paging';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import { servedPerPage } from '../world/paging';
import { keypadLabel, keypadOf, paged } from '../keypads/server';
import type { World } from '../world/World';
import { placementsOf, settleCards } from './keypadCardsServer';
import type { CardMasterRecord } from './slice';

/**
 * The server's behaviour for the organization's IC cards (card_masters: list, one card, its name and user, delete,
 * the CSV template, the cards a keypad can take), shared by both backends. The CSV upload is csvServer.ts (loaded
 * with the first upload); what is on the keypads is keypadCardsServer.ts.
 */

export const cardMasterOf = (world: World, record: CardMasterRecord): CardMaster => ({
  id: record.id,
  name: record.name,
  guestId: record.guestId,
  guestName:
    record.guestId === null ? null : world.read((s) => s.guests.find((g) => g.id === record.guestId)?.name ?? null),
  createdAt: record.createdAt,
});

const ownCard = (world: World, account: AccountRecord, id: number): E.Either<PortError, CardMasterRecord> => {
  const record = world.read((s) => s.cardMasters.find((c) => c.id === id));
  return record && account.organizationIds.includes(record.organizationId)
    ? E.right(record)
    : E.left(PortErrors.notFound('card not found'));
};

export interface CardSearchQuery {
  organizationId: number;
  page: number;
  perPage: number;
  isGuestRegistered: boolean | null;
}

export const searchCards = (
  world: World,
  account: AccountRecord,
  query: CardSearchQuery,
): E.Either<PortError, Page<CardMaster>> =>
  E.map(() => {
    const matching = world.read((s) =>
      s.cardMasters.filter(
        (c) =>
          c.organizationId === query.organizationId &&
          (query.isGuestRegistered === null || (c.guestId !== null) === query.isGuestRegistered),
      ),
    );
    const perPage = servedPerPage(world, 'cardMasters', query.perPage);
    return {
      items: paged(matching, query.page, perPage).map((c) => cardMasterOf(world, c)),
      total: matching.length,
      page: Math.max(1, query.page),
      perPage,
    };
  })(organizationOf(world, account, query.organizationId));

export const getCard = (world: World, account: AccountRecord, id: number): E.Either<PortError, CardMaster> =>
  E.map((record: CardMasterRecord) => cardMasterOf(world, record))(ownCard(world, account, id));

/** PATCH card_masters/{id}: the user must be a guest of the card's organization (else 「利用者」が存在しません。). */
export const updateCard = (
  world: World,
  account: AccountRecord,
  id: number,
  change: { guestId: number | null; name: string },
): E.Either<PortError, void> => {
  const own = ownCard(world, account, id);
  if (E.isLeft(own)) return own;
  const invalid = validateCardName(change.name);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  if (change.guestId !== null) {
    const guest = world.read((s) =>
      s.guests.find((g) => g.id === change.guestId && g.organizationId === own.right.organizationId),
    );
    if (!guest) return E.left(PortErrors.invalid('「利用者」が存在しません。'));
  }
  world.write((s) => {
    const record = s.cardMasters.find((c) => c.id === id);
    if (!record) return;
    record.name = change.name.trim();
    if (change.guestId !== null) record.guestId = change.guestId;
  });
  return E.right(undefined);
};

/** DELETE card_masters/{id}: refused with 400 { error: [keypad names] } while the card is on a keypad. */
export const deleteCard = (world: World, account: AccountRecord, id: number): E.Either<PortError, void> => {
  const own = ownCard(world, account, id);
  if (E.isLeft(own)) return own;
  settleCards(world);
  const placements = placementsOf(world, id);
  if (placements.length > 0) {
    return E.left(
      PortErrors.invalid('card is registered on keypads', {
        error: [...new Set(placements.map((p) => keypadLabel(world, p.keypadId)))],
      }),
    );
  }
  world.write((s) => {
    s.cardMasters = s.cardMasters.filter((c) => c.id !== id);
    s.keypadCards = s.keypadCards.filter((k) => k.cardMasterId !== id);
  });
  return E.right(undefined);
};

/** The template: the header and every card of the organization without a user, to fill in. */
export const cardCsvTemplate = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, string> =>
  E.map(() => {
    const rows = world.read((s) =>
      s.cardMasters.filter((c) => c.organizationId === organizationId && c.guestId === null),
    );
    return `\uFEFFカードID,カード名,利用者メールアドレス\r\n${rows.map((c) => `${c.id},${c.name},`).join('\r\n')}\r\n`;
  })(organizationOf(world, account, organizationId));

/** GET card_masters/for_register: the organization's cards with a user that are not on this keypad yet. */
export const cardsForRegister = (
  world: World,
  account: AccountRecord,
  keypadId: number,
  page: number,
  perPage: number,
): E.Either<PortError, Page<CardMaster>> =>
  E.map(({ lock }: { lock: { organizationId: number } }) => {
    const onKeypad = new Set(
      world.read((s) =>
        s.keypadCards.filter((k) => k.keypadId === keypadId && k.status !== 'failed').map((k) => k.cardMasterId),
      ),
    );
    const matching = world.read((s) =>
      s.cardMasters.filter(
        (c) => c.organizationId === lock.organizationId && c.guestId !== null && !onKeypad.has(c.id),
      ),
    );
    const size = servedPerPage(world, 'cardsForRegister', perPage);
    return {
      items: paged(matching, page, size).map((c) => cardMasterOf(world, c)),
      total: matching.length,
      page: Math.max(1, page),
      perPage: size,
    };
  })(keypadOf(world, account, keypadId));
