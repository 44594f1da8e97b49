import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { serverRowErrorMessage } from '../../domain/guests/guestCsvRules';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf, serverMessageOr } from '../shared/messageOf';
import { billingNoticeFor } from './billingNotice';

export type UploadGuestCsvFailure =
  | { readonly kind: 'needs-billing-consent'; readonly notice: string }
  /** The server refused rows: one line per error, '3行目: …' (code 7 without a row). */
  | { readonly kind: 'rows'; readonly lines: ReadonlyArray<string> }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Sends a checked guest CSV (spec section 8, Guests, CSV): 401 asks for the billing
 * confirmation and the manager's yes sends it again with pay-per-guest on.
 */
@injectable()
export class UploadGuestCsv {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(file: Uint8Array, options: { readonly rowCount: number; readonly billingConfirmed: boolean }): Promise<E.Either<UploadGuestCsvFailure, number>> {
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return E.left({ kind: 'failed', message: messageOf(organizationId.left, GUEST_MESSAGES.csvFailed) });
    const result = await this.guests.uploadCsv(organizationId.right, file, options.billingConfirmed);
    // a success without a count registered every row sent (row errors would have been a failure)
    if (E.isRight(result)) return E.right(result.right ?? options.rowCount);
    const error = result.left;
    switch (error._tag) {
      case 'GuestCountOverflow':
        return E.left({ kind: 'failed', message: GUEST_MESSAGES.guestCountOverflow });
      case 'CsvRowErrors':
        return E.left({ kind: 'rows', lines: [...new Set(error.errors.map((row) => serverRowErrorMessage(row.code, row.line)))] });
      case 'Unauthorized':
        return options.billingConfirmed
          ? E.left({ kind: 'failed', message: GUEST_MESSAGES.csvFailed })
          : E.left({ kind: 'needs-billing-consent', notice: await billingNoticeFor(this.guests, organizationId.right, options.rowCount) });
      case 'PlanLimit':
        return E.left({ kind: 'failed', message: GUEST_MESSAGES.planUnavailable });
      case 'Invalid':
        return E.left({ kind: 'failed', message: serverMessageOr(error, GUEST_MESSAGES.csvFailed) });
      default:
        return E.left({ kind: 'failed', message: messageOf(error, GUEST_MESSAGES.csvFailed) });
    }
  }
}
