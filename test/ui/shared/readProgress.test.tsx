// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallProgress } from '../../../src/application/shared/CallPool';
import { ReadProgress } from '../../../src/ui/shared/ReadProgress';
import { useDeferredParts, type Observed } from '../../../src/ui/shared/useObservable';

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(cleanup);

type Reading =
  | { readonly status: 'reading'; readonly progress: CallProgress; readonly previous: string | null }
  | { readonly status: 'read'; readonly value: string };
interface ViewState {
  readonly reading: Reading;
  readonly shown: number;
}

/** A presenter as the access views have it: its state in a subject. */
class FakePresenter implements Observed<ViewState> {
  readonly state$: BehaviorSubject<ViewState>;
  constructor(initial: ViewState) {
    this.state$ = new BehaviorSubject(initial);
  }
  get snapshot(): ViewState {
    return this.state$.value;
  }
  set(next: ViewState): void {
    this.state$.next(next);
  }
}

const counts = (done: number, total = 466) => ({ done, total });
const words = (done: number, total: number) => `${total} 件中 ${done} 件を確認しました`;

/** A view as the access views are: the whole frame from useDeferredParts, the bar following the presenter. */
function View({ presenter, drawnTimes }: { readonly presenter: FakePresenter; readonly drawnTimes: { n: number } }) {
  const state = useDeferredParts(presenter, ['reading']);
  drawnTimes.n += 1;
  return (
    <ChakraProvider value={defaultSystem}>
      <p data-testid="shown">{state.shown}</p>
      {state.reading.status === 'reading' && (
        <ReadProgress presenter={presenter} drawn={state.reading.progress} words={words} testId="progress" />
      )}
      {state.reading.status === 'read' && <p>{state.reading.value}</p>}
    </ChakraProvider>
  );
}

describe("a reading's progress is drawn by its bar alone", () => {
  it('each count moves the bar, not the view; the view is drawn again when anything else changes', async () => {
    const presenter = new FakePresenter({
      reading: { status: 'reading', progress: counts(0), previous: null },
      shown: 20,
    });
    const drawnTimes = { n: 0 };
    render(<View presenter={presenter} drawnTimes={drawnTimes} />);
    const first = drawnTimes.n;
    expect(screen.getByText('466 件中 0 件を確認しました')).toBeTruthy();

    for (const done of [1, 2, 3, 4, 5])
      act(() =>
        presenter.set({
          ...presenter.snapshot,
          reading: { status: 'reading', progress: counts(done), previous: null },
        }),
      );
    expect(screen.getByText('466 件中 5 件を確認しました')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(drawnTimes.n).toBe(first);

    // the rows shown change while it reads: the view is drawn, with the latest count
    act(() => presenter.set({ ...presenter.snapshot, shown: 40 }));
    expect(screen.getByTestId('shown').textContent).toBe('40');
    expect(drawnTimes.n).toBeGreaterThan(first);
    expect(screen.getByText('466 件中 5 件を確認しました')).toBeTruthy();

    // the reading ends: the view is drawn with what was read (the deferred part may take a second render)
    act(() => presenter.set({ ...presenter.snapshot, reading: { status: 'read', value: '点検の結果' } }));
    expect(await screen.findByText('点検の結果')).toBeTruthy();
    expect(screen.queryByTestId('progress')).toBeNull();
  });

  it('a new reading (読み直す) with the earlier one kept is drawn at its start, then only its bar moves', () => {
    const presenter = new FakePresenter({ reading: { status: 'read', value: '前の結果' }, shown: 20 });
    const drawnTimes = { n: 0 };
    render(<View presenter={presenter} drawnTimes={drawnTimes} />);
    act(() =>
      presenter.set({
        ...presenter.snapshot,
        reading: { status: 'reading', progress: counts(0), previous: '前の結果' },
      }),
    );
    const started = drawnTimes.n;
    expect(screen.getByText('466 件中 0 件を確認しました')).toBeTruthy();
    act(() =>
      presenter.set({
        ...presenter.snapshot,
        reading: { status: 'reading', progress: counts(7), previous: '前の結果' },
      }),
    );
    expect(screen.getByText('466 件中 7 件を確認しました')).toBeTruthy();
    expect(drawnTimes.n).toBe(started);
    // a reading of another `previous` is another reading: drawn
    act(() =>
      presenter.set({ ...presenter.snapshot, reading: { status: 'reading', progress: counts(8), previous: null } }),
    );
    expect(drawnTimes.n).toBeGreaterThan(started);
  });
});
