import * as t from 'io-ts';
import type {
  CardAssignError,
  CardCsvUploadError,
  CardRemovalError,
} from '../../../application/cards/ports/CardsGateway';
import type { PortError } from '../../../application/ports/PortError';
import { NumberFromWire } from '../codecs/common';

/**
 * The 400 bodies of the card calls that carry meaning, read the same way by the HTTP and the
 * in-memory adapters. The spec does not show them, so they are read tolerantly:
 * - DELETE card_masters/{id}: { error: string | string[] } or { errors: string[] }: the keypads it is on;
 * - POST pad_cards: { error: 'card_limit_exceeded' } (or a 403 plan limit): over 1000 cards;
 * - POST csv_guest_registrations: { error?: string, errors?: [{ line, message }] }.
 */
const Texts = t.union([t.string, t.array(t.string)]);
const RemovalBody = t.union([t.type({ error: Texts }), t.type({ errors: Texts })]);
const LimitBody = t.type({ error: t.literal('card_limit_exceeded') });
const CsvBody = t.partial({
  error: t.union([t.string, t.null]),
  errors: t.array(t.type({ line: NumberFromWire, message: t.string })),
});

const textsOf = (value: string | ReadonlyArray<string>): ReadonlyArray<string> =>
  (typeof value === 'string' ? [value] : value).filter((s) => s.trim() !== '');

export const CARD_LIMIT_ERROR = 'card_limit_exceeded';

export const removalErrorOf = (error: PortError): CardRemovalError => {
  if (error._tag !== 'Invalid') return error;
  const decoded = RemovalBody.decode(error.body);
  if (decoded._tag === 'Left') return error;
  const texts = textsOf('error' in decoded.right ? decoded.right.error : decoded.right.errors);
  return { _tag: 'CardOnKeypads', errors: texts };
};

export const assignErrorOf = (error: PortError): CardAssignError =>
  error._tag === 'PlanLimit' ||
  (error._tag === 'Invalid' && (LimitBody.is(error.body) || error.message === CARD_LIMIT_ERROR))
    ? { _tag: 'CardLimitReached' }
    : error;

export const csvUploadErrorOf = (error: PortError): CardCsvUploadError => {
  if (error._tag !== 'Invalid') return error;
  const decoded = CsvBody.decode(error.body);
  if (decoded._tag === 'Left') return { _tag: 'CardCsvRejected', error: error.message ?? null, lines: [] };
  const lines = decoded.right.errors ?? [];
  const message = decoded.right.error ?? error.message ?? null;
  return { _tag: 'CardCsvRejected', error: message, lines };
};
