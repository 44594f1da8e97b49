import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { GUEST_CSV_MAX_ROWS, readGuestCsvAsServer } from '../../../domain/guests/guestCsv';
import { GUEST_CSV_ERROR_CODES } from '../../../domain/guests/guestCsvRules';
import { isEmail } from '../../../domain/shared/email';
import { lengthOf } from '../../../domain/shared/validation';
import { GUEST_NAME_MAX } from '../../../domain/guests/guest';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import { guestsOfOrganization, needsBillingConsent, refreshRemainingGuests } from './server';

/**
 * POST /v1/console/guests/csv as the server runs it: the whole file or nothing.
 * Wire shapes (the spec names them, not their layout):
 *   400 { errors: [{ line, code }] }  line = row number in the file (header = 1), code = devices-access §5
 *   400 { error: 'guest_count_overflow' }
 *   401 when the new guests would be billed and enable_pay_per_guests is false
 */

/** Not in the spec's list: an e-mail already registered, or repeated in the file ("otherwise invalid value"). */
export const CODE_EMAIL_IN_USE = 8;

const rowCodes = (row: { name: string; mail: string }, seen: ReadonlySet<string>): number[] => {
  const codes: number[] = [];
  if (row.mail === '') codes.push(GUEST_CSV_ERROR_CODES.emailRequired);
  else if (!isEmail(row.mail)) codes.push(GUEST_CSV_ERROR_CODES.emailInvalid);
  if (row.name === '') codes.push(GUEST_CSV_ERROR_CODES.nameRequired);
  else if (lengthOf(row.name) > GUEST_NAME_MAX) codes.push(GUEST_CSV_ERROR_CODES.nameTooLong);
  if (row.mail !== '' && seen.has(row.mail.toLowerCase())) codes.push(CODE_EMAIL_IN_USE);
  return codes;
};

export const uploadGuestCsv = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  bytes: Uint8Array,
  enablePayPerGuests: boolean,
): E.Either<PortError, number> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const plan = organization.right.planFunctions;
  if (!plan.guestCsvRegistration) return E.left(PortErrors.planLimit('guest csv registration is not in the plan'));
  // Shift_JIS only, as the spec's server: a UTF-8 file sent as it is arrives garbled (the console converts it)
  const rows = readGuestCsvAsServer(bytes);
  if (E.isLeft(rows)) return E.left(PortErrors.invalid(rows.left));
  if (rows.right.length > GUEST_CSV_MAX_ROWS) {
    return E.left(PortErrors.invalid(undefined, { errors: [{ line: 0, code: GUEST_CSV_ERROR_CODES.limitExceeded }] }));
  }
  const existing = guestsOfOrganization(world, organizationId);
  const seen = new Set(existing.map((g) => g.email.toLowerCase()));
  const errors: Array<{ line: number; code: number }> = [];
  for (const row of rows.right) {
    for (const code of rowCodes(row, seen)) errors.push({ line: row.rowNumber, code });
    if (row.mail !== '') seen.add(row.mail.toLowerCase());
  }
  if (errors.length > 0) return E.left(PortErrors.invalid(undefined, { errors }));
  const adding = rows.right.length;
  if (existing.length + adding > plan.maximumGuestCount)
    return E.left(PortErrors.invalid('guest_count_overflow', { error: 'guest_count_overflow' }));
  if (needsBillingConsent(existing.length, adding, enablePayPerGuests))
    return E.left(PortErrors.unauthorized('pay per guest is not enabled'));
  const createdAt = world.now().toISOString();
  for (const row of rows.right) {
    const id = world.nextId('guest');
    world.write((s) => {
      s.guests.push({
        id,
        organizationId,
        name: row.name,
        email: row.mail,
        isConnected: false,
        verifyCode: `V${id}`,
        connectionRequestDate: null,
        createdAt,
      });
    });
  }
  refreshRemainingGuests(world, organizationId);
  return E.right(adding);
};
