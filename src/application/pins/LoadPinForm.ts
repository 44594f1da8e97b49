import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, pinCapOf, PIN_HARD_LIMIT_PAGE } from '../../domain/pins/pin';
import { ConsoleFunctionsGateway } from '../ports/ConsoleFunctionsGateway';
import { PinsGateway } from '../ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPortResult, type Outcome } from '../shared/AppError';

/** What the new-PIN form needs before it is shown: the cap, the count, and every code on the keypad. */
export interface PinFormContext {
  readonly cap: number;
  readonly totalWithRegistering: number;
  /** Registered and registering PINs of the keypad (for the ★ conflict check). */
  readonly onKeypad: ReadonlyArray<Pin>;
}

@injectable()
export class LoadPinForm {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(keypadId: number): Promise<Outcome<PinFormContext>> {
    return this.organization.run(async (organizationId) => {
      const plan = fromPortResult(await this.functions.fetch(organizationId), PIN_MESSAGES.loadFailed);
      if (E.isLeft(plan)) return plan;
      // a keypad holds at most 50 PINs, so one page of each tab holds them all
      const registered = fromPortResult(
        await this.pins.list({ keypadId, page: 1, perPage: PIN_HARD_LIMIT_PAGE, isRegistered: true }),
        PIN_MESSAGES.loadFailed,
      );
      if (E.isLeft(registered)) return registered;
      const registering = fromPortResult(
        await this.pins.list({ keypadId, page: 1, perPage: PIN_HARD_LIMIT_PAGE, isRegistered: false }),
        PIN_MESSAGES.loadFailed,
      );
      if (E.isLeft(registering)) return registering;
      return E.right({
        cap: pinCapOf(plan.right),
        totalWithRegistering: registered.right.totalWithRegistering,
        onKeypad: [...registered.right.items, ...registering.right.items],
      });
    });
  }
}
