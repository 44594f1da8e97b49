import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { CARD_CSV_MAX_ROWS, readCardCsv } from '../../../domain/cards/cardCsv';
import { validateCardCsvRows } from '../../../domain/cards/cardCsvRules';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';

/**
 * POST card_masters/csv_guest_registrations as the server runs it: the whole file or nothing.
 * Wire shape (the spec names 'error string plus per-line errors (line and message)'):
 *   400 { error: string, errors: [{ line, message }] }   line = row number, header = 1
 * The server applies the same row rules as the browser's dry run, with its own knowledge of
 * the cards and guests (unknown card, card that already has a user, unknown e-mail).
 */
export const SERVER_CSV_ERROR = 'CSVの内容に誤りがあります。';

export const uploadCardCsv = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  bytes: Uint8Array,
): E.Either<PortError, { count: number }> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const rows = readCardCsv(bytes);
  if (E.isLeft(rows)) return E.left(PortErrors.invalid(rows.left, { error: rows.left, errors: [] }));
  if (rows.right.length > CARD_CSV_MAX_ROWS)
    return E.left(
      PortErrors.invalid('too many rows', {
        error: `CSVで登録できる件数の上限（${CARD_CSV_MAX_ROWS}件）を超えています。`,
        errors: [],
      }),
    );
  const cards = new Map(
    world.read((s) =>
      s.cardMasters
        .filter((c) => c.organizationId === organizationId)
        .map((c) => [c.id, { hasUser: c.guestId !== null }] as const),
    ),
  );
  const guests = world.read((s) => s.guests.filter((g) => g.organizationId === organizationId));
  const guestEmails = new Set(guests.map((g) => g.email.toLowerCase()));
  const report = validateCardCsvRows(rows.right, { cards, guestEmails });
  if (report.fileErrors.length > 0 || report.rowErrors.length > 0) {
    const errors = report.rowErrors.flatMap((e) => e.reasons.map((message) => ({ line: e.rowNumber, message })));
    return E.left(PortErrors.invalid(SERVER_CSV_ERROR, { error: report.fileErrors[0] ?? SERVER_CSV_ERROR, errors }));
  }
  world.write((s) => {
    for (const row of report.validRows) {
      const card = s.cardMasters.find((c) => c.id === Number(row.cardId) && c.organizationId === organizationId);
      const guest = guests.find((g) => g.email.toLowerCase() === row.email.toLowerCase());
      if (card && guest) {
        card.name = row.cardName;
        card.guestId = guest.id;
      }
    }
  });
  return E.right({ count: report.validRows.length });
};
