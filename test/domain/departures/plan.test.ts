import { describe, expect, it } from 'vitest';
import type { GuestAccessReading } from '../../../src/domain/access/guestAccess';
import type { CardMaster, KeypadCard } from '../../../src/domain/cards/card';
import { departurePlanOf, initiallyChosen, pinNameMatches } from '../../../src/domain/departures/plan';
import { NO_CONDITIONS, type Group } from '../../../src/domain/groups/group';
import type { Pin } from '../../../src/domain/pins/pin';

const group = (id: number, name: string, whole = false): Group => ({
  id,
  name,
  enableOffline: true,
  enableRemote: true,
  whole,
  guestCount: 3,
  conditions: NO_CONDITIONS,
});
const card = (id: number, name: string): CardMaster => ({
  id,
  name,
  guestId: 1,
  guestName: '佐藤 健',
  createdAt: '2026-01-01T09:00:00+09:00',
});
const onKeypad = (id: number, name: string): KeypadCard => ({
  id,
  name,
  guestName: '佐藤 健',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  cardMasterId: null,
});
const pin = (id: number, name: string): Pin => ({
  id,
  name,
  pin: String(1000 + id),
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
});
const FRONT = { lockId: 1, lockName: '本社 正面玄関' };
const SIDE = { lockId: 2, lockName: '本社 通用口' };

const READING: GuestAccessReading = {
  guest: { id: 1, name: '佐藤 健', isConnected: true },
  groups: [
    { group: group(1, '正社員'), locks: [FRONT] },
    { group: group(6, '清掃スタッフ'), locks: [SIDE] },
    { group: group(5, '全員', true), locks: [] },
  ],
  cards: [
    {
      card: card(1, '社員証001'),
      placements: [
        { door: FRONT, keypadId: 101, side: 'outdoor', keypadCard: onKeypad(11, '社員証001'), matchedBy: 'names' },
        { door: SIDE, keypadId: 103, side: 'outdoor', keypadCard: onKeypad(12, '社員証001'), matchedBy: 'names' },
      ],
    },
    {
      card: card(2, '予備カード'),
      placements: [
        { door: FRONT, keypadId: 102, side: 'indoor', keypadCard: onKeypad(13, '予備カード'), matchedBy: 'namesake' },
      ],
    },
  ],
};

describe('the departure plan', () => {
  const plan = departurePlanOf(READING, [
    { door: FRONT, keypadId: 101, side: 'outdoor', pins: [pin(1, '佐藤健（夜間）'), pin(2, '清掃業者')] },
    { door: SIDE, keypadId: 103, side: 'outdoor', pins: [pin(3, '佐藤 花子')] },
  ]);

  it('lists each group to leave (the whole group last), each sure card placement, and each PIN naming the person', () => {
    expect(plan.changes.map((c) => [c.key, c.what])).toEqual([
      ['group:1', '鍵グループ「正社員」から外す'],
      ['group:6', '鍵グループ「清掃スタッフ」から外す'],
      ['group:5', '鍵グループ「組織全体（全員）」から外す'],
      ['card:11', 'ICカード「社員証001」を本社 正面玄関（屋外側）のキーパッドから削除'],
      ['card:12', 'ICカード「社員証001」を本社 通用口（屋外側）のキーパッドから削除'],
      ['pin:1', '暗証番号「佐藤健（夜間）」を本社 正面玄関（屋外側）のキーパッドから削除'],
    ]);
  });

  it('writes a member’s groups through group_guests and an unconnected guest’s through its invitations', () => {
    expect(plan.changes.filter((c) => c.kind === 'leave-group').map((c) => c.source)).toEqual([
      'members',
      'members',
      'members',
    ]);
    const invited = departurePlanOf({ ...READING, guest: { ...READING.guest, isConnected: false } }, []);
    expect(invited.changes.filter((c) => c.kind === 'leave-group').map((c) => c.source)).toEqual([
      'invitations',
      'invitations',
      'invitations',
    ]);
  });

  it('says plainly what it does not change: the whole group’s fallback, a 同名のカード, each card’s user', () => {
    expect(plan.notes).toEqual([
      '組織全体（全員）の鍵グループからも外します。外せなかった場合は、利用者の編集画面で利用者を削除してください（ICカードを持っている場合は先にカードの削除が必要です）。',
      '本社 正面玄関（屋内側）のICカード「予備カード」は同じ名前の別の利用者のカードかもしれないため、ここでは削除しません。カード画面で確認してください。',
      'ICカード「社員証001」の利用者は佐藤 健さんのまま残ります（利用者を外す操作はありません）。カードを回収して別の人に渡すときは、カードの設定で利用者を変更してください。',
      'ICカード「予備カード」の利用者は佐藤 健さんのまま残ります（利用者を外す操作はありません）。カードを回収して別の人に渡すときは、カードの設定で利用者を変更してください。',
    ]);
  });

  it('ticks every sure change and leaves the uncertain PINs unticked', () => {
    expect([...initiallyChosen(plan)]).toEqual(['group:1', 'group:6', 'group:5', 'card:11', 'card:12']);
    expect(plan.changes.filter((c) => c.kind === 'delete-pin').every((c) => c.uncertain)).toBe(true);
  });
});

describe('a PIN whose name names the person', () => {
  it('holds the whole name, spaces and widths aside', () => {
    expect(pinNameMatches('佐藤 健', '佐藤 健')).toBe(true);
    expect(pinNameMatches('佐藤健（夜間）', '佐藤 健')).toBe(true);
    expect(pinNameMatches('佐藤　健', '佐藤 健')).toBe(true);
    expect(pinNameMatches('ｻﾄｳ ｹﾝ', 'サトウ ケン')).toBe(true);
  });

  it('is not a family name alone, another given name, or an empty name', () => {
    expect(pinNameMatches('佐藤', '佐藤 健')).toBe(false);
    expect(pinNameMatches('佐藤 花子', '佐藤 健')).toBe(false);
    expect(pinNameMatches('佐藤 健', ' ')).toBe(false);
  });
});
