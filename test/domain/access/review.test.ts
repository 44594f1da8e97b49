import { describe, expect, it } from 'vitest';
import { expiringUntilOf, reviewOf, reviewSteps, type ReviewKeypad } from '../../../src/domain/access/review';
import { inSlices } from '../../../src/application/shared/inSlices';
import type { CardMaster } from '../../../src/domain/cards/card';
import { NO_CONDITIONS } from '../../../src/domain/groups/group';
import {
  AT,
  BACK,
  card,
  EMPTY,
  FRONT,
  group,
  guest,
  largeKeypadCredentials,
  lock,
  OUTDOOR,
  pin,
  PINS_FIX,
} from './reviewFixtures';

describe('expiringUntilOf', () => {
  it('counts today and the next seven calendar days of Japan, whatever the hour', () => {
    expect(expiringUntilOf(AT).toISOString()).toBe(new Date('2026-12-03T00:00:00+09:00').toISOString());
    expect(expiringUntilOf(new Date('2026-11-25T00:00:00+09:00')).toISOString()).toBe(
      new Date('2026-12-03T00:00:00+09:00').toISOString(),
    );
    // 01:00 on Thursday in Japan is still Wednesday in UTC: the Japan day decides
    expect(expiringUntilOf(new Date('2026-11-26T01:00:00+09:00')).toISOString()).toBe(
      new Date('2026-12-04T00:00:00+09:00').toISOString(),
    );
  });
});

describe('reviewOf: credentials that expire in the next 7 days', () => {
  it('lists PINs ending from this instant up to the end of the seventh day, soonest first; not the expired ones', () => {
    const review = reviewOf(
      {
        ...EMPTY,
        pins: [
          {
            keypad: OUTDOOR,
            registered: [
              pin(1, '最終日の終わり', '2026-12-02T23:59:59+09:00'),
              pin(2, '八日目', '2026-12-03T00:00:00+09:00'),
              pin(3, '今この時まで', '2026-11-25T20:00:00+09:00'),
              pin(4, '一分前に終了', '2026-11-25T19:59:00+09:00'),
              pin(5, '期限なし', null),
              pin(6, '明日まで', '2026-11-26T09:00:00+09:00'),
            ],
            registering: [pin(7, '登録中', '2026-11-27T09:00:00+09:00', 'in_progress')],
          },
        ],
      },
      AT,
    );
    expect(review.sections.expiring).toEqual([
      {
        section: 'expiring',
        item: '暗証番号「今この時まで」',
        detail: '本社 正面玄関・屋外側',
        end: new Date('2026-11-25T20:00:00+09:00'),
        fix: PINS_FIX,
      },
      {
        section: 'expiring',
        item: '暗証番号「明日まで」',
        detail: '本社 正面玄関・屋外側',
        end: new Date('2026-11-26T09:00:00+09:00'),
        fix: PINS_FIX,
      },
      {
        section: 'expiring',
        item: '暗証番号「登録中」',
        detail: '本社 正面玄関・屋外側',
        end: new Date('2026-11-27T09:00:00+09:00'),
        fix: PINS_FIX,
      },
      {
        section: 'expiring',
        item: '暗証番号「最終日の終わり」',
        detail: '本社 正面玄関・屋外側',
        end: new Date('2026-12-02T23:59:59+09:00'),
        fix: PINS_FIX,
      },
    ]);
    expect(review.sections.failed).toEqual([]);
  });

  it('lists cards with their user, leaves out cards being deleted, and lists a group by its period’s last second', () => {
    const indoor: ReviewKeypad = { lock: FRONT, keypad: { id: 102 }, side: 'indoor' };
    const ends = new Date('2026-11-30T18:00:00+09:00').getTime() / 1000;
    const review = reviewOf(
      {
        ...EMPTY,
        cards: [
          {
            keypad: indoor,
            registered: [
              card(1, '社員証A', '2026-11-28T18:00:00+09:00', '山田 太郎'),
              card(2, '削除中', '2026-11-28T18:00:00+09:00', null),
              card(3, '来月', '2026-12-25T18:00:00+09:00', '佐藤 花子'),
            ],
            registering: [],
          },
        ],
        groups: [
          group(3, '短期工事', {
            conditions: { ...NO_CONDITIONS, duration: { from: ends - 86_400, expiresIn: 86_400 } },
          }),
          // its last second was 20:00:00 today: it still opens during that second
          group(4, 'さっきまで', {
            conditions: { ...NO_CONDITIONS, duration: { from: AT.getTime() / 1000 - 100, expiresIn: 100 } },
          }),
          group(5, '終わった', {
            conditions: { ...NO_CONDITIONS, duration: { from: AT.getTime() / 1000 - 101, expiresIn: 100 } },
          }),
          group(9, '全員', { whole: true, conditions: { ...NO_CONDITIONS, duration: { from: ends, expiresIn: 0 } } }),
        ],
      },
      AT,
    );
    expect(review.sections.expiring.map((r) => [r.item, r.detail, r.end?.toISOString(), r.fix.kind])).toEqual([
      ['鍵グループ「さっきまで」', '利用者 3人', AT.toISOString(), 'group'],
      ['ICカード「社員証A」', '本社 正面玄関・屋内側・山田 太郎', '2026-11-28T09:00:00.000Z', 'keypad-cards'],
      ['鍵グループ「短期工事」', '利用者 3人', '2026-11-30T09:00:00.000Z', 'group'],
    ]);
  });
});

describe('reviewOf: the other sections', () => {
  it('lists failed registrations (never as expiring), cards without a user, and the guests, groups and locks left out', () => {
    const withoutUser: CardMaster = {
      id: 40,
      name: '予備1',
      guestId: null,
      guestName: null,
      createdAt: '2026-10-01T10:00:00+09:00',
    };
    const review = reviewOf(
      {
        locks: [FRONT, BACK],
        pins: [
          {
            keypad: OUTDOOR,
            registered: [],
            registering: [pin(8, '臨時作業員', '2026-11-26T09:00:00+09:00', 'failed')],
          },
        ],
        cards: [{ keypad: OUTDOOR, registered: [], registering: [card(5, '来客', null, '鈴木 一郎', 'failed')] }],
        cardsWithoutUser: [withoutUser],
        groups: [group(9, '全員', { whole: true }), group(2, '清掃'), group(6, '夜間')],
        guests: [
          guest(1, '在籍 花子', [{ id: 2, name: '清掃' }]),
          guest(2, '全員だけ', [{ id: 9, name: '全員' }]),
          guest(3, '招待中', [], false),
          guest(4, '未所属', [], false),
        ],
        invitedGuestIds: new Set([3]),
      },
      AT,
    );
    expect(review.sections.expiring).toEqual([]);
    expect(review.sections.failed).toEqual([
      {
        section: 'failed',
        item: '暗証番号「臨時作業員」',
        detail: '本社 正面玄関・屋外側',
        end: null,
        fix: PINS_FIX,
      },
      {
        section: 'failed',
        item: 'ICカード「来客」',
        detail: '本社 正面玄関・屋外側・鈴木 一郎',
        end: null,
        fix: { ...PINS_FIX, kind: 'keypad-cards' },
      },
    ]);
    expect(review.sections.cardsWithoutUser).toEqual([
      {
        section: 'cardsWithoutUser',
        item: 'ICカード「予備1」',
        detail: 'ID40',
        end: null,
        fix: { kind: 'card', cardId: 40 },
      },
    ]);
    expect(review.sections.guestsWithoutGroup.map((r) => [r.item, r.detail, r.fix])).toEqual([
      ['全員だけ', 'g2@example.jp', { kind: 'guest', guestId: 2 }],
      ['未所属', 'g4@example.jp・アプリ未連携', { kind: 'guest', guestId: 4 }],
    ]);
    expect(review.sections.groupsWithoutLock.map((r) => [r.item, r.fix])).toEqual([
      ['夜間', { kind: 'group', groupId: 6 }],
    ]);
    // the back door is only in the organization-wide group, which no manager sees or manages
    expect(review.sections.locksWithoutGroup.map((r) => [r.item, r.detail, r.fix])).toEqual([
      ['倉庫 裏口', 'ロックID 2', { kind: 'lock-settings', lockId: 2 }],
    ]);
  });

  it('evaluates a large organization in one pass (3,000 guests, 5,000 PINs) with the right counts', () => {
    const keypads = Array.from({ length: 100 }, (_, k): ReviewKeypad => ({
      lock: lock(k, `扉${k}`),
      keypad: { id: 1000 + k },
      side: 'outdoor',
    }));
    const review = reviewOf(
      {
        ...EMPTY,
        locks: keypads.map((k) => lock(k.lock.id, k.lock.setting.lockName, [{ id: 1, name: 'A', whole: false }])),
        pins: keypads.map((keypad, k) => ({
          keypad,
          registered: Array.from({ length: 50 }, (_, i) =>
            pin(k * 50 + i, `p${i}`, i % 10 === 0 ? '2026-11-27T09:00:00+09:00' : '2027-01-01T00:00:00+09:00'),
          ),
          registering: [],
        })),
        groups: [group(1, 'A')],
        guests: Array.from({ length: 3000 }, (_, i) => guest(i, `g${i}`, i % 3 === 0 ? [] : [{ id: 1, name: 'A' }])),
        invitedGuestIds: new Set(Array.from({ length: 500 }, (_, i) => i * 3)),
      },
      AT,
    );
    expect(review.sections.expiring.length).toBe(500);
    expect(review.sections.guestsWithoutGroup.length).toBe(500);
    expect(review.sections.locksWithoutGroup).toEqual([]);
  });
});

describe('reviewSteps: a large organization reviewed a step at a time', () => {
  const LARGE = {
    ...EMPTY,
    locks: Array.from({ length: 200 }, (_, i) =>
      lock(i + 1, `扉 ${i}`, i % 4 === 0 ? [] : [{ id: 7, name: '正社員', whole: false }]),
    ),
    ...largeKeypadCredentials(OUTDOOR),
    groups: [group(7, '正社員'), group(8, '使われない')],
    guests: Array.from({ length: 3000 }, (_, i) =>
      guest(i + 1, `利用者 ${i}`, i % 5 === 0 ? [] : [{ id: 7, name: '正社員' }], i % 7 !== 0),
    ),
  };

  it('answers what reviewOf answers, the steps a keypad or a few hundred guests each', async () => {
    let steps = 0;
    for (const walk = reviewSteps(LARGE, AT); !walk.next().done;) steps += 1;
    // 200 keypads of PINs and of cards, the groups and locks, 12 slices of guests
    expect(steps).toBe(200 + 200 + 1 + 12);
    // a clock that runs 10 ms between two looks: every step is a slice of its own
    let now = 0;
    const sliced = await inSlices(reviewSteps(LARGE, AT), () => (now += 10));
    const whole = reviewOf(LARGE, AT);
    expect(sliced).toEqual(whole);
    expect(whole.sections.failed).toHaveLength(200);
    expect(whole.sections.guestsWithoutGroup).toHaveLength(600);
    expect(whole.sections.locksWithoutGroup).toHaveLength(50);
    expect(whole.sections.groupsWithoutLock.map((row) => row.item)).toEqual(['使われない']);
  });
});
