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
import { answerMayBeLost, created, type Created, settleLostCreate } from '../shared/lostAnswer';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';
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
 * Individual guest registration (devices-access §8, Guests, Create). The first call never agrees
 * to pay: over the free tier the server answers 401, which here means "confirm the billable
 * guest" (NeedsConsent with the notice), never "log out"; the manager's yes sends the same
 * guest again with pay-per-guest on. A lost answer is settled by looking the address up in
 * GET guests/all (an address is registered once: 409 otherwise).
 */
@injectable()
export class CreateGuest {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(form: GuestForm, options: { readonly billingConfirmed: boolean }): Promise<Outcome<Created<GuestId>>> {
    const errors = validateGuestForm(form);
    if (hasErrors(errors)) return E.left(AppErrors.invalidFields(errors));
    return this.organization.run(async (organizationId) => {
      const email = form.email.trim();
      const sent = await this.guests.create({
        organizationId,
        name: form.name.trim(),
        email,
        enablePayPerGuests: options.billingConfirmed,
      });
      if (E.isRight(sent)) return E.right(created(sent.right));
      if (sent.left._tag === 'Unauthorized' && !options.billingConfirmed) {
        return E.left(AppErrors.needsConsent(await billingNoticeFor(this.guests, organizationId, 1)));
      }
      if (answerMayBeLost(sent.left)) {
        return settleLostCreate(CREATED_THINGS.guest, async () =>
          E.map(
            (all: ReadonlyArray<{ readonly id: GuestId; readonly email: string }>) =>
              all.find((g) => g.email.toLowerCase() === email.toLowerCase())?.id ?? null,
          )(await this.guests.all(organizationId)),
        );
      }
      return E.left(failureOf(sent.left));
    });
  }
}
