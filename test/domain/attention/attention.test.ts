import { describe, expect, it } from 'vitest';
import {
  attentionOf,
  attentionSteps,
  type AttentionInput,
  type AttentionKeypad,
} from '../../../src/domain/attention/attention';
import { inSlices } from '../../../src/application/shared/inSlices';
import { batteryItemsOf, deviceAttentionOf, hubItemsOf } from '../../../src/domain/attention/devices';
import type { CardMaster, KeypadCard } from '../../../src/domain/cards/card';
import { NO_CONDITIONS, type Group } from '../../../src/domain/groups/group';
import type { Guest } from '../../../src/domain/guests/guest';
import type { Pin } from '../../../src/domain/pins/pin';
import type { DoorRow } from '../../../src/domain/remote/doorStates';
import { largeKeypadCredentials } from '../access/reviewFixtures';
import { keypad, lock } from '../locks/fixtures';

// Wednesday 2026-11-25 20:00 in Japan: 'within 7 days' runs to the end of Wednesday 2 December
const AT = new Date('2026-11-25T20:00:00+09:00');

const FRONT = lock({ id: 1 }, { lockName: '本社 正面玄関' });
const OUTDOOR: AttentionKeypad = { lock: FRONT, keypad: { id: 101 }, side: 'outdoor' };
const pin = (id: number, name: string, timeTill: string | null, status: string | null = 'success'): Pin => ({
  id,
  name,
  pin: '1234',
  timeFrom: null,
  timeTill,
  registrationJobStatus: status,
});
const card = (id: number, name: string, timeTill: string | null, guestName: string | null, status = 'success') =>
  ({
    id,
    name,
    guestName,
    timeFrom: null,
    timeTill,
    registrationJobStatus: status,
    cardMasterId: null,
  }) satisfies KeypadCard;
const group = (id: number, name: string, extra: Partial<Group> = {}): Group => ({
  id,
  name,
  enableOffline: false,
  enableRemote: false,
  whole: false,
  guestCount: 3,
  conditions: NO_CONDITIONS,
  ...extra,
});
const guest = (id: number, name: string, requested: string | null, isConnected = false): Guest => ({
  id,
  name,
  email: `guest${id}@example.jp`,
  isConnected,
  groups: [],
  connectionRequestDate: requested,
});
const NOTHING: AttentionInput = {
  locks: [],
  doors: null,
  pins: [],
  cards: [],
  groups: [],
  guests: [],
  cardsWithoutUser: [],
};

describe('the batteries to watch', () => {
  it('lists a lock, its sub lock and each keypad at 少, 空 or NG, by the spec’s codes, the worse of two', () => {
    const items = batteryItemsOf([
      lock(
        {
          id: 1,
          batteryA: 2,
          batteryB: 0,
          keypads: [
            keypad({ id: 11, useCase: 0, batteryA: 1, batteryB: 6 }),
            keypad({ id: 12, useCase: 1, batteryA: 0, batteryB: 0 }),
            keypad({ id: 13, useCase: 8, modelId: 5, batteryA: 6, batteryB: 6 }),
          ],
        },
        { lockName: '本社 正面玄関', subLock: { id: 51, modelId: 1, serialNo: 'S', batteryA: 3, batteryB: 1 } },
      ),
      // lock codes 0 and 1 are full, a keypad's 1 is already few; 7 is no code (a dash)
      lock({ id: 2, batteryA: 1, batteryB: 7 }, { lockName: '倉庫' }),
    ]);
    expect(items.map((i) => [i.subject, i.detail, i.key])).toEqual([
      ['本社 正面玄関', '電池残量：少', 'battery:lock:1:few'],
      ['本社 正面玄関・サブロック', '電池切れ', 'battery:subLock:51:empty'],
      ['本社 正面玄関・キーパッド（屋外側）', '電池異常', 'battery:keypad:11:ng'],
    ]);
    expect(items.every((i) => i.fix.kind === 'lockSettings' && i.fix.lockId === 1)).toBe(true);
  });

  it('lists a lock read twice (the pages moved) once', () => {
    const low = lock({ id: 3, batteryA: 6 });
    expect(batteryItemsOf([low, low])).toHaveLength(1);
  });
});

describe('the hubs', () => {
  it('lists the doors 扉の状態 could not read in this session, and nothing when it was not read', () => {
    const doors: DoorRow[] = [
      { lockId: 6, name: 'サーバールーム', state: { kind: 'readFailed', message: '通信エラー' } },
      { lockId: 2, name: '通用口', state: { kind: 'read', lockStatus: 'open' } },
      { lockId: 5, name: '倉庫', state: { kind: 'unreadable' } },
    ];
    expect(hubItemsOf(doors)).toEqual([
      {
        key: 'hub:6',
        kind: 'hub',
        subject: 'サーバールーム',
        detail: '扉の状態を読めませんでした（通信エラー）',
        when: null,
        fix: { kind: 'doorStates', lockId: 6 },
      },
    ]);
    expect(deviceAttentionOf([], null)).toEqual([]);
  });
});

describe('attentionOf', () => {
  const items = attentionOf(
    {
      ...NOTHING,
      locks: [lock({ id: 1, batteryA: 6 }, { lockName: '本社 正面玄関' })],
      doors: [{ lockId: 6, name: 'サーバールーム', state: { kind: 'readFailed', message: '通信エラー' } }],
      pins: [
        {
          keypad: OUTDOOR,
          registered: [
            pin(1, '清掃業者', '2026-11-30T18:00:00+09:00'),
            pin(2, '来客', '2026-12-03T00:00:00+09:00'),
            pin(3, '期限切れ', '2026-11-25T19:59:00+09:00'),
            pin(4, '期限なし', null),
          ],
          registering: [pin(5, '失敗', null, 'failed'), pin(6, '登録中', '2026-11-26T09:00:00+09:00', 'in_progress')],
        },
      ],
      cards: [
        {
          keypad: OUTDOOR,
          registered: [
            card(7, '社員証', '2026-12-02T23:59:00+09:00', '佐藤 健'),
            card(8, '削除中', '2026-11-26T00:00:00+09:00', null),
          ],
          registering: [card(9, '予備', null, '鈴木 美咲', 'failed')],
        },
      ],
      groups: [
        group(2, '短期プロジェクト', {
          conditions: {
            ...NO_CONDITIONS,
            duration: {
              from: 1_700_000_000,
              expiresIn: Math.floor(Date.parse('2026-11-28T23:59:59+09:00') / 1000) - 1_700_000_000,
            },
          },
        }),
        group(5, '全員', { whole: true }),
      ],
      guests: [
        guest(21, '田中 陽子', '2026-11-11T10:30:00+09:00'),
        guest(22, '伊藤 翔', '2026-11-12T10:30:00+09:00'),
        guest(23, '渡辺 彩', '2026-10-01T10:30:00+09:00', true),
        guest(24, '山本 拓也', null),
      ],
      cardsWithoutUser: [
        { id: 30, name: '予備カード', guestId: null, guestName: null, createdAt: '2026-01-01T00:00:00+09:00' },
      ] satisfies CardMaster[],
    },
    AT,
  );

  it('lists each kind in the screen’s order, ending items soonest first', () => {
    expect(items.map((i) => [i.kind, i.subject])).toEqual([
      ['battery', '本社 正面玄関'],
      ['hub', 'サーバールーム'],
      ['registrationFailed', 'カード「予備」'],
      ['registrationFailed', '暗証番号「失敗」'],
      ['endingSoon', '暗証番号「登録中」'],
      ['endingSoon', '鍵グループ「短期プロジェクト」'],
      ['endingSoon', '暗証番号「清掃業者」'],
      ['endingSoon', 'カード「社員証」'],
      ['connectionPending', '田中 陽子'],
      ['cardWithoutUser', 'カード「予備カード」'],
    ]);
  });

  it('gives each its record to fix it, and a key that changes with its condition', () => {
    const byKind = (subject: string) => items.find((i) => i.subject === subject);
    expect(byKind('カード「予備」')).toMatchObject({
      key: 'failed:card:101:9',
      detail: '本社 正面玄関・屋外側・鈴木 美咲',
      fix: { kind: 'keypadCards', lockId: 1, keypadId: 101, side: 'outdoor' },
    });
    expect(byKind('暗証番号「清掃業者」')).toMatchObject({
      key: `ending:pin:101:1:${Date.parse('2026-11-30T18:00:00+09:00')}`,
      detail: '本社 正面玄関・屋外側・2026年11月30日(月) 18:00 に期限切れ',
      fix: { kind: 'keypadPins', lockId: 1, keypadId: 101, side: 'outdoor' },
    });
    expect(byKind('鍵グループ「短期プロジェクト」')?.fix).toEqual({ kind: 'group', groupId: 2 });
    expect(byKind('田中 陽子')).toMatchObject({
      detail: 'guest21@example.jp・2026年11月11日(水) に連携依頼（14日経過）',
      fix: { kind: 'guestConnection', guestId: 21, guestName: '田中 陽子' },
    });
    expect(byKind('カード「予備カード」')?.fix).toEqual({ kind: 'cardUser', cardId: 30 });
  });

  it('leaves out what ended, what ends after the 7 days, cards being deleted and requests younger than 14 days', () => {
    const subjects = items.map((i) => i.subject);
    for (const left of [
      '暗証番号「来客」',
      '暗証番号「期限切れ」',
      '暗証番号「期限なし」',
      'カード「削除中」',
      '伊藤 翔',
      '渡辺 彩',
      '山本 拓也',
      '鍵グループ「全員」',
    ])
      expect(subjects).not.toContain(left);
  });

  it('has nothing to say of nothing', () => {
    expect(attentionOf(NOTHING, AT)).toEqual([]);
  });
});

describe('attentionSteps: a large organization evaluated a step at a time', () => {
  // 200 keypads of 30 PINs and 10 cards, 3,000 guests: the shape of the large organization
  const LARGE: AttentionInput = {
    ...NOTHING,
    ...largeKeypadCredentials(OUTDOOR),
    guests: Array.from({ length: 3000 }, (_, i) =>
      guest(i + 1, `利用者 ${i}`, i % 5 === 0 ? '2026-11-01T10:00:00+09:00' : null, i % 7 === 0),
    ),
  };

  it('answers what attentionOf answers, the steps a keypad or a few hundred guests each', async () => {
    let steps = 0;
    for (const walk = attentionSteps(LARGE, AT); !walk.next().done;) steps += 1;
    // the devices, 200 keypads of PINs and of cards, 12 slices of guests, the cards without a user
    expect(steps).toBe(1 + 200 + 200 + 12 + 1);
    // a clock that runs 10 ms between two looks: every step is a slice of its own
    let now = 0;
    const sliced = await inSlices(attentionSteps(LARGE, AT), () => (now += 10));
    const whole = attentionOf(LARGE, AT);
    expect(sliced).toEqual(whole);
    expect(whole.filter((item) => item.kind === 'registrationFailed')).toHaveLength(200);
    expect(whole.filter((item) => item.kind === 'connectionPending')).toHaveLength(514);
  });
});
