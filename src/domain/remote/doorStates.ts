import { canOperateRemotely } from '../locks/capabilities';
import type { Lock } from '../locks/lock';
import { LOCK_MESSAGES } from '../locks/messages';
import { MAX_POLLS, type LockStatus } from './job';
import { DOOR_STATE_MESSAGES, LOCK_STATUS_LABELS, REMOTE_MESSAGES, pollCountText } from './messages';
import { lockStatusReadIn, type RemoteStage } from './remoteStage';

/**
 * Where one door stands on the door-state screen: read with read_status (devices-access §4), then,
 * when the manager asks, locked with a close job. A lock without a hub cannot be read at all.
 */
export type DoorState =
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'reading'; readonly polls: number }
  | { readonly kind: 'read'; readonly lockStatus: LockStatus }
  | { readonly kind: 'readFailed'; readonly message: string }
  /** `lockStatus`: what the read found, kept until the close settles. */
  | { readonly kind: 'closeWaiting'; readonly lockStatus: LockStatus }
  | { readonly kind: 'closing'; readonly lockStatus: LockStatus; readonly polls: number }
  | { readonly kind: 'closed' }
  | { readonly kind: 'closeFailed'; readonly lockStatus: LockStatus; readonly message: string };

export interface DoorRow {
  readonly lockId: number;
  readonly name: string;
  readonly state: DoorState;
}

/**
 * Every lock of the organization, in the list's order, once (a lock the pages list twice, as when the list moved
 * between two page reads, is one row: one read, at most one close): those with a hub wait for their read.
 */
export const doorRowsOf = (locks: ReadonlyArray<Lock>): ReadonlyArray<DoorRow> => {
  const seen = new Set<number>();
  return locks.flatMap((lock) => {
    if (seen.has(lock.id)) return [];
    seen.add(lock.id);
    return [
      {
        lockId: lock.id,
        name: lock.setting.lockName,
        state: canOperateRemotely(lock) ? { kind: 'waiting' } : { kind: 'unreadable' },
      },
    ];
  });
};

/** How a read_status run ended (RunRemoteJob's stage): the state read, or why it could not be. */
export const onDoorRead = (stage: RemoteStage): DoorState => {
  const lockStatus = lockStatusReadIn(stage);
  if (lockStatus !== null) return { kind: 'read', lockStatus };
  if (stage.kind === 'failed') return { kind: 'readFailed', message: stage.message };
  if (stage.kind === 'communicationError') return { kind: 'readFailed', message: REMOTE_MESSAGES.communicationError };
  // a run that was cancelled (the manager left) reads nothing
  return { kind: 'waiting' };
};

/** How a close run ended: locked, or still unlocked with the reason. */
export const onDoorClosed = (lockStatus: LockStatus, stage: RemoteStage): DoorState => {
  switch (stage.kind) {
    case 'closed':
      return { kind: 'closed' };
    case 'failed':
      return { kind: 'closeFailed', lockStatus, message: stage.message };
    case 'communicationError':
      return { kind: 'closeFailed', lockStatus, message: REMOTE_MESSAGES.communicationError };
    default:
      return { kind: 'read', lockStatus };
  }
};

/**
 * A door the 'lock every unlocked door' action closes: read open, or open_and_close (neither state is sure,
 * and a manager closing up wants it locked, as the remote dialog offers 施錠 for it), or a close that failed.
 */
export const isUnlocked = (state: DoorState): boolean =>
  (state.kind === 'read' && state.lockStatus !== 'close') || state.kind === 'closeFailed';

export const doorsToClose = (rows: ReadonlyArray<DoorRow>): ReadonlyArray<DoorRow> =>
  rows.filter((row) => isUnlocked(row.state));

export const failedCloses = (rows: ReadonlyArray<DoorRow>): ReadonlyArray<DoorRow> =>
  rows.filter((row) => row.state.kind === 'closeFailed');

/** A close about to be sent: the status the read found is kept (null for a door that is not unlocked). */
export const closeWaitingOf = (state: DoorState): DoorState | null =>
  (state.kind === 'read' && state.lockStatus !== 'close') || state.kind === 'closeFailed'
    ? { kind: 'closeWaiting', lockStatus: state.lockStatus }
    : null;

/** A door as the confirmation lists it: its name and what the read found, 本社 通用口（解錠）. */
export const closeListLineOf = (row: DoorRow): string =>
  row.state.kind === 'read' || row.state.kind === 'closeFailed' || row.state.kind === 'closeWaiting'
    ? `${row.name}（${LOCK_STATUS_LABELS[row.state.lockStatus]}）`
    : row.name;

/**
 * The answer at a glance, once every door has been read: 施錠 13件・解錠 2件・半開 1件・確認できず 1件・ハブ未設定 1件
 * (only the kinds present, in that order).
 */
export const doorSummaryOf = (rows: ReadonlyArray<DoorRow>): string => {
  const count = (test: (state: DoorState) => boolean) => rows.filter((row) => test(row.state)).length;
  const parts: ReadonlyArray<readonly [string, number]> = [
    [LOCK_STATUS_LABELS.close, count((s) => (s.kind === 'read' && s.lockStatus === 'close') || s.kind === 'closed')],
    [LOCK_STATUS_LABELS.open, count((s) => (s.kind === 'read' || s.kind === 'closeFailed') && s.lockStatus === 'open')],
    [
      LOCK_STATUS_LABELS.open_and_close,
      count((s) => (s.kind === 'read' || s.kind === 'closeFailed') && s.lockStatus === 'open_and_close'),
    ],
    [DOOR_STATE_MESSAGES.summaryFailed, count((s) => s.kind === 'readFailed')],
    [LOCK_MESSAGES.hubNotSet, count((s) => s.kind === 'unreadable')],
  ];
  return parts
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${label} ${n}件`)
    .join('・');
};

/** A job is running on this door (a spinner beside it). */
export const isDoorRunning = (state: DoorState): boolean => state.kind === 'reading' || state.kind === 'closing';

export interface DoorProgress {
  readonly done: number;
  readonly total: number;
}

/** A reading's progress: the doors with a hub, and how many of them have been read or failed. */
export const readProgressOf = (rows: ReadonlyArray<DoorRow>): DoorProgress => {
  const readable = rows.filter((row) => row.state.kind !== 'unreadable');
  return {
    total: readable.length,
    done: readable.filter((row) => row.state.kind !== 'waiting' && row.state.kind !== 'reading').length,
  };
};

/** A close run's progress over the doors it was sent to (`lockIds`). */
export const closeProgressOf = (rows: ReadonlyArray<DoorRow>, lockIds: ReadonlyArray<number>): DoorProgress => {
  const batch = rows.filter((row) => lockIds.includes(row.lockId));
  return {
    total: batch.length,
    done: batch.filter((row) => row.state.kind === 'closed' || row.state.kind === 'closeFailed').length,
  };
};

export type DoorTone = 'neutral' | 'busy' | 'locked' | 'unlocked' | 'failed';

/** What a row says: the state in words, and the reason or the poll count under it. */
export interface DoorStateText {
  readonly label: string;
  readonly detail: string | null;
  readonly tone: DoorTone;
}

export const doorStateTextOf = (state: DoorState): DoorStateText => {
  switch (state.kind) {
    case 'unreadable':
      return { label: DOOR_STATE_MESSAGES.unreadable, detail: null, tone: 'neutral' };
    case 'waiting':
      return { label: DOOR_STATE_MESSAGES.waiting, detail: null, tone: 'busy' };
    case 'reading':
      return { label: DOOR_STATE_MESSAGES.reading, detail: pollCountText(state.polls, MAX_POLLS), tone: 'busy' };
    case 'read':
      return {
        label: LOCK_STATUS_LABELS[state.lockStatus],
        detail: null,
        tone: state.lockStatus === 'close' ? 'locked' : 'unlocked',
      };
    case 'readFailed':
      return { label: DOOR_STATE_MESSAGES.readFailed, detail: state.message, tone: 'failed' };
    case 'closeWaiting':
      return { label: DOOR_STATE_MESSAGES.closeWaiting, detail: null, tone: 'busy' };
    case 'closing':
      return { label: DOOR_STATE_MESSAGES.closing, detail: pollCountText(state.polls, MAX_POLLS), tone: 'busy' };
    case 'closed':
      return { label: DOOR_STATE_MESSAGES.closed, detail: null, tone: 'locked' };
    case 'closeFailed':
      return {
        label: `${DOOR_STATE_MESSAGES.closeFailed}（${LOCK_STATUS_LABELS[state.lockStatus]}のまま）`,
        detail: state.message,
        tone: 'failed',
      };
  }
};
