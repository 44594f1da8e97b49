import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { todayInJapan } from '../../domain/shared/dates';
import { boundsOf, firstReservableDate, type DateBounds } from '../../domain/signup/installation';
import { SIGNUP_MESSAGES } from '../../domain/signup/messages';
import { Clock } from '../ports/Clock';
import { SignupGateway } from './ports/SignupGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/** What the wizard needs before it shows its first step. */
export interface SignupContext {
  readonly taxRate: number;
  readonly bounds: DateBounds;
  /** Where the date pickers start: earliest_on when given, else the first reservable day. */
  readonly startDate: string;
  /** The reservable dates could not be had: logged only, the pickers use the default bounds. */
  readonly reservableFailed: boolean;
}

/**
 * Opens the wizard of a mail link with the spec's calls only: the plans (503 there means applications
 * are stopped: Refused) and the reservable dates, whose failure does not stop the wizard. The spec has
 * no call that checks the mail link's token: it stays in the URL (/account/signup/organization/:token)
 * and travels once, as email_token in the body of POST /v1/organizations/ (SubmitSignup), where the
 * server accepts or refuses it.
 */
@injectable()
export class OpenSignup {
  constructor(
    @inject(SignupGateway) private readonly gateway: SignupGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(_token: string): Promise<Outcome<SignupContext>> {
    const [plans, reservable] = await Promise.all([this.gateway.taxRate(), this.gateway.reservableDates()]);
    if (E.isLeft(plans)) {
      const stopped = plans.left._tag === 'Unavailable' && plans.left.status === 503;
      return E.left(
        stopped
          ? AppErrors.refused(SIGNUP_MESSAGES.applicationsStopped)
          : fromPort(plans.left, SIGNUP_MESSAGES.openFailed),
      );
    }
    const bounds = boundsOf(todayInJapan(this.clock.now()), E.isRight(reservable) ? reservable.right : undefined);
    const earliest = E.isRight(reservable) ? reservable.right.earliestOn : undefined;
    return E.right({
      taxRate: plans.right,
      bounds,
      startDate: earliest ?? firstReservableDate(bounds),
      reservableFailed: E.isLeft(reservable),
    });
  }
}
