import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  noAcknowledgements,
  parseAcknowledgements,
  serializeAcknowledgements,
  splitAcknowledged,
  unacknowledge,
} from '../../../src/domain/attention/acknowledgements';
import { batteryItemsOf } from '../../../src/domain/attention/devices';
import { lock } from '../locks/fixtures';

const TODAY = '2026-11-25';

describe('確認済み for the day', () => {
  it('keeps today’s marks and reads another day’s (or anything unreadable) as none', () => {
    const marks = acknowledge(noAcknowledgements(TODAY), ['battery:lock:1:few'], TODAY);
    const kept = serializeAcknowledgements(marks);
    expect(parseAcknowledgements(kept, TODAY).keys).toEqual(new Set(['battery:lock:1:few']));
    expect(parseAcknowledgements(kept, '2026-11-26').keys).toEqual(new Set());
    expect(parseAcknowledgements('{', TODAY).keys).toEqual(new Set());
    expect(parseAcknowledgements(JSON.stringify({ date: TODAY, keys: 'x' }), TODAY).keys).toEqual(new Set());
    expect(parseAcknowledgements(null, TODAY)).toEqual(noAcknowledgements(TODAY));
  });

  it('adds and takes back marks, dropping another day’s', () => {
    const yesterday = acknowledge(noAcknowledgements('2026-11-24'), ['a'], '2026-11-24');
    expect(acknowledge(yesterday, ['b'], TODAY)).toEqual({ date: TODAY, keys: new Set(['b']) });
    const today = acknowledge(acknowledge(noAcknowledgements(TODAY), ['a'], TODAY), ['b'], TODAY);
    expect(unacknowledge(today, 'a', TODAY).keys).toEqual(new Set(['b']));
  });

  it('hides a marked item, and shows it again once its condition changes (少 then 空)', () => {
    const few = batteryItemsOf([lock({ id: 1, batteryA: 2 })]);
    const marks = acknowledge(
      noAcknowledgements(TODAY),
      few.map((i) => i.key),
      TODAY,
    );
    expect(splitAcknowledged(few, marks)).toEqual({ open: [], acknowledged: few });
    const empty = batteryItemsOf([lock({ id: 1, batteryA: 3 })]);
    expect(splitAcknowledged(empty, marks).open).toEqual(empty);
  });
});
