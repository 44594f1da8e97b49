import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { doorEventsOf, type DoorEvent } from '../../domain/afterHours/events';
import { afterHoursReportSteps, type AfterHoursInput, type AfterHoursReport } from '../../domain/afterHours/report';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { LOG_PAGE_SIZE, type EntryExitLog, type LockLog } from '../../domain/logs/log';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import { sideOfKeypad } from '../../domain/keypads/keypadSide';
import type { Lock } from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { MESSAGES } from '../../domain/shared/messages';
import type { PlanFunctions } from '../../domain/shared/plan';
import { OrganizationReads } from '../access/organizationReads';
import { LoadHolidays } from '../calendar/LoadHolidays';
import { Clock } from '../ports/Clock';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { LockGateway } from '../locks/ports/LockGateway';
import { LogGateway } from '../logs/ports/LogGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';
import { inSlices } from '../shared/inSlices';
import { LoadBusinessHours } from './LoadBusinessHours';

/** One lock's report (from its logs screen), or the whole organization's. */
export type AfterHoursScope = { readonly kind: 'lock'; readonly lockId: number } | { readonly kind: 'organization' };

export interface AfterHoursReading {
  readonly report: AfterHoursReport;
  /** The organization's name, for the screen's heading, its A4 print and its CSV file's name. */
  readonly organization: string;
  /** The door's name for one lock's report, null for the organization's. */
  readonly door: string | null;
  /** The doors read (one for a lock's report), in the lock list's order. */
  readonly doors: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  /** False when the plan shows no entry/exit log (displayInoutLog): the report stands on the lock logs alone. */
  readonly entryExitRead: boolean;
  /**
   * What the report was made of, but the hours: the screen judges the same events against hours the manager has just
   * changed without reading the logs again (afterHoursReportOf({ ...input, hours }), domain/afterHours/report.ts).
   */
  readonly input: Omit<AfterHoursInput, 'hours'>;
}

/** A log row has no id: the same row served on two pages (the month moved while read) is kept once by its content. */
const lockLogKey = (log: LockLog): string =>
  [log.loggedAt, log.logType, log.keyType, log.userName, log.lockSide].join('\u0000');
const entryExitKey = (log: EntryExitLog): string => [log.loggedAt, log.useCase, log.guestName].join('\u0000');

const hasBothSides = (lock: Lock): boolean => {
  const sides = new Set(lock.keypads.map((k) => sideOfKeypad(k.useCase)));
  return sides.has('outdoor') && sides.has('indoor');
};

/**
 * 時間外・休日の入退室 for a month: the plan (GET console_functions), the doors (GET locks/{id} for one lock, every page
 * of GET locks for the organization), then for each door every page of its lock log (GET logs) and, on a plan that
 * shows it and a door with a keypad, of its entry/exit log (GET knight_logs), all through the pool (at most four in
 * flight, progress, nothing more once the screen is left); then the report against the business hours kept in this
 * browser and the holiday table. A door without a keypad has no entry/exit log to ask for.
 */
@injectable()
export class LoadAfterHours {
  constructor(
    @inject(LogGateway) private readonly logs: LogGateway,
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(LoadHolidays) private readonly holidays: LoadHolidays,
    @inject(LoadBusinessHours) private readonly businessHours: LoadBusinessHours,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  execute(scope: AfterHoursScope, month: YearMonth, pool: CallPool): Promise<Outcome<AfterHoursReading>> {
    return this.organization.run(async (organizationId) => {
      const planRead = pool.run(async () =>
        fromPortResult(await this.functions.fetch(organizationId), MESSAGES.fetchFailed),
      );
      // each page of doors has its logs asked for as soon as it arrives (and the plan is known): the pool stays full
      // while the doors come page by page; the events are joined in the doors' order
      const eventParts: Array<Promise<Outcome<ReadonlyArray<DoorEvent>>>> = [];
      const onDoors = (locks: ReadonlyArray<Lock>): void => {
        for (const lock of locks)
          eventParts.push(
            planRead.then((plan) =>
              E.isRight(plan) && plan.right.displayLockLog
                ? this.eventsOf(lock, month, plan.right, pool)
                : E.right<never, ReadonlyArray<DoorEvent>>([]),
            ),
          );
      };
      const [plan, table, doors] = await Promise.all([
        planRead,
        this.holidays.execute(),
        this.doorsOf(scope, pool, onDoors),
      ]);
      if (E.isLeft(plan)) return plan;
      // the lock log is the report's base: without displayLockLog (devices-access §6) there is nothing to read
      if (!plan.right.displayLockLog) return E.left(AppErrors.planLimit(MESSAGES.planUnavailable));
      if (E.isLeft(table)) return table;
      if (E.isLeft(doors)) return doors;
      const events = await Promise.all(eventParts);
      const failed = events.find(E.isLeft);
      if (failed) return failed;
      const hours = this.businessHours.execute().hours;
      const door = scope.kind === 'lock' ? (doors.right[0]?.setting.lockName ?? null) : null;
      const input: Omit<AfterHoursInput, 'hours'> = {
        month,
        events: events.flatMap((e) => (E.isRight(e) ? e.right : [])),
        table: table.right,
        doorsWithExit: new Set(doors.right.filter(hasBothSides).map((lock) => lock.id)),
        readAt: this.clock.now(),
      };
      return E.right({
        door,
        organization: this.organization.summary()?.name ?? '',
        // a large organization's month is tens of thousands of events: judged a slice at a time, never one long task
        report: await inSlices(afterHoursReportSteps({ ...input, hours })),
        input,
        doors: doors.right.map((lock) => ({ id: lock.id, name: lock.setting.lockName })),
        entryExitRead: plan.right.displayInoutLog,
      });
    });
  }

  /** The doors of the scope; `onDoors` is told each page of them as it arrives (the one lock, for a lock's report). */
  private async doorsOf(
    scope: AfterHoursScope,
    pool: CallPool,
    onDoors: (locks: ReadonlyArray<Lock>) => void,
  ): Promise<Outcome<ReadonlyArray<Lock>>> {
    if (scope.kind === 'organization') return this.reads.locks(pool, onDoors);
    const door = await pool.run(async () =>
      E.map((lock: Lock) => [lock])(
        fromPortResult(await this.locks.get(scope.lockId), LOCK_MESSAGES.loadFailed, {
          messages: { NotFound: LOCK_MESSAGES.lockNotFound },
        }),
      ),
    );
    if (E.isRight(door)) onDoors(door.right);
    return door;
  }

  private async eventsOf(
    lock: Lock,
    month: YearMonth,
    plan: PlanFunctions,
    pool: CallPool,
  ): Promise<Outcome<ReadonlyArray<DoorEvent>>> {
    const filter = (page: number) => ({
      lockId: lock.id,
      year: month.year,
      month: month.month,
      page,
      perPage: LOG_PAGE_SIZE,
    });
    const readEntries = plan.displayInoutLog && lock.keypads.length > 0;
    const [lockLogs, entryExitLogs] = await Promise.all([
      allPagesOf(
        pool,
        async (page) => fromPortResult(await this.logs.lockLogs(filter(page)), LOG_MESSAGES.lockLogLoadFailed),
        lockLogKey,
      ),
      readEntries
        ? allPagesOf(
            pool,
            async (page) =>
              fromPortResult(await this.logs.entryExitLogs(filter(page)), LOG_MESSAGES.entryExitLogLoadFailed),
            entryExitKey,
          )
        : Promise.resolve(E.right<never, ReadonlyArray<EntryExitLog>>([])),
    ]);
    if (E.isLeft(lockLogs)) return lockLogs;
    if (E.isLeft(entryExitLogs)) return entryExitLogs;
    return E.right(doorEventsOf({ id: lock.id, name: lock.setting.lockName }, lockLogs.right, entryExitLogs.right));
  }
}
