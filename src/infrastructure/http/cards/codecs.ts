import * as t from 'io-ts';
import type { CardMaster, KeypadCard, KeypadCardList } from '../../../domain/cards/card';
import { nullable, NumberFromWire } from '../codecs/common';

const GuestName = t.exact(t.type({ name: t.string }));

/**
 * Card master (devices-access §3): id, name and created_at required; guest_id and guest may be
 * absent or null (no user). Unknown fields stripped.
 */
export const CardMasterCodec = t.exact(
  t.intersection([
    t.type({ id: NumberFromWire, name: t.string, created_at: t.string }),
    t.partial({ guest_id: nullable(NumberFromWire), guest: nullable(GuestName) }),
  ]),
);
export type WireCardMaster = t.TypeOf<typeof CardMasterCodec>;

/** Search and for_register: card_masters and total (devices-access §3). */
export const CardMasterPageCodec = t.exact(t.type({ card_masters: t.array(CardMasterCodec), total: NumberFromWire }));

/** GET card_masters/{id}: the spec does not show the body; accepted bare or wrapped in card_master. */
export const CardMasterBodyCodec = t.union([t.exact(t.type({ card_master: CardMasterCodec })), CardMasterCodec]);

/**
 * Knight card (devices-access §3: id, name, guest, time_from, time_till, registration_job_status): id and name
 * required; guest may be null (being deleted), the period and job status absent or null. The row carries no card
 * master id: a `card_master_id` a server adds is stripped like any unknown field, so nothing relies on it.
 */
export const KeypadCardCodec = t.exact(
  t.intersection([
    t.type({ id: NumberFromWire, name: t.string, guest: nullable(GuestName) }),
    t.partial({
      time_from: nullable(t.string),
      time_till: nullable(t.string),
      registration_job_status: nullable(t.string),
    }),
  ]),
);
export type WireKeypadCard = t.TypeOf<typeof KeypadCardCodec>;

export const KeypadCardListCodec = t.exact(
  t.type({ knight_cards: t.array(KeypadCardCodec), total: NumberFromWire, total_with_registering: NumberFromWire }),
);

export const toCardMaster = (wire: WireCardMaster): CardMaster => ({
  id: wire.id,
  name: wire.name,
  guestId: wire.guest_id ?? null,
  guestName: wire.guest?.name ?? null,
  createdAt: wire.created_at,
});

export const cardMasterOfBody = (body: t.TypeOf<typeof CardMasterBodyCodec>): CardMaster =>
  toCardMaster('card_master' in body ? body.card_master : body);

export const toKeypadCard = (wire: WireKeypadCard): KeypadCard => ({
  id: wire.id,
  name: wire.name,
  guestName: wire.guest?.name ?? null,
  timeFrom: wire.time_from ?? null,
  timeTill: wire.time_till ?? null,
  registrationJobStatus: wire.registration_job_status ?? null,
  cardMasterId: null,
});

export const toKeypadCardList = (wire: t.TypeOf<typeof KeypadCardListCodec>): KeypadCardList => ({
  items: wire.knight_cards.map(toKeypadCard),
  total: wire.total,
  totalWithRegistering: wire.total_with_registering,
});

export const wireCardMasterOf = (card: CardMaster): WireCardMaster => ({
  id: card.id,
  name: card.name,
  created_at: card.createdAt,
  guest_id: card.guestId,
  guest: card.guestName === null ? null : { name: card.guestName },
});

export const wireKeypadCardOf = (card: KeypadCard): WireKeypadCard => ({
  id: card.id,
  name: card.name,
  guest: card.guestName === null ? null : { name: card.guestName },
  time_from: card.timeFrom,
  time_till: card.timeTill,
  registration_job_status: card.registrationJobStatus,
});
