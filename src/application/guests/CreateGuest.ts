import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { type GuestForm, validateGuestForm } from '../../domain/guests/validation';
import { hasErrors } from '../../domain/shared/validation';
import { GuestsGateway } from '../ports/GuestsGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type AppError, type Outcome } from '../shared/AppError';
import { billingNoticeFor } from './billingNotice';

const failureOf = (error: PortError): AppError => {
  switch (error._tag) {
    // the address is what the manager must change: shown under the e-mail field
    case 'Conflict':
      return AppErrors.invalidFields({ email: GUEST_MESSAGES.emailTaken });
    case 'PlanLimit':
      return AppErrors.planLimit(GUEST_MESSAGES.planLimitReached);
    default:
      return fromPort(error, GUEST_MESSAGES.createFailed);
  }
};

/**
 * Individual guest registration (spec section 8, Guests, Create). The first call never agrees
 * to pay: over the free tier the server answers 401, which here means "confirm the billable
 * guest" (NeedsConsent with the notice), never "log out"; the manager's yes sends the same
 * guest again with pay-per-guest on.
 */
@injectable()
export class CreateGuest {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(form: GuestForm, options: { readonly billingConfirmed: boolean }): Promise<Outcome<GuestId>> {
    const errors = validateGuestForm(form);
    if (hasErrors(errors)) return E.left(AppErrors.invalidFields(errors));
    return this.organization.run(async (organizationId) => {
      const created = await this.guests.create({ organizationId, name: form.name.trim(), email: form.email.trim(), enablePayPerGuests: options.billingConfirmed });
      if (E.isRight(created)) return created;
      if (created.left._tag === 'Unauthorized' && !options.billingConfirmed) {
        return E.left(AppErrors.needsConsent(await billingNoticeFor(this.guests, organizationId, 1)));
      }
      return E.left(failureOf(created.left));
    });
  }
}
