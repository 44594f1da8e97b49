import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

export interface Observed<S> {
  readonly state$: Observable<S>;
  readonly snapshot: S;
}

/** The one bridge from a presenter's state to React. */
export function useObservable<S>(presenter: Observed<S>): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = presenter.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [presenter],
  );
  return useSyncExternalStore(subscribe, () => presenter.snapshot, () => presenter.snapshot);
}
