import { describe, expect, it } from 'vitest';
import { guestAccessAt, type GuestAccessReading } from '../../../src/domain/access/guestAccess';
import { untilWords } from '../../../src/ui/access/accessWords';
import { formatPeriod, hasEnded, validityEndOf } from '../../../src/domain/keypads/expiry';
import { formatJapaneseDateTime, instantOfIso } from '../../../src/domain/shared/dates';
import { toCardMaster, toKeypadCard } from '../../../src/infrastructure/http/cards/codecs';
import { toPin } from '../../../src/infrastructure/http/pins/codecs';

/**
 * The validity of a PIN or an IC card (time_from, time_till) as a server sends it: the spec shows no format. A time
 * without an offset is Japan time (the console's and the server's), whatever the browser's zone; a time that names no
 * date is shown as 読み取れません, never as 期限なし.
 */
const NO_OFFSET = '2026-11-26T10:00:00';
const TEN_IN_JAPAN = Date.UTC(2026, 10, 26, 1, 0, 0);

describe('a validity time without an offset is Japan time', () => {
  it('2026-11-26T10:00:00 is 10:00 in Japan (01:00 UTC), not 10:00 in the browser zone', () => {
    expect(instantOfIso(NO_OFFSET)).toBe(TEN_IN_JAPAN);
    expect(instantOfIso('2026-11-26T10:00')).toBe(TEN_IN_JAPAN);
    expect(instantOfIso('2026-11-26')).toBe(Date.UTC(2026, 10, 25, 15, 0, 0));
    expect(formatJapaneseDateTime(NO_OFFSET)).toBe('2026年11月26日(木) 10:00');
  });

  it('a time with an offset keeps its offset', () => {
    expect(instantOfIso('2026-11-26T10:00:00+09:00')).toBe(TEN_IN_JAPAN);
    expect(instantOfIso('2026-11-26T10:00:00Z')).toBe(Date.UTC(2026, 10, 26, 10, 0, 0));
    expect(instantOfIso('2026-11-26T10:00:00-05:00')).toBe(Date.UTC(2026, 10, 26, 15, 0, 0));
  });

  it("a PIN read from the wire shows its period in Japan time and ends at Japan's 10:00", () => {
    const pin = toPin({ id: 1, name: '清掃', pin: '1234', time_from: '2026-11-25T09:00:00', time_till: NO_OFFSET });
    expect(formatPeriod(pin.timeFrom, pin.timeTill)).toBe('2026/11/25 09:00 〜 2026/11/26 10:00');
    expect(hasEnded(pin.timeTill, new Date(TEN_IN_JAPAN + 60_000))).toBe(true);
    expect(hasEnded(pin.timeTill, new Date(TEN_IN_JAPAN - 60_000))).toBe(false);
    // with an offset: the same instant shown the same way
    expect(formatPeriod('2026-11-25T00:00:00Z', '2026-11-26T01:00:00Z')).toBe('2026/11/25 09:00 〜 2026/11/26 10:00');
  });
});

describe('a validity time that names no date is shown as unreadable, never as no end', () => {
  it.each(['garbage', '2026-02-30T10:00:00', '26/11/2026 10:00', ''])('%j', (text) => {
    expect(formatPeriod('2026-11-25T09:00:00+09:00', text)).toBe('2026/11/25 09:00 〜 読み取れません');
    expect(formatPeriod(text, null)).toBe('読み取れません 〜 ');
    expect(untilWords(validityEndOf(text))).toBe('読み取れません');
    // not known to have passed: not called expired
    expect(hasEnded(text, new Date(TEN_IN_JAPAN))).toBe(false);
  });

  it('no end at all is still 期限なし', () => {
    expect(formatPeriod(null, null)).toBe('期限なし');
    expect(untilWords(validityEndOf(null))).toBe('期限なし');
  });

  it('この人が開けられる扉: a card whose end is unreadable says 読み取れません for the card and for its door', () => {
    const back = { lockId: 11, lockName: '裏口' };
    const reading: GuestAccessReading = {
      guest: { id: 7, name: '佐藤 健', isConnected: true },
      groups: [],
      cards: [
        {
          card: toCardMaster({ id: 5, name: '社員証', created_at: '2026-01-01T00:00:00+09:00', guest_id: 7 }),
          placements: [
            {
              door: back,
              keypadId: 101,
              side: 'outdoor',
              keypadCard: toKeypadCard({
                id: 1,
                name: '社員証',
                guest: { name: '佐藤 健' },
                time_till: 'garbage',
                registration_job_status: 'success',
              }),
              matchedBy: 'names',
            },
          ],
        },
      ],
    };
    const access = guestAccessAt(reading, new Date(TEN_IN_JAPAN));
    expect(access.cards[0]?.placements.map((p) => untilWords(p.until))).toEqual(['読み取れません']);
    expect(access.doors.map((d) => [d.door.lockName, untilWords(d.until)])).toEqual([['裏口', '読み取れません']]);
  });
});
