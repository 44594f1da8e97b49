import { startTransition, useEffect, useState } from 'react';

/**
 * The rows to render now: the first `first` of them at once, all of them in a transition right after (React renders
 * it in slices between frames and drops it for a newer page). On a phone (4× slower than a desktop) ten lock panels
 * are one 700 ms task; the first two are what its screen shows above the fold, and the rest follow before a thumb
 * can scroll to them. Each new list of rows (a page, a search) starts again from the first ones.
 */
export function useProgressiveRows<Row>(rows: ReadonlyArray<Row>, first: number): ReadonlyArray<Row> {
  const [shown, setShown] = useState<{ readonly rows: ReadonlyArray<Row>; readonly all: boolean }>({
    rows,
    all: rows.length <= first,
  });
  const current = shown.rows === rows ? shown : { rows, all: rows.length <= first };
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.all) return;
    startTransition(() => setShown({ rows, all: true }));
  }, [rows, current.all]);
  return current.all ? rows : rows.slice(0, first);
}
