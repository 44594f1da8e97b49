import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { conflictingPin } from '../../domain/pins/conflict';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { pinCapOf } from '../../domain/pins/pin';
import { isKeypadFull } from '../../domain/pins/places';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { passKeyOf } from '../../domain/visitors/pass';
import { OrganizationReads, type KeypadOfLock } from '../access/organizationReads';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { created, type Created } from '../shared/lostAnswer';
import { hasRegistrationFailed } from '../../domain/keypads/registration';
import { sendPassPin } from './passPins';

/** The pass as it was issued: the keypad to send it to again, and the PIN every other keypad holds. */
export interface PassOnKeypad {
  readonly keypad: KeypadOfLock;
  readonly pin: string;
  readonly name: string;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
}

/**
 * 再試行 of one keypad whose request failed when the pass was issued: the keypad read again first (its PINs, the
 * cap). It already holds the pass (an earlier answer was lost): nothing is sent. Its code is now another PIN's, or the
 * keypad is full: refused, with the words. Otherwise POST /pad_pins/ once, as 発行 sends it.
 */
@injectable()
export class RetryPassKeypad {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(pass: PassOnKeypad, pool: CallPool): Promise<Outcome<Created<void>>> {
    return this.organization.run(async (organizationId) => {
      const [plan, held] = await Promise.all([
        pool.run(async () => fromPortResult(await this.functions.fetch(organizationId), PIN_MESSAGES.loadFailed)),
        this.reads.keypadPins(pool, [pass.keypad]),
      ]);
      if (E.isLeft(plan)) return plan;
      if (E.isLeft(held)) return held;
      const cap = pinCapOf(plan.right);
      const registered = held.right.flatMap((k) => k.registered);
      const onKeypad = held.right.flatMap((k) => [...k.registered, ...k.registering]);
      const wanted = passKeyOf(pass);
      if (onKeypad.some((p) => !hasRegistrationFailed(p) && passKeyOf(p) === wanted))
        return E.right(created(undefined));
      const conflict = conflictingPin(pass.pin, onKeypad);
      if (conflict) return E.left(AppErrors.conflict(VISITOR_MESSAGES.codeTakenMeanwhile(conflict.name)));
      if (isKeypadFull(registered.length, cap)) return E.left(AppErrors.planLimit(PIN_MESSAGES.limitReached(cap)));
      return pool.run(() =>
        sendPassPin(
          this.pins,
          { keypadId: pass.keypad.keypad.id, pin: pass.pin, name: pass.name, from: pass.timeFrom, to: pass.timeTill },
          onKeypad,
          cap,
        ),
      );
    });
  }
}
