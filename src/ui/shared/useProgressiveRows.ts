import { useEffect, useState } from 'react';

/**
 * The rows to render now: the first `first` of them at once, all of them in the task after the frame that paints
 * those. On a phone (4× slower than a desktop) the first ones are what its screen shows above the fold, and the rest
 * follow before a thumb can scroll to them. Each new list of rows (a page, a search) starts again from the first ones.
 * Not a transition: other updates of the page (the battery scan, the keypads' counts) would restart it, and on a slow
 * page it might never finish; the rows must be cheap to render (the lock panels use staticStyles).
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown({ rows, all: true }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, current.all]);
  return current.all ? rows : rows.slice(0, first);
}
