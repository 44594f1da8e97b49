import { describe, expect, it } from 'vitest';
import { hasExceededPolls, MAX_POLLS, POLL_INTERVAL_MS } from '../../../src/domain/remote/job';
import {
  isRemoteDialogOpen,
  isRemoteAlert,
  onAcknowledge,
  onCancel,
  onConfirm,
  onJobPolled,
  onRequestFailed,
  onStatusRead,
  pollingJobTypeOf,
  remoteButtonLabelOf,
  remoteButtonsOf,
  remoteTextOf,
  type RemoteStage,
} from '../../../src/domain/remote/remoteStage';

const connecting: RemoteStage = { kind: 'connecting' };
const opening: RemoteStage = { kind: 'opening' };
const closing: RemoteStage = { kind: 'closing' };

describe('remote operation: the status is read first (connecting)', () => {
  it('opens in connecting, polling a read_status job, with a cancel button', () => {
    expect(pollingJobTypeOf(connecting)).toBe('read_status');
    expect(remoteTextOf(connecting)).toBe('ロックと通信しています…');
    expect(remoteButtonsOf(connecting)).toEqual(['cancel']);
  });
  it('an open lock asks close?', () => {
    const stage = onStatusRead('open');
    expect(stage).toEqual({ kind: 'confirm', ask: 'close' });
    expect(remoteTextOf(stage)).toBe('施錠しますか？');
    expect(remoteButtonsOf(stage)).toEqual(['close', 'cancel']);
  });
  it('a closed lock asks open?', () => {
    const stage = onStatusRead('close');
    expect(stage).toEqual({ kind: 'confirm', ask: 'open' });
    expect(remoteTextOf(stage)).toBe('解錠しますか？');
    expect(remoteButtonsOf(stage)).toEqual(['open', 'cancel']);
  });
  it('open_and_close offers open, close and cancel', () => {
    const stage = onStatusRead('open_and_close');
    expect(stage).toEqual({ kind: 'confirm', ask: 'choice' });
    expect(remoteTextOf(stage)).toBe('ロックの状態を確認できませんでした。解錠または施錠を選択してください。');
    expect(remoteButtonsOf(stage).map(remoteButtonLabelOf)).toEqual(['解錠', '施錠', 'キャンセル']);
  });
  it('a successful read_status poll moves straight to the confirmation for the lock status it carries', () => {
    expect(onJobPolled(connecting, 'success', 2, null, 'close')).toEqual({ kind: 'confirm', ask: 'open' });
    expect(onJobPolled(connecting, 'success', 1, null, 'open')).toEqual({ kind: 'confirm', ask: 'close' });
  });
  it('a successful read_status without a lock status is a status-read failure', () => {
    expect(onJobPolled(connecting, 'success', 1, null, null)).toEqual({
      kind: 'failed',
      message: 'ロックの状態を取得できませんでした。時間をおいて再度お試しください。',
    });
  });
});

describe('remote operation: confirming goes to opening or closing', () => {
  it('open? confirmed starts opening, polling an open job', () => {
    const stage = onConfirm({ kind: 'confirm', ask: 'open' }, 'open');
    expect(stage).toEqual(opening);
    expect(pollingJobTypeOf(stage)).toBe('open');
    expect(remoteTextOf(stage)).toBe('解錠しています…');
    expect(remoteButtonsOf(stage)).toEqual([]);
  });
  it('close? confirmed starts closing, polling a close job', () => {
    const stage = onConfirm({ kind: 'confirm', ask: 'close' }, 'close');
    expect(stage).toEqual(closing);
    expect(pollingJobTypeOf(stage)).toBe('close');
    expect(remoteTextOf(stage)).toBe('施錠しています…');
  });
  it('the choice accepts either action', () => {
    expect(onConfirm({ kind: 'confirm', ask: 'choice' }, 'open')).toEqual(opening);
    expect(onConfirm({ kind: 'confirm', ask: 'choice' }, 'close')).toEqual(closing);
  });
  it('an action the confirmation did not ask about changes nothing', () => {
    const ask: RemoteStage = { kind: 'confirm', ask: 'open' };
    expect(onConfirm(ask, 'close')).toBe(ask);
    expect(onConfirm(connecting, 'open')).toBe(connecting);
  });
  it('cancel closes the dialog before anything is sent, but not while a job runs', () => {
    expect(onCancel({ kind: 'confirm', ask: 'choice' })).toEqual({ kind: 'done' });
    expect(onCancel(connecting)).toEqual({ kind: 'done' });
    expect(onCancel(opening)).toBe(opening);
  });
});

describe('remote operation: opened (unlocked) or closed (locked), then OK closes the dialog', () => {
  it('a successful open job shows 解錠しました。 with OK', () => {
    const stage = onJobPolled(opening, 'success', 3, null);
    expect(stage).toEqual({ kind: 'opened' });
    expect(remoteTextOf(stage)).toBe('解錠しました。');
    expect(remoteButtonsOf(stage)).toEqual(['ok']);
    expect(onAcknowledge(stage)).toEqual({ kind: 'done' });
  });
  it('a successful close job shows 施錠しました。 with OK', () => {
    const stage = onJobPolled(closing, 'success', 1, null);
    expect(stage).toEqual({ kind: 'closed' });
    expect(remoteTextOf(stage)).toBe('施錠しました。');
    expect(onAcknowledge(stage)).toEqual({ kind: 'done' });
  });
  it('done means the dialog is closed; every other stage keeps it open', () => {
    expect(isRemoteDialogOpen({ kind: 'done' })).toBe(false);
    expect(remoteTextOf({ kind: 'done' })).toBe('');
    for (const stage of [connecting, opening, closing, { kind: 'opened' } as const])
      expect(isRemoteDialogOpen(stage)).toBe(true);
  });
  it('acknowledging a stage that is not a result changes nothing', () => {
    expect(onAcknowledge(opening)).toBe(opening);
  });
});

describe('remote operation: a job failure alerts the server message and closes the dialog', () => {
  it('shows the server message of a failed job', () => {
    const stage = onJobPolled(opening, 'failure', 2, 'ロックが応答しません');
    expect(stage).toEqual({ kind: 'failed', message: 'ロックが応答しません' });
    expect(isRemoteAlert(stage)).toBe(true);
    expect(remoteTextOf(stage)).toBe('ロックが応答しません');
    expect(onAcknowledge(stage)).toEqual({ kind: 'done' });
  });
  it('without a server message, says which operation failed', () => {
    expect(onJobPolled(opening, 'failure', 1, null)).toEqual({
      kind: 'failed',
      message: '解錠に失敗しました。時間をおいて再度お試しください。',
    });
    expect(onJobPolled(closing, 'failure', 1, '  ')).toEqual({
      kind: 'failed',
      message: '施錠に失敗しました。時間をおいて再度お試しください。',
    });
    expect(onJobPolled(connecting, 'failure', 1, null)).toEqual({
      kind: 'failed',
      message: 'ロックの状態を取得できませんでした。時間をおいて再度お試しください。',
    });
  });
  it('a failed request (lock, unlock or read status) alerts too', () => {
    expect(onRequestFailed(closing)).toEqual({
      kind: 'failed',
      message: '施錠に失敗しました。時間をおいて再度お試しください。',
    });
    expect(onRequestFailed(opening, 'ハブがオフラインです')).toEqual({
      kind: 'failed',
      message: 'ハブがオフラインです',
    });
    expect(onRequestFailed({ kind: 'opened' })).toEqual({ kind: 'opened' });
  });
  it('polls arriving when no job is awaited change nothing', () => {
    const done: RemoteStage = { kind: 'done' };
    expect(onJobPolled(done, 'failure', 1, 'x')).toBe(done);
    expect(pollingJobTypeOf({ kind: 'confirm', ask: 'open' })).toBeNull();
  });
});

describe('job polling: every 3 seconds; in progress after more than 10 polls is a communication error', () => {
  it('polls every 3000 ms, at most 10 times', () => {
    expect(POLL_INTERVAL_MS).toBe(3000);
    expect(MAX_POLLS).toBe(10);
  });
  it('still in progress at the 10th poll keeps waiting', () => {
    expect(hasExceededPolls(10)).toBe(false);
    for (const stage of [connecting, opening, closing]) expect(onJobPolled(stage, 'in_progress', 10, null)).toBe(stage);
  });
  it('still in progress at the 11th poll is a communication error alert', () => {
    expect(hasExceededPolls(11)).toBe(true);
    for (const stage of [connecting, opening, closing]) {
      const next = onJobPolled(stage, 'in_progress', 11, null);
      expect(next).toEqual({ kind: 'communicationError' });
      expect(isRemoteAlert(next)).toBe(true);
      expect(remoteTextOf(next)).toBe('通信エラーが発生しました。時間をおいて再度お試しください。');
      expect(onAcknowledge(next)).toEqual({ kind: 'done' });
    }
  });
  it('a success on the 11th poll still counts as done', () => {
    expect(onJobPolled(opening, 'success', 11, null)).toEqual({ kind: 'opened' });
  });
});
