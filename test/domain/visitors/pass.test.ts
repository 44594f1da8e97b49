import { describe, expect, it } from 'vitest';
import type { Pin } from '../../../src/domain/pins/pin';
import { isTimeBoxed, passesOf, passPinName, validatePassWho } from '../../../src/domain/visitors/pass';

const FROM = '2026-11-27T11:00:00+09:00';
const TILL = '2026-11-27T13:00:00+09:00';
const pin = (id: number, name: string, code: string, window: [string | null, string | null] = [FROM, TILL]): Pin => ({
  id,
  name,
  pin: code,
  timeFrom: window[0],
  timeTill: window[1],
  registrationJobStatus: 'success',
});
const lock = (id: number, name: string) => ({ id, name });

describe('passes read back from the keypads', () => {
  it('every time-boxed PIN is a pass; one without a period is not', () => {
    expect(isTimeBoxed(pin(1, '来客', '1234'))).toBe(true);
    expect(isTimeBoxed(pin(2, '清掃業者', '2580', [null, null]))).toBe(false);
  });

  it('groups the PINs of one code, name and window on several keypads into one pass with its doors', () => {
    const passes = passesOf([
      {
        lock: lock(1, '本社 正面玄関'),
        keypadId: 101,
        side: 'outdoor',
        pins: [pin(1, '山田 一郎', '482913'), pin(2, '清掃業者', '2580', [null, null])],
      },
      { lock: lock(1, '本社 正面玄関'), keypadId: 102, side: 'indoor', pins: [pin(3, '山田 一郎', '482913')] },
      {
        lock: lock(2, '本社 通用口'),
        keypadId: 103,
        side: 'outdoor',
        // the same instant written in UTC is the same window
        pins: [pin(4, '山田 一郎', '482913', ['2026-11-27T02:00:00Z', '2026-11-27T04:00:00Z'])],
      },
    ]);
    expect(passes.map((p) => ({ name: p.name, pin: p.pin, doors: p.doors.map((d) => [d.keypadId, d.pinId]) }))).toEqual(
      [
        {
          name: '山田 一郎',
          pin: '482913',
          doors: [
            [101, 1],
            [102, 3],
            [103, 4],
          ],
        },
      ],
    );
  });

  it('keeps passes apart when the name, the code or the window differs, the latest end first', () => {
    const passes = passesOf([
      {
        lock: lock(1, '本社 正面玄関'),
        keypadId: 101,
        side: 'outdoor',
        pins: [
          pin(1, '山田 一郎', '482913'),
          pin(2, '佐々木 工務店', '482913'),
          pin(3, '山田 一郎', '482913', [FROM, '2026-11-28T13:00:00+09:00']),
        ],
      },
    ]);
    expect(passes.map((p) => [p.name, p.timeTill])).toEqual([
      ['山田 一郎', '2026-11-28T13:00:00+09:00'],
      ['佐々木 工務店', TILL],
      ['山田 一郎', TILL],
    ]);
  });
});

describe('who a pass is for', () => {
  it('puts the note in the PIN’s name, the only text a PIN carries', () => {
    expect(passPinName(' 山田 一郎 ', ' ◯◯工務店 ')).toBe('山田 一郎（◯◯工務店）');
    expect(passPinName('山田 一郎', '  ')).toBe('山田 一郎');
  });

  it('requires a name, with the PIN name’s one message (devices-access §5)', () => {
    expect(validatePassWho('  ', '')).toEqual({ name: '「名前」は30文字以内で入力してください。' });
    expect(validatePassWho('あ'.repeat(31), '')).toEqual({ name: '「名前」は30文字以内で入力してください。' });
    expect(validatePassWho('あ'.repeat(30), '')).toEqual({});
  });

  it('refuses a name and note that do not fit the PIN’s 30 characters together', () => {
    expect(validatePassWho('あ'.repeat(20), 'い'.repeat(8))).toEqual({});
    expect(validatePassWho('あ'.repeat(20), 'い'.repeat(9))).toEqual({
      note: '名前と備考を合わせて28文字以内で入力してください。',
    });
  });
});
