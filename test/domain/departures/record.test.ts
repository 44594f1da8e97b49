import { describe, expect, it } from 'vitest';
import type { DeparturePlan } from '../../../src/domain/departures/plan';
import {
  canSend,
  countsOf,
  failedKeysOf,
  markSending,
  markSettled,
  recordOf,
} from '../../../src/domain/departures/record';
import {
  departureRecordCsv,
  departureRecordFileName,
  departureRecordHeading,
} from '../../../src/ui/departures/recordCsv';

const FRONT = { lockId: 1, lockName: '本社 正面玄関' };
const PLAN: DeparturePlan = {
  guest: { id: 1, name: '佐藤 健', isConnected: true },
  notes: [],
  changes: [
    {
      kind: 'leave-group',
      key: 'group:1',
      what: '鍵グループ「正社員」から外す',
      groupId: 1,
      groupName: '正社員',
      whole: false,
      source: 'members',
      doors: [FRONT],
    },
    {
      kind: 'unassign-card',
      key: 'card:11',
      what: 'ICカード「社員証001」を本社 正面玄関（屋外側）のキーパッドから削除',
      keypadCardId: 11,
      cardId: 1,
      cardName: '社員証001',
      keypadId: 101,
      door: FRONT,
      side: 'outdoor',
    },
    {
      kind: 'delete-pin',
      key: 'pin:1',
      what: '暗証番号「佐藤健」を本社 正面玄関（屋外側）のキーパッドから削除',
      pinId: 1,
      pinName: '佐藤健',
      keypadId: 101,
      door: FRONT,
      side: 'outdoor',
      uncertain: true,
    },
  ],
};
const ORGANIZATION = { id: 1, name: '株式会社キュリオデモ' };
const START = new Date('2026-11-27T05:05:00Z');
const later = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

describe('the departure record', () => {
  it('holds the chosen changes in the plan’s order, none sent', () => {
    const record = recordOf(PLAN, new Set(['card:11', 'group:1']), ORGANIZATION, START);
    expect(record.entries.map((e) => [e.change.key, e.status])).toEqual([
      ['group:1', 'waiting'],
      ['card:11', 'waiting'],
    ]);
    expect(countsOf(record)).toEqual({ done: 0, failed: 0, waiting: 2, sending: 0, total: 2 });
  });

  it('sends a change only when never sent or failed: never while in flight, never once done', () => {
    let record = recordOf(PLAN, new Set(['group:1', 'card:11']), ORGANIZATION, START);
    expect(record.entries.map((e) => canSend(e))).toEqual([true, true]);
    record = markSending(record, 'group:1');
    expect(record.entries.map((e) => canSend(e))).toEqual([false, true]);
    record = markSettled(record, 'group:1', { ok: true }, later(1), '山田 太郎');
    record = markSending(record, 'card:11');
    record = markSettled(record, 'card:11', { ok: false, message: '削除に失敗しました。' }, later(2), '山田 太郎');
    expect(record.entries.map((e) => canSend(e))).toEqual([false, true]);
    expect(failedKeysOf(record)).toEqual(['card:11']);
    record = markSettled(record, 'card:11', { ok: true, note: 'すでに取り消されていました。' }, later(3), '伊藤 美咲');
    expect(failedKeysOf(record)).toEqual([]);
    expect(countsOf(record)).toMatchObject({ done: 2, failed: 0 });
  });

  it('downloads as a CSV: BOM, what, result, when in Japan time and by whom, formula cells inert', () => {
    let record = recordOf(PLAN, new Set(['group:1', 'card:11', 'pin:1']), ORGANIZATION, START);
    record = markSettled(record, 'group:1', { ok: true }, later(1), '山田 太郎');
    record = markSettled(record, 'card:11', { ok: false, message: '削除に失敗しました。' }, later(2), '山田 太郎');
    expect(departureRecordCsv(record)).toBe(
      '\uFEFF' +
        [
          '組織,利用者,内容,結果,詳細,日時,実施者',
          '株式会社キュリオデモ,佐藤 健,鍵グループ「正社員」から外す,完了,,2026年11月27日(金) 14:06,山田 太郎',
          '株式会社キュリオデモ,佐藤 健,ICカード「社員証001」を本社 正面玄関（屋外側）のキーパッドから削除,失敗,削除に失敗しました。,2026年11月27日(金) 14:07,山田 太郎',
          '株式会社キュリオデモ,佐藤 健,暗証番号「佐藤健」を本社 正面玄関（屋外側）のキーパッドから削除,未実行,,,',
          '',
        ].join('\r\n'),
    );
    const planted = recordOf(
      { ...PLAN, guest: { ...PLAN.guest, name: '=1+1' } },
      new Set(['pin:1']),
      ORGANIZATION,
      START,
    );
    expect(departureRecordCsv(planted).split('\r\n')[1]).toBe(
      '株式会社キュリオデモ,"\'=1+1",暗証番号「佐藤健」を本社 正面玄関（屋外側）のキーパッドから削除,未実行,,,',
    );
    expect(departureRecordFileName(record)).toBe('退職処理の記録_佐藤 健_20261127-1405.csv');
    expect(departureRecordHeading(record)).toBe('株式会社キュリオデモ　佐藤 健さんの退職処理の記録');
  });
});
