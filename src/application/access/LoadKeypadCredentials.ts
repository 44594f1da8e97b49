import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCredentials } from '../../domain/access/clearable';
import { doorLabelOf } from '../../domain/locks/doorLabel';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { pinCapOf } from '../../domain/pins/pin';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPortResult, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { OrganizationReads, type KeypadOfLock } from './organizationReads';

/**
 * アクセスの点検's 期限切れを削除 for the whole organization: every keypad with all its PINs and cards and its PIN cap,
 * evaluated at any moment by clearableAt (domain/access/clearable.ts). The calls, through the screen's pool:
 * GET console_functions, GET locks (every page), both tabs of every keypad's knight_pins and knight_cards (the
 * registering tab only where there is one).
 */
@injectable()
export class LoadKeypadCredentials {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(pool: CallPool): Promise<Outcome<ReadonlyArray<KeypadCredentials<KeypadOfLock>>>> {
    return this.organization.run(async (organizationId) => {
      const [plan, read] = await Promise.all([
        pool.run(async () => fromPortResult(await this.functions.fetch(organizationId), PIN_MESSAGES.loadFailed)),
        this.reads.locksWithKeypads(pool, { pins: true, cards: true }),
      ]);
      if (E.isLeft(plan)) return plan;
      if (E.isLeft(read)) return read;
      const pinCap = pinCapOf(plan.right);
      const cardsOf = new Map(read.right.cards.map((c) => [c.keypad.keypad.id, [...c.registered, ...c.registering]]));
      return E.right(
        read.right.pins.map((onKeypad) => ({
          keypad: onKeypad.keypad,
          label: doorLabelOf({ lockName: onKeypad.keypad.lock.setting.lockName, side: onKeypad.keypad.side }),
          pins: [...onKeypad.registered, ...onKeypad.registering],
          cards: cardsOf.get(onKeypad.keypad.keypad.id) ?? [],
          pinCap,
        })),
      );
    });
  }
}
