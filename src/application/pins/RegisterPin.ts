import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { conflictingPin } from '../../domain/pins/conflict';
import { expiryHasErrors, type ExpiryInput, periodOf, validateExpiry } from '../../domain/keypads/expiry';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { hasErrors } from '../../domain/shared/validation';
import { validatePinFields } from '../../domain/pins/validation';
import { Clock } from '../ports/Clock';
import { PinsGateway } from './ports/PinsGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { answerMayBeLost, created, type Created, noteExisting, settleLostCreate } from '../shared/lostAnswer';
import { pinLookUp } from './pinLookUp';

export interface PinRegistration {
  readonly keypadId: number;
  readonly name: string;
  readonly pin: string;
  readonly expiry: ExpiryInput;
  /** The keypad's PINs as the form loaded them, for the ★ conflict rule. */
  readonly onKeypad: ReadonlyArray<Pin>;
  readonly cap: number;
}

/**
 * pins-new: the field rules, the three period rules against the clock, the ★ conflict rule
 * (a code in use on the keypad is refused: two people with one code cannot be told apart in the log),
 * then POST /pad_pins/. The server's plan limit opens the limit modal. Field keys are the form's paths.
 */
@injectable()
export class RegisterPin {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(input: PinRegistration): Promise<Outcome<Created<void>>> {
    const fields: Record<string, string> = { ...validatePinFields({ name: input.name, pin: input.pin }) };
    const conflict = fields.pin === undefined ? conflictingPin(input.pin, input.onKeypad) : undefined;
    if (conflict) fields.pin = PIN_MESSAGES.pinInUse(conflict.name);
    const expiry = validateExpiry(input.expiry, this.clock.now());
    if (expiryHasErrors(expiry)) {
      if (expiry.from) fields['expiry.fromDate'] = expiry.from;
      if (expiry.to) fields['expiry.toDate'] = expiry.to;
    }
    if (hasErrors(fields)) return E.left(AppErrors.invalidFields(fields));
    const period = periodOf(input.expiry);
    const pin = input.pin.trim();
    const name = input.name.trim();
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    // what the keypad lists now, so that a lost answer claims only a PIN this attempt made
    const lookUp = pinLookUp(this.pins, input.keypadId, { pin, name });
    const before = await noteExisting(lookUp);
    const result = await this.pins.create({ keypadId: input.keypadId, pin, name, from: period.from, to: period.to });
    if (E.isRight(result)) return E.right(created(undefined));
    if (answerMayBeLost(result.left))
      return E.map((found: Created<unknown>): Created<void> => ({ ...found, value: undefined }))(
        await settleLostCreate(lookUp, before),
      );
    if (result.left._tag === 'PlanLimit') return E.left(AppErrors.planLimit(PIN_MESSAGES.limitReached(input.cap)));
    return E.left(fromPort(result.left, PIN_MESSAGES.registerFailed, { serverMessage: true }));
  }
}
