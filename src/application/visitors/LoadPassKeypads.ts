import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { doorLabelOf } from '../../domain/locks/doorLabel';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { pinCapOf } from '../../domain/pins/pin';
import { isKeypadFull, pinPlacesLeft } from '../../domain/pins/places';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { keypadsOf, OrganizationReads, type KeypadOfLock } from '../access/organizationReads';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPortResult, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';

/** A keypad the manager may choose for a pass, with its PIN places. */
export interface PassKeypadChoice {
  readonly keypad: KeypadOfLock;
  /** '本社 正面玄関（屋外側）' */
  readonly label: string;
  /** PINs registered on it: what the limit counts (canAddPin, devices-access §8). */
  readonly registered: number;
  readonly cap: number;
  readonly placesLeft: number;
  readonly full: boolean;
}

/** A door of the organization: its keypads, or why it cannot take a pass. */
export interface PassDoorChoice {
  readonly lockId: number;
  readonly lockName: string;
  readonly keypads: ReadonlyArray<PassKeypadChoice>;
  /** Why no keypad of this door can be chosen (it has none); null when it has one. */
  readonly unavailable: string | null;
}

/**
 * The first step of 来訪者パス: every door of the organization with its keypads and the PIN places left on each.
 * The calls: GET console_functions (the cap: min(maximumPinCount, 50)), GET locks (every page), and per keypad one
 * GET knight_pins of the registered tab (per_page 1: its total is the count the limit reads), through the pool.
 */
@injectable()
export class LoadPassKeypads {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(pool: CallPool): Promise<Outcome<ReadonlyArray<PassDoorChoice>>> {
    return this.organization.run(async (organizationId) => {
      const [plan, locks] = await Promise.all([
        pool.run(async () => fromPortResult(await this.functions.fetch(organizationId), PIN_MESSAGES.loadFailed)),
        this.reads.locks(pool),
      ]);
      if (E.isLeft(plan)) return plan;
      if (E.isLeft(locks)) return locks;
      const cap = pinCapOf(plan.right);
      const keypads = keypadsOf(locks.right);
      const counted = await Promise.all(
        keypads.map((keypad) =>
          pool.run(async () =>
            E.map((list: { readonly total: number }): PassKeypadChoice => ({
              keypad,
              label: doorLabelOf({ lockName: keypad.lock.setting.lockName, side: keypad.side }),
              registered: list.total,
              cap,
              placesLeft: pinPlacesLeft(list.total, cap),
              full: isKeypadFull(list.total, cap),
            }))(
              fromPortResult(
                await this.pins.list({ keypadId: keypad.keypad.id, page: 1, perPage: 1, isRegistered: true }),
                PIN_MESSAGES.loadFailed,
              ),
            ),
          ),
        ),
      );
      const failed = counted.find(E.isLeft);
      if (failed) return failed;
      const choices = counted.flatMap((c) => (E.isRight(c) ? [c.right] : []));
      return E.right(
        locks.right.map((lock): PassDoorChoice => {
          const own = choices.filter((c) => c.keypad.lock.id === lock.id);
          return {
            lockId: lock.id,
            lockName: lock.setting.lockName,
            keypads: own,
            unavailable: own.length === 0 ? VISITOR_MESSAGES.noKeypad : null,
          };
        }),
      );
    });
  }
}
