import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../../src/domain/access/messages';
import type { Lock } from '../../../src/domain/locks/lock';
import type { LockStatus } from '../../../src/domain/remote/job';
import {
  closeListLineOf,
  closeProgressOf,
  closeWaitingOf,
  doorRowsOf,
  doorStateTextOf,
  doorSummaryOf,
  doorsToClose,
  failedCloses,
  isUnlocked,
  onDoorClosed,
  onDoorRead,
  readProgressOf,
  type DoorRow,
  type DoorState,
} from '../../../src/domain/remote/doorStates';
import { closeAllQuestion, closeProgressText } from '../../../src/domain/remote/messages';
import { lockStatusReadIn, onStatusRead } from '../../../src/domain/remote/remoteStage';

const lock = (id: number, name: string, hub: number | null): Lock => ({
  id,
  modelId: 1,
  serialNo: `LK${id}`,
  batteryA: 0,
  batteryB: 0,
  setting: {
    lockName: name,
    createdAt: '2026-01-01T00:00:00Z',
    onUpside: false,
    subLock: null,
    hub: hub === null ? null : { serialNo: hub },
  },
  keypads: [],
  groups: [],
  lastEvents: [],
});

const row = (lockId: number, state: DoorState): DoorRow => ({ lockId, name: `扉${lockId}`, state });

describe('reading a door (read_status, devices-access §4)', () => {
  it.each<LockStatus>(['open', 'close', 'open_and_close'])(
    'the status read (%s) comes back out of the stage the read ends in',
    (status) => {
      expect(lockStatusReadIn(onStatusRead(status))).toBe(status);
      expect(onDoorRead(onStatusRead(status))).toEqual({ kind: 'read', lockStatus: status });
    },
  );

  it('a lock without a hub is listed as unreadable, with the lock panel’s ハブ未設定 as the reason', () => {
    const rows = doorRowsOf([lock(1, '正面玄関', 1500000), lock(5, '倉庫', null)]);
    expect(rows).toEqual([
      { lockId: 1, name: '正面玄関', state: { kind: 'waiting' } },
      { lockId: 5, name: '倉庫', state: { kind: 'unreadable' } },
    ]);
    expect(doorStateTextOf({ kind: 'unreadable' })).toEqual({
      label: '確認できません（ハブ未設定）',
      detail: null,
      tone: 'neutral',
    });
  });

  it("a failed read keeps the server's words; more than 10 polls is the communication error", () => {
    expect(onDoorRead({ kind: 'failed', message: 'ハブが応答しません。' })).toEqual({
      kind: 'readFailed',
      message: 'ハブが応答しません。',
    });
    expect(onDoorRead({ kind: 'communicationError' })).toEqual({
      kind: 'readFailed',
      message: '通信エラーが発生しました。時間をおいて再度お試しください。',
    });
    expect(lockStatusReadIn({ kind: 'failed', message: 'x' })).toBeNull();
  });

  it('each state in words: 施錠, 解錠, 半開, reading with its poll count', () => {
    expect(doorStateTextOf({ kind: 'read', lockStatus: 'close' })).toEqual({
      label: '施錠',
      detail: null,
      tone: 'locked',
    });
    expect(doorStateTextOf({ kind: 'read', lockStatus: 'open' })).toEqual({
      label: '解錠',
      detail: null,
      tone: 'unlocked',
    });
    expect(doorStateTextOf({ kind: 'read', lockStatus: 'open_and_close' }).label).toBe('半開');
    expect(doorStateTextOf({ kind: 'waiting' }).label).toBe('待機中');
    expect(doorStateTextOf({ kind: 'reading', polls: 2 })).toEqual({
      label: '確認中…',
      detail: '応答確認 2/10 回',
      tone: 'busy',
    });
  });
});

describe('locking every unlocked door', () => {
  const rows = [
    row(1, { kind: 'read', lockStatus: 'close' }),
    row(2, { kind: 'read', lockStatus: 'open' }),
    row(4, { kind: 'read', lockStatus: 'open_and_close' }),
    row(5, { kind: 'unreadable' }),
    row(6, { kind: 'closeFailed', lockStatus: 'open', message: 'タイムアウト' }),
    row(7, { kind: 'readFailed', message: '通信エラー' }),
  ];

  it('closes the doors read open or 半開, and those whose close failed; never a locked, unread or hub-less one', () => {
    expect(doorsToClose(rows).map((r) => r.lockId)).toEqual([2, 4, 6]);
    expect(failedCloses(rows).map((r) => r.lockId)).toEqual([6]);
    expect(isUnlocked({ kind: 'closed' })).toBe(false);
  });

  it('a close waits keeping what the read found; a locked door gets no close', () => {
    expect(closeWaitingOf({ kind: 'read', lockStatus: 'open' })).toEqual({ kind: 'closeWaiting', lockStatus: 'open' });
    expect(closeWaitingOf({ kind: 'closeFailed', lockStatus: 'open_and_close', message: 'x' })).toEqual({
      kind: 'closeWaiting',
      lockStatus: 'open_and_close',
    });
    expect(closeWaitingOf({ kind: 'read', lockStatus: 'close' })).toBeNull();
    expect(closeWaitingOf({ kind: 'unreadable' })).toBeNull();
  });

  it('a close ends locked, or failed with the reason and the door still as read', () => {
    expect(onDoorClosed('open', { kind: 'closed' })).toEqual({ kind: 'closed' });
    expect(onDoorClosed('open', { kind: 'failed', message: 'タイムアウト' })).toEqual({
      kind: 'closeFailed',
      lockStatus: 'open',
      message: 'タイムアウト',
    });
    expect(doorStateTextOf({ kind: 'closeFailed', lockStatus: 'open', message: 'タイムアウト' })).toEqual({
      label: '施錠できませんでした（解錠のまま）',
      detail: 'タイムアウト',
      tone: 'failed',
    });
  });

  it('the confirmation asks about the listed doors, each with what was read', () => {
    expect(closeAllQuestion(3)).toBe('次の3件の扉に施錠を指示します。指示した施錠は取り消せません。よろしいですか？');
    expect(doorsToClose(rows).map(closeListLineOf)).toEqual(['扉2（解錠）', '扉4（半開）', '扉6（解錠）']);
  });
});

describe('the answer at a glance', () => {
  it('counts locked, unlocked, 半開, unread and hub-less doors, naming only the kinds present', () => {
    const rows = [
      row(1, { kind: 'read', lockStatus: 'close' }),
      row(2, { kind: 'closed' }),
      row(3, { kind: 'read', lockStatus: 'open' }),
      row(4, { kind: 'closeFailed', lockStatus: 'open_and_close', message: 'x' }),
      row(5, { kind: 'unreadable' }),
      row(7, { kind: 'readFailed', message: 'x' }),
    ];
    expect(doorSummaryOf(rows)).toBe('施錠 2件・解錠 1件・半開 1件・確認できず 1件・ハブ未設定 1件');
    expect(doorSummaryOf(rows.slice(0, 2))).toBe('施錠 2件');
  });
});

describe('overall progress', () => {
  it('a reading counts the doors with a hub that have answered or failed', () => {
    const reading = [
      row(1, { kind: 'read', lockStatus: 'close' }),
      row(2, { kind: 'reading', polls: 0 }),
      row(3, { kind: 'waiting' }),
      row(5, { kind: 'unreadable' }),
      row(7, { kind: 'readFailed', message: 'x' }),
    ];
    expect(readProgressOf(reading)).toEqual({ done: 2, total: 4 });
    // the access views' one progress sentence
    expect(ACCESS_MESSAGES.progress(12, 40)).toBe('40 件中 12 件を確認しました');
  });

  it('a close run counts its own doors that are locked or failed', () => {
    const closing = [
      row(1, { kind: 'read', lockStatus: 'close' }),
      row(2, { kind: 'closed' }),
      row(4, { kind: 'closing', lockStatus: 'open', polls: 1 }),
      row(6, { kind: 'closeFailed', lockStatus: 'open', message: 'x' }),
    ];
    expect(closeProgressOf(closing, [2, 4, 6])).toEqual({ done: 2, total: 3 });
    expect(closeProgressText(2, 3)).toBe('3 件中 2 件の施錠が終わりました');
  });
});
