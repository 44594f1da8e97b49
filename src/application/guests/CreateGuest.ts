import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Guest, GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { type GuestForm, validateGuestForm } from '../../domain/guests/validation';
import { hasErrors } from '../../domain/shared/validation';
import { GuestsGateway } from './ports/GuestsGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type AppError, type Outcome } from '../shared/AppError';
import {
  answerMayBeLost,
  created,
  type Created,
  type CreateLookUp,
  noteExisting,
  settleLostCreate,
} from '../shared/lostAnswer';
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
 * guest again with pay-per-guest on. A lost or unreadable answer is settled by looking the address up in
 * GET guests/all: a guest of that address not listed before the send (an address is registered once: 409 otherwise).
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
      const lookUp: CreateLookUp<Guest> = {
        thing: CREATED_THINGS.guest,
        read: () => this.guests.all(organizationId),
        idOf: (guest) => guest.id,
        likeness: (guest) => (guest.email.toLowerCase() === email.toLowerCase() ? 'same' : 'other'),
      };
      const before = await noteExisting(lookUp);
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
      if (answerMayBeLost(sent.left))
        return E.map((found: Created<Guest>): Created<GuestId> => ({ ...found, value: found.value.id }))(
          await settleLostCreate(lookUp, before),
        );
      return E.left(failureOf(sent.left));
    });
  }
}
