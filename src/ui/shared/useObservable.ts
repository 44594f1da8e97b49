import { useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import type { CallProgress } from '../../application/shared/CallPool';

export interface Observed<S> {
  readonly state$: Observable<S>;
  readonly snapshot: S;
}

/** useSyncExternalStore's `subscribe` of a presenter's state (none while there is no presenter). */
const useStateChanges = (presenter: Observed<unknown> | null) =>
  useCallback(
    (onChange: () => void) => {
      if (!presenter) return () => undefined;
      const subscription = presenter.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [presenter],
  );

/** The one bridge from a presenter's state to React. */
export function useObservable<S>(presenter: Observed<S>): S {
  return useObservableOr(presenter, presenter.snapshot);
}

/** The same for a presenter that may not be there yet (useDeferredPresenter): `initial` until it is. */
export function useObservableOr<S>(presenter: Observed<S> | null, initial: S): S {
  const subscribe = useStateChanges(presenter);
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
 * progress). While a reading is in progress nothing is deferred; the rest of the state (a field's value, the
 * rows shown, the marks) is drawn at once, so a field never shows a value before and printing draws every row at once.
 *
 * A change of the reading's counts alone does not draw the screen again: its progress bar reads them
 * (useReadingProgress, ReadProgress.tsx) and is the one part drawn. Drawing the whole view at each count (ten
 * times a second, progressPace.ts) was a quarter of アクセスの点検's time on a phone's CPU: 6.4 s of React's
 * work in a reading of 24 s, most of it Chakra's styles of the frame's heading, buttons and texts
 * (docs/PERFORMANCE.md).
 */
export function useDeferredParts<S extends object, K extends keyof S>(
  presenter: Observed<S>,
  late: ReadonlyArray<K>,
): S {
  const state = useObservableBesideProgress(presenter);
  const drawn = useDeferredValue(state);
  // a reading's start and end are drawn at once (its counts by the progress bar alone): only what was read waits
  // for the deferred render
  if (drawn === state || isReading(state)) return state;
  const parts: Partial<S> = {};
  for (const key of late) parts[key] = drawn[key];
  return { ...state, ...parts };
}

/** The reading's counts of a state whose `reading` is in progress; null otherwise. */
const progressOf = (state: object): CallProgress | null =>
  isReading(state) ? (state as { readonly reading: { readonly progress: CallProgress } }).reading.progress : null;

/** Whether `after` differs from `before` only in its reading's counts (the same reading going on). */
const onlyProgressMoved = (before: object, after: object): boolean => {
  if (!isReading(before) || !isReading(after)) return false;
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const keys = Object.keys(is);
  if (keys.length !== Object.keys(was).length) return false;
  return keys.every((key) => {
    if (was[key] === is[key]) return true;
    if (key !== 'reading') return false;
    const a = was[key] as Record<string, unknown>;
    const b = is[key] as Record<string, unknown>;
    const parts = Object.keys(b);
    return parts.length === Object.keys(a).length && parts.every((part) => part === 'progress' || a[part] === b[part]);
  });
};

/**
 * useObservable, except that a change of the reading's counts alone keeps the state drawn before (the screen is not
 * drawn again; its ReadProgress is). Every other change, the reading's end included, is the new state at once.
 */
function useObservableBesideProgress<S extends object>(presenter: Observed<S>): S {
  const drawn = useRef<{ readonly presenter: Observed<S>; readonly state: S } | null>(null);
  const subscribe = useStateChanges(presenter);
  const snapshot = (): S => {
    const state = presenter.snapshot;
    const before = drawn.current;
    if (before?.presenter === presenter && onlyProgressMoved(before.state, state)) return before.state;
    drawn.current = { presenter, state };
    return state;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The counts of the presenter's reading as they are now (null when it is not reading): the one part of a view that
 * follows each of them (ReadProgress.tsx), the rest of the screen drawn at the reading's start and end.
 */
export function useReadingProgress(presenter: Observed<object>): CallProgress | null {
  const subscribe = useStateChanges(presenter);
  const snapshot = (): CallProgress | null => progressOf(presenter.snapshot);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
