import * as t from 'io-ts';
import type { GuestCsvUploadError, GuestRemovalError } from '../../../application/guests/ports/GuestsGateway';
import type { PortError } from '../../../application/ports/PortError';
import { NumberFromWire } from '../codecs/common';

/**
 * The two 400 bodies of the guest calls that carry meaning. Shared by the HTTP and the
 * in-memory adapters so both read a server answer the same way.
 */
const CardNamesCodec = t.exact(t.type({ error: t.array(t.string) }));
const RowErrorsCodec = t.exact(
  t.type({ errors: t.array(t.exact(t.type({ line: NumberFromWire, code: NumberFromWire }))) }),
);
const OverflowCodec = t.exact(t.type({ error: t.literal('guest_count_overflow') }));

/** DELETE /guests/{id}: 400 { error: [card names] } means the guest still holds those cards. */
export const removalErrorOf = (error: PortError): GuestRemovalError => {
  if (error._tag !== 'Invalid') return error;
  const decoded = CardNamesCodec.decode(error.body);
  return decoded._tag === 'Right' && decoded.right.error.length > 0
    ? { _tag: 'GuestHoldsCards', cardNames: decoded.right.error }
    : error;
};

/** POST /guests/csv: 400 { error: 'guest_count_overflow' } or 400 { errors: [{ line, code }] }. */
export const csvUploadErrorOf = (error: PortError): GuestCsvUploadError => {
  if (error._tag !== 'Invalid') return error;
  if (OverflowCodec.is(error.body) || error.message === 'guest_count_overflow') return { _tag: 'GuestCountOverflow' };
  const rows = RowErrorsCodec.decode(error.body);
  return rows._tag === 'Right' && rows.right.errors.length > 0
    ? { _tag: 'CsvRowErrors', errors: rows.right.errors }
    : error;
};
