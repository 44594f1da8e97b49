import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { type GuestForm, validateGuestForm } from '../../domain/guests/validation';
import { type FieldErrors, hasErrors } from '../../domain/shared/validation';
import { GuestsGateway } from '../ports/GuestsGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';
import { billingNoticeFor } from './billingNotice';

export type CreateGuestFailure =
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<GuestForm> }
  /** The server's 401: this guest would be billed. Ask, then call again with billingConfirmed. */
  | { readonly kind: 'needs-billing-consent'; readonly notice: string }
  | { readonly kind: 'email-taken'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

const failureOf = (error: PortError): CreateGuestFailure => {
  switch (error._tag) {
    case 'Conflict':
      return { kind: 'email-taken', message: GUEST_MESSAGES.emailTaken };
    case 'PlanLimit':
      return { kind: 'failed', message: GUEST_MESSAGES.planLimitReached };
    default:
      return { kind: 'failed', message: messageOf(error, GUEST_MESSAGES.createFailed) };
  }
};

/**
 * Individual guest registration (spec section 8, Guests, Create). The first call never agrees
 * to pay: over the free tier the server answers 401, which here means "confirm the billable
 * guest", never "log out"; the manager's yes sends the same guest again with pay-per-guest on.
 */
@injectable()
export class CreateGuest {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(form: GuestForm, options: { readonly billingConfirmed: boolean }): Promise<E.Either<CreateGuestFailure, GuestId>> {
    const errors = validateGuestForm(form);
    if (hasErrors(errors)) return E.left({ kind: 'invalid', errors });
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return E.left(failureOf(organizationId.left));
    const created = await this.guests.create({
      organizationId: organizationId.right, name: form.name.trim(), email: form.email.trim(), enablePayPerGuests: options.billingConfirmed,
    });
    if (E.isRight(created)) return created;
    if (created.left._tag === 'Unauthorized' && !options.billingConfirmed) {
      return E.left({ kind: 'needs-billing-consent', notice: await billingNoticeFor(this.guests, organizationId.right, 1) });
    }
    return E.left(failureOf(created.left));
  }
}
