import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { passesOf, type VisitorPass } from '../../domain/visitors/pass';
import { keypadsOf, OrganizationReads } from '../access/organizationReads';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';

export interface PassList {
  /** The share text names the organization. */
  readonly organizationName: string;
  /** Evaluated at any moment by passStateAt (domain/visitors/passState.ts) without reading again. */
  readonly passes: ReadonlyArray<VisitorPass>;
}

/**
 * 来訪者パス一覧: every time-boxed PIN of the organization as a pass (PINs of one code, name and window on several
 * keypads are one pass with several doors). The calls, through the screen's pool: GET locks (every page), then both
 * tabs of every keypad's knight_pins (the registering tab only where there is one), as the access views read them.
 */
@injectable()
export class ListPasses {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(pool: CallPool): Promise<Outcome<PassList>> {
    const locks = await this.reads.locks(pool);
    if (E.isLeft(locks)) return locks;
    const pins = await this.reads.keypadPins(pool, keypadsOf(locks.right));
    if (E.isLeft(pins)) return pins;
    return E.right({
      organizationName: this.organization.summary()?.name ?? '',
      passes: passesOf(
        pins.right.map(({ keypad, registered, registering }) => ({
          lock: { id: keypad.lock.id, name: keypad.lock.setting.lockName },
          keypadId: keypad.keypad.id,
          side: keypad.side,
          pins: [...registered, ...registering],
        })),
      ),
    });
  }
}
