import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { periodOf, type ExpiryInput } from '../../domain/keypads/expiry';
import { doorLabelOf } from '../../domain/locks/doorLabel';
import type { KeypadSide } from '../../domain/keypads/keypadSide';
import { freeRandomPin } from '../../domain/pins/conflict';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { pinCapOf, type Pin } from '../../domain/pins/pin';
import { isKeypadFull } from '../../domain/pins/places';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { passPinName, validatePassWho } from '../../domain/visitors/pass';
import { validatePassWindow } from '../../domain/visitors/passWindow';
import { OrganizationReads, type KeypadOfLock } from '../access/organizationReads';
import { Clock } from '../ports/Clock';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import type { Created } from '../shared/lostAnswer';
import { sendEach } from '../shared/sendEach';
import { sendPassPin } from './passPins';
import { secureRandom } from '../shared/secureRandom';

/**
 * Digits of a pass's code. The spec allows 4 to 8 (devices-access §5) and is silent on a visitor's: 6, as a one-time
 * code people type is usually (4 is guessed too easily on a door used by many; 8 is long to type at a door).
 */
export const PASS_PIN_LENGTH = 6;

export interface PassRequest {
  /** The keypads chosen on the first step, as LoadPassKeypads read them. */
  readonly keypads: ReadonlyArray<KeypadOfLock>;
  readonly name: string;
  readonly note: string;
  readonly window: ExpiryInput;
  /** [0, 1); cryptographic by default (tests pass a seeded one). */
  readonly random?: () => number;
}

/** One keypad of the pass after its one request: sent (registering now), or failed with the words to show. */
export interface PassKeypadResult {
  readonly keypad: KeypadOfLock;
  readonly label: string;
  readonly outcome: Outcome<Created<void>>;
}

/** What the share card needs, and each keypad's answer. */
export interface IssuedPass {
  readonly organizationName: string;
  /** The PIN's name: the visitor's name, with the note when there is one. */
  readonly name: string;
  readonly pin: string;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly doors: ReadonlyArray<{ readonly lockName: string; readonly side: KeypadSide | null }>;
  readonly keypads: ReadonlyArray<PassKeypadResult>;
}

/**
 * 発行: a visitor pass is one PIN of the spec on each chosen keypad, the same code, name and window on all. The rules
 * first (the PIN name's, the period's against the clock), nothing sent when one fails. Then the reads, through the
 * screen's pool: GET console_functions (the cap) and every PIN of each chosen keypad (knight_pins, the registering tab
 * only where there is one). A full keypad refuses the whole pass with the spec's limit message (one code must open
 * every chosen door). The code is a free random one for every chosen keypad at once (the ★ conflict rule's finder over
 * their PINs together). Then POST /pad_pins/ once per keypad, four at most in flight, each with its own answer.
 */
@injectable()
export class IssuePass {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(request: PassRequest, pool: CallPool): Promise<Outcome<IssuedPass>> {
    const who = validatePassWho(request.name, request.note);
    const when = validatePassWindow(request.window, this.clock.now());
    const fields: Record<string, string> = {
      ...(who.name === undefined ? {} : { name: who.name }),
      ...(who.note === undefined ? {} : { note: who.note }),
      ...(when.from === undefined ? {} : { 'window.fromDate': when.from }),
      ...(when.to === undefined ? {} : { 'window.toDate': when.to }),
    };
    if (Object.keys(fields).length > 0) return Promise.resolve(E.left(AppErrors.invalidFields(fields)));
    // a keypad chosen twice is one keypad: one PIN, one request
    const keypads = [...new Map(request.keypads.map((k) => [k.keypad.id, k])).values()];
    if (keypads.length === 0) return Promise.resolve(E.left(AppErrors.invalid(VISITOR_MESSAGES.noDoorChosen)));
    return this.organization.run(async (organizationId) => {
      const [plan, held] = await Promise.all([
        pool.run(async () => fromPortResult(await this.functions.fetch(organizationId), PIN_MESSAGES.loadFailed)),
        this.reads.keypadPins(pool, keypads),
      ]);
      if (E.isLeft(plan)) return plan;
      if (E.isLeft(held)) return held;
      const cap = pinCapOf(plan.right);
      const labelOf = (keypad: KeypadOfLock): string =>
        doorLabelOf({ lockName: keypad.lock.setting.lockName, side: keypad.side });
      const full = held.right.filter((k) => isKeypadFull(k.registered.length, cap));
      if (full.length > 0)
        return E.left(
          AppErrors.planLimit(
            full.map((k) => VISITOR_MESSAGES.keypadFull(labelOf(k.keypad), PIN_MESSAGES.limitReached(cap))).join('\n'),
          ),
        );
      const everyPin: ReadonlyArray<Pin> = held.right.flatMap((k) => [...k.registered, ...k.registering]);
      const code = freeRandomPin(PASS_PIN_LENGTH, everyPin, request.random ?? secureRandom);
      if (code === undefined) return E.left(AppErrors.invalid(VISITOR_MESSAGES.noCommonFreePin));
      const period = periodOf({ ...request.window, enabled: true });
      const name = passPinName(request.name, request.note);
      const sent = await sendEach(pool, held.right, (k) =>
        sendPassPin(
          this.pins,
          { keypadId: k.keypad.keypad.id, pin: code, name, from: period.from, to: period.to },
          [...k.registered, ...k.registering],
          cap,
        ),
      );
      return E.right({
        organizationName: this.organization.summary()?.name ?? '',
        name,
        pin: code,
        timeFrom: period.from,
        timeTill: period.to,
        doors: keypads.map((k) => ({ lockName: k.lock.setting.lockName, side: k.side })),
        keypads: sent.map(({ item, answer }) => ({
          keypad: item.keypad,
          label: labelOf(item.keypad),
          outcome: answer,
        })),
      });
    });
  }
}
