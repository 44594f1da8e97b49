import type { GuestAccessSubject } from '../access/guestAccess';
import type { OrganizationId } from '../shared/ids';
import type { DepartureChange, DeparturePlan } from './plan';

/** Where one change stands: not sent yet, its one request in flight, answered yes, answered no (retry possible). */
export type ChangeStatus = 'waiting' | 'sending' | 'done' | 'failed';

export interface ChangeEntry {
  readonly change: DepartureChange;
  readonly status: ChangeStatus;
  /** The failure's words, or a note on a success (すでに取り消されていました。); null otherwise. */
  readonly message: string | null;
  /** When the last answer came (ISO); null before any. */
  readonly settledAt: string | null;
  /** The manager whose click sent the last request; null before any. */
  readonly by: string | null;
}

/**
 * The record of one person's departure: what was chosen, each change's result, when and by whom. It outlives the
 * screen (a manager who leaves mid-way finds it again on the person) and is what the CSV and the print show.
 */
export interface DepartureRecord {
  readonly organization: { readonly id: OrganizationId; readonly name: string };
  readonly guest: GuestAccessSubject;
  /** When the manager confirmed (ISO). */
  readonly startedAt: string;
  readonly entries: ReadonlyArray<ChangeEntry>;
}

/** The record as the confirmation leaves it: the chosen changes in the plan's order, none sent yet. */
export const recordOf = (
  plan: DeparturePlan,
  chosen: ReadonlySet<string>,
  organization: DepartureRecord['organization'],
  at: Date,
): DepartureRecord => ({
  organization,
  guest: plan.guest,
  startedAt: at.toISOString(),
  entries: plan.changes
    .filter((change) => chosen.has(change.key))
    .map((change) => ({ change, status: 'waiting', message: null, settledAt: null, by: null })),
});

/** A change may be sent when it was never sent or its answer was a failure: never while in flight, never once done. */
export const canSend = (entry: ChangeEntry): boolean => entry.status === 'waiting' || entry.status === 'failed';

const withEntry = (
  record: DepartureRecord,
  key: string,
  next: (entry: ChangeEntry) => ChangeEntry,
): DepartureRecord => ({
  ...record,
  entries: record.entries.map((entry) => (entry.change.key === key ? next(entry) : entry)),
});

export const markSending = (record: DepartureRecord, key: string): DepartureRecord =>
  withEntry(record, key, (entry) => ({ ...entry, status: 'sending' }));

/** The answer of a change's request: done (with an optional note) or failed with its words. */
export type ChangeAnswer =
  { readonly ok: true; readonly note?: string } | { readonly ok: false; readonly message: string };

export const markSettled = (
  record: DepartureRecord,
  key: string,
  answer: ChangeAnswer,
  at: Date,
  by: string,
): DepartureRecord =>
  withEntry(record, key, (entry) => ({
    ...entry,
    status: answer.ok ? 'done' : 'failed',
    message: answer.ok ? (answer.note ?? null) : answer.message,
    settledAt: at.toISOString(),
    by,
  }));

/** The changes 「失敗したものをすべて再試行」 sends again. */
export const failedKeysOf = (record: DepartureRecord): ReadonlyArray<string> =>
  record.entries.filter((entry) => entry.status === 'failed').map((entry) => entry.change.key);

export interface RecordCounts {
  readonly done: number;
  readonly failed: number;
  readonly waiting: number;
  readonly sending: number;
  readonly total: number;
}

export const countsOf = (record: DepartureRecord): RecordCounts => {
  const count = (status: ChangeStatus): number => record.entries.filter((e) => e.status === status).length;
  return {
    done: count('done'),
    failed: count('failed'),
    waiting: count('waiting'),
    sending: count('sending'),
    total: record.entries.length,
  };
};
