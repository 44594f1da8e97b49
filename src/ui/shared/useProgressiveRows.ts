import { useEffect, useState } from 'react';
import { afterPaint } from './nextTask';

/**
 * The rows to render now: the first `first` of them at once, then `first` more in each task after a frame, until all
 * are there. On a phone (4× slower than a desktop) the first ones are what its screen shows above the fold, and the
 * rest follow before a thumb can scroll to them, in tasks short enough for a tap to be answered between them (50 group
 * cards in one task were 240 ms). Each new list of rows (a page, a search) starts again from the first ones.
 * Not a transition: other updates of the page (the battery scan, the keypads' counts) would restart it, and on a slow
 * page it might never finish; the rows must be cheap to render (the lock panels use staticStyles).
 */
export function useProgressiveRows<Row>(rows: ReadonlyArray<Row>, first: number): ReadonlyArray<Row> {
  const [shown, setShown] = useState<{ readonly rows: ReadonlyArray<Row>; readonly count: number }>({
    rows,
    count: first,
  });
  const current = shown.rows === rows ? shown : { rows, count: first };
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= rows.length) return;
    // after the frame, or 100 ms at the latest (a hidden tab draws no frames: its rows still come)
    let live = true;
    void afterPaint().then(() => live && setShown({ rows, count: current.count + first }));
    return () => {
      live = false;
    };
  }, [rows, current.count, first]);
  return current.count >= rows.length ? rows : rows.slice(0, current.count);
}
