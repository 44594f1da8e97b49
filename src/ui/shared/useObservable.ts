import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

export interface Observed<S> {
  readonly state$: Observable<S>;
  readonly snapshot: S;
}

/** The one bridge from a presenter's state to React. */
export function useObservable<S>(presenter: Observed<S>): S {
  return useObservableOr(presenter, presenter.snapshot);
}

/** The same for a presenter that may not be there yet (useDeferredPresenter): `initial` until it is. */
export function useObservableOr<S>(presenter: Observed<S> | null, initial: S): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!presenter) return () => undefined;
      const subscription = presenter.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [presenter],
  );
  const snapshot = () => (presenter ? presenter.snapshot : initial);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const isReading = (state: object): boolean =>
  'reading' in state &&
  typeof state.reading === 'object' &&
  state.reading !== null &&
  'status' in state.reading &&
  state.reading.status === 'reading';

/**
 * The presenter's state with some parts drawn late (an access view's reading and what is evaluated from it): a change
 * of those parts is drawn in a deferred render, which React splits into slices of a few milliseconds with the browser
 * let in between, instead of one task of seconds (a large organization's hundreds of rows on a phone at a quarter of a
 * desktop's speed). Until it is drawn, the screen shows those parts as they were (the reading before, or its
 * progress). While a reading is in progress nothing is deferred (each count of the progress is drawn); the rest of
 * the state (a field's value, the rows shown, the marks) is drawn at once, so a field never shows a value before and
 * printing draws every row at once.
 */
export function useDeferredParts<S extends object, K extends keyof S>(
  presenter: Observed<S>,
  late: ReadonlyArray<K>,
): S {
  const state = useObservable(presenter);
  const drawn = useDeferredValue(state);
  // a reading's progress is drawn at once, every count of it: only what was read waits for the deferred render
  if (drawn === state || isReading(state)) return state;
  const parts: Partial<S> = {};
  for (const key of late) parts[key] = drawn[key];
  return { ...state, ...parts };
}
