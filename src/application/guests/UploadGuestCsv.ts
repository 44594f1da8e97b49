import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { serverRowErrorMessage } from '../../domain/guests/guestCsvRules';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GuestsGateway } from './ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { billingNoticeFor } from './billingNotice';

/**
 * Sends a checked guest CSV (devices-access §8, Guests, CSV): 401 asks for the billing
 * confirmation (NeedsConsent) and the manager's yes sends it again with pay-per-guest on.
 * Rows the server refused are an Invalid with one line per error ('3行目: …'; code 7 without a row).
 */
@injectable()
export class UploadGuestCsv {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(
    file: Uint8Array,
    options: { readonly rowCount: number; readonly billingConfirmed: boolean },
  ): Promise<Outcome<number>> {
    return this.organization.run(async (organizationId) => {
      const result = await this.guests.uploadCsv(organizationId, file, options.billingConfirmed);
      // a success without a count registered every row sent (row errors would have been a failure)
      if (E.isRight(result)) return E.right(result.right ?? options.rowCount);
      const error = result.left;
      switch (error._tag) {
        case 'GuestCountOverflow':
          return E.left(AppErrors.planLimit(GUEST_MESSAGES.guestCountOverflow));
        case 'CsvRowErrors':
          return E.left(
            AppErrors.invalid(GUEST_MESSAGES.csvFailed, {
              lines: [...new Set(error.errors.map((row) => serverRowErrorMessage(row.code, row.line)))],
            }),
          );
        case 'Unauthorized':
          return options.billingConfirmed
            ? E.left(
                fromPort(error, GUEST_MESSAGES.csvFailed, { messages: { Unauthorized: GUEST_MESSAGES.csvFailed } }),
              )
            : E.left(AppErrors.needsConsent(await billingNoticeFor(this.guests, organizationId, options.rowCount)));
        case 'PlanLimit':
          return E.left(AppErrors.planLimit(GUEST_MESSAGES.planUnavailable));
        default:
          return E.left(fromPort(error, GUEST_MESSAGES.csvFailed, { serverMessage: error._tag === 'Invalid' }));
      }
    });
  }
}
