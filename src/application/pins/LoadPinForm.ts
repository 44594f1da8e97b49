import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, pinCapOf, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { PinsGateway } from './ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { everyItemOf } from '../shared/lostAnswer';

/** What the new-PIN form needs before it is shown: the cap, the count, and every code on the keypad. */
export interface PinFormContext {
  readonly cap: number;
  /** PINs registered on the keypad: what the limit counts (canAddPin). */
  readonly registered: number;
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
      // every page of each tab: the page size asked for is not trusted to hold them all
      const tab = (isRegistered: boolean) =>
        everyItemOf((page) => this.pins.list({ keypadId, page, perPage: PIN_PAGE_SIZE, isRegistered }));
      const registered = fromPortResult(await tab(true), PIN_MESSAGES.loadFailed);
      if (E.isLeft(registered)) return registered;
      const registering = fromPortResult(await tab(false), PIN_MESSAGES.loadFailed);
      if (E.isLeft(registering)) return registering;
      return E.right({
        cap: pinCapOf(plan.right),
        registered: registered.right.length,
        onKeypad: [...registered.right, ...registering.right],
      });
    });
  }
}
