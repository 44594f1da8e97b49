import * as t from 'io-ts';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from '../../../domain/logs/log';
import { LOCK_SIDE_LABELS } from '../../../domain/logs/messages';
import type { LockSide } from '../../../domain/logs/logTypes';
import type { Page } from '../../../domain/shared/paging';
import { nullable, NumberFromWire } from '../codecs/common';
import { KeyTypeWire, keyTypeOf, LogTypeWire } from '../locks/codecs';

/** Wire shapes of the v1 log calls (snake_case; the daily row's isError is camelCase on the wire). */

const LockLogWire = t.exact(
  t.intersection([
    t.type({ logged_at: t.string, log_type: LogTypeWire }),
    t.partial({ key_type: KeyTypeWire, user_name: nullable(t.string), lock_side: nullable(t.string) }),
  ]),
);
export const LockLogsWire = t.exact(t.type({ logs: t.array(LockLogWire), total: NumberFromWire }));

const EntryExitWire = t.exact(
  t.intersection([t.type({ logged_at: t.string, use_case: t.number }), t.partial({ guest_name: nullable(t.string) })]),
);
export const EntryExitLogsWire = t.exact(t.type({ inout_logs: t.array(EntryExitWire), total: NumberFromWire }));

const DailyRowWire = t.exact(
  t.intersection([
    t.type({ guest_name: t.string }),
    t.partial({ enter_at: nullable(t.string), exit_at: nullable(t.string), isError: nullable(t.boolean) }),
  ]),
);
/** The spec names the row fields, not the body: a bare list of rows, or the rows under `daily_enter_exits`. */
export const DailyWire = t.union([
  t.array(DailyRowWire),
  t.exact(t.type({ daily_enter_exits: t.array(DailyRowWire) })),
]);
export const dailyRowsOf = (w: t.TypeOf<typeof DailyWire>) =>
  (Array.isArray(w) ? w : w.daily_enter_exits).map(toDailyRow);

const GuestRowWire = t.exact(
  t.intersection([
    t.type({ date: t.string }),
    t.partial({ enter_at: nullable(t.string), exit_at: nullable(t.string) }),
  ]),
);
/** As the daily body: a bare list of rows, or the rows under `guest_enter_exits`. */
export const GuestWire = t.union([
  t.array(GuestRowWire),
  t.exact(t.type({ guest_enter_exits: t.array(GuestRowWire) })),
]);
export const guestRowsOf = (w: t.TypeOf<typeof GuestWire>) =>
  (Array.isArray(w) ? w : w.guest_enter_exits).map(toGuestRow);

const lockSideOf = (wire: string | null | undefined): LockSide | null =>
  typeof wire === 'string' && Object.prototype.hasOwnProperty.call(LOCK_SIDE_LABELS, wire) ? (wire as LockSide) : null;

export const toLockLog = (w: t.TypeOf<typeof LockLogWire>): LockLog => ({
  loggedAt: w.logged_at,
  logType: w.log_type,
  keyType: keyTypeOf(w.key_type),
  userName: w.user_name ?? null,
  lockSide: lockSideOf(w.lock_side),
});
export const toEntryExitLog = (w: t.TypeOf<typeof EntryExitWire>): EntryExitLog => ({
  loggedAt: w.logged_at,
  useCase: w.use_case,
  guestName: w.guest_name ?? null,
});
export const toDailyRow = (w: t.TypeOf<typeof DailyRowWire>): DailyTimecardRow => ({
  guestName: w.guest_name,
  enterAt: w.enter_at ?? null,
  exitAt: w.exit_at ?? null,
  isError: w.isError ?? false,
});
export const toGuestRow = (w: t.TypeOf<typeof GuestRowWire>): GuestTimecardRow => ({
  date: w.date,
  enterAt: w.enter_at ?? null,
  exitAt: w.exit_at ?? null,
});

/* Domain → wire, the inverse of the to… functions: what the demo world's MSW handlers send. */

export const wireLockLogsOf = (p: Page<LockLog>): t.TypeOf<typeof LockLogsWire> => ({
  logs: p.items.map((l) => ({
    logged_at: l.loggedAt,
    log_type: l.logType,
    key_type: l.keyType,
    user_name: l.userName,
    lock_side: l.lockSide,
  })),
  total: p.total,
});
export const wireEntryExitLogsOf = (p: Page<EntryExitLog>): t.TypeOf<typeof EntryExitLogsWire> => ({
  inout_logs: p.items.map((l) => ({ logged_at: l.loggedAt, use_case: l.useCase, guest_name: l.guestName })),
  total: p.total,
});
export const wireDailyOf = (rows: ReadonlyArray<DailyTimecardRow>): t.TypeOf<typeof DailyWire> => ({
  daily_enter_exits: rows.map((r) => ({
    guest_name: r.guestName,
    enter_at: r.enterAt,
    exit_at: r.exitAt,
    isError: r.isError,
  })),
});
export const wireGuestRowsOf = (rows: ReadonlyArray<GuestTimecardRow>): t.TypeOf<typeof GuestWire> => ({
  guest_enter_exits: rows.map((r) => ({ date: r.date, enter_at: r.enterAt, exit_at: r.exitAt })),
});
