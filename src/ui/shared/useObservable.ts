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

/**
 * The presenter's state with its reading drawn late (an access view's `reading`): a new reading is drawn in a deferred
 * render, which React splits into slices of a few milliseconds with the browser let in between, instead of one task of
 * seconds (a large organization's hundreds of rows on a phone at a quarter of a desktop's speed). Until it is drawn,
 * the screen shows the reading before (or its progress); the rest of the state (the rows shown, the marks, a field's
 * value) is drawn at once, so a field never shows a value before and printing draws every row at once.
 */
export function useDeferredReading<S extends { readonly reading: unknown }>(presenter: Observed<S>): S {
  const state = useObservable(presenter);
  const reading = useDeferredValue(state.reading);
  return reading === state.reading ? state : { ...state, reading };
}
