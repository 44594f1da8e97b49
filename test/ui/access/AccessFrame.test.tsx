// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingState } from '../../../src/ui/access/reading';

/** The date field (the holiday one: its table is the calendar feature's), counted: how often the frame draws it. */
const drawn = vi.hoisted(() => ({ dateField: 0, holidayMoment: 0 }));
vi.mock('../../../src/ui/calendar/HolidayDateField', () => ({
  HolidayDateField: ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => {
    drawn.dateField += 1;
    return <input aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
  },
}));
/** The moment's holiday line (its presenter's tests: test/ui/calendar), drawn with the moment's fields. */
vi.mock('../../../src/ui/calendar/HolidayMoment', () => ({
  HolidayMoment: () => {
    drawn.holidayMoment += 1;
    return null;
  },
}));

const { AccessFrame } = await import('../../../src/ui/access/AccessFrame');

afterEach(cleanup);

const reading = (done: number): ReadingState<unknown> => ({
  status: 'reading',
  progress: { done, total: 180 },
  previous: null,
});
// 2026-11-21 10:00 in Japan
const MOMENT = new Date('2026-11-21T01:00:00Z');

const frame = (state: ReadingState<unknown>, value: Date, onChange: (d: Date) => void) => (
  <ChakraProvider value={defaultSystem}>
    <AccessFrame
      title="この人が開けられる扉"
      subject="佐藤 翔"
      organizationName="大規模デモ株式会社"
      state={state}
      reader={{ state$: NEVER, snapshot: { reading: state } }}
      onReadAgain={() => {}}
      moment={{ value, onChange, onNow: () => {} }}
    >
      <p>rows</p>
    </AccessFrame>
  </ChakraProvider>
);

const READ_BEFORE = { value: null, readAt: MOMENT };
const read = (): ReadingState<unknown> => ({ status: 'read', reading: READ_BEFORE });
const readingAgain = (done: number): ReadingState<unknown> => ({
  status: 'reading',
  progress: { done, total: 180 },
  previous: READ_BEFORE,
});

describe('the access frame while reading', () => {
  it("draws the moment's fields once something is read, and again only when the moment changes", async () => {
    drawn.dateField = 0;
    drawn.holidayMoment = 0;
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(frame(reading(1), MOMENT, first));
    // the first reading goes on: the fields' place is kept, the fields wait for its end (their render held it up)
    rerender(frame(reading(2), MOMENT, first));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByText('180 件中 2 件を確認しました')).toBeTruthy();
    expect(screen.getByTestId('access-moment-pending')).toBeTruthy();
    expect(drawn.dateField).toBe(0);
    // read: the fields come in the task after that frame (their code loaded then)
    rerender(frame(read(), MOMENT, first));
    expect(drawn.dateField).toBe(0);
    await waitFor(() => expect(drawn.dateField).toBe(1));
    // 読み直す: the fields stay, and the progress of the new reading does not draw them again
    rerender(frame(readingAgain(2), new Date(MOMENT.getTime()), first));
    rerender(frame(readingAgain(3), new Date(MOMENT.getTime()), latest));
    expect(screen.getByText('180 件中 3 件を確認しました')).toBeTruthy();
    expect(drawn.dateField).toBe(1);
    expect(drawn.holidayMoment).toBe(1);
    fireEvent.change(screen.getByLabelText('日付'), { target: { value: '2026-11-22' } });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(new Date('2026-11-22T01:00:00Z'));
    rerender(frame(readingAgain(3), new Date('2026-11-22T01:00:00Z'), latest));
    expect(drawn.dateField).toBe(2);
    expect(drawn.holidayMoment).toBe(2);
    expect((screen.getByLabelText('日付') as HTMLInputElement).value).toBe('2026-11-22');
  });

  it('a view opened with an earlier reading kept draws the fields at once, while it reads again', async () => {
    drawn.dateField = 0;
    render(frame(readingAgain(1), MOMENT, vi.fn()));
    await waitFor(() => expect(drawn.dateField).toBe(1));
  });
});
