import { useCallback, useSyncExternalStore } from 'react';
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
