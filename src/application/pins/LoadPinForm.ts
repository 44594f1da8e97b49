import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, pinCapOf, PIN_HARD_LIMIT_PAGE } from '../../domain/pins/pin';
import { ConsoleFunctionsGateway } from '../ports/ConsoleFunctionsGateway';
import { PinsGateway } from '../ports/PinsGateway';
import { readAllPages } from '../shared/CallPool';
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
      // every page of each tab (the server pages as it likes: 30 a page whatever per_page asks, devices-access §9)
      let totalWithRegistering = 0;
      const tab = async (isRegistered: boolean) =>
        fromPortResult(
          await readAllPages(async (page) => {
            const answer = await this.pins.list({ keypadId, page, perPage: PIN_HARD_LIMIT_PAGE, isRegistered });
            if (E.isRight(answer) && isRegistered && page === 1)
              totalWithRegistering = answer.right.totalWithRegistering;
            return answer;
          }),
          PIN_MESSAGES.loadFailed,
        );
      const registered = await tab(true);
      if (E.isLeft(registered)) return registered;
      const registering = await tab(false);
      if (E.isLeft(registering)) return registering;
      return E.right({
        cap: pinCapOf(plan.right),
        totalWithRegistering,
        onKeypad: [...registered.right.items, ...registering.right.items],
      });
    });
  }
}
