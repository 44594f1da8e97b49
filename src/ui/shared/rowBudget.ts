import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from './nextTask';
import { useWindowEvent } from './domHooks';

/**
 * How many rows a page draws now: `first` at once, `step` more in each task after a frame, until every part is drawn
 * (Infinity). A new `source` (a new reading, page or search) starts again from `first`; a larger `total` (さらに表示)
 * goes on from the rows drawn. A large organization's lists and access views draw hundreds of rows and cards: drawn
 * in one task that was 250–530 ms on a desktop (style and layout of the whole list), over a second on a phone; a few
 * dozen rows a task keep each task short, so a tap is answered between them, and the rest follows before a thumb can
 * scroll to it. Not a transition: other updates of the page (the battery scan, the keypads' counts) would restart
 * it, and on a slow page it might never finish. Before printing every row is drawn at once (the printed page is a
 * record).
 */
export function useRowBudget(source: unknown, total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState<{ readonly source: unknown; readonly count: number }>({ source, count: first });
  const current = drawn.source === source ? drawn : { source, count: first };
  if (current !== drawn) setDrawn(current);
  useEffect(() => {
    if (current.count >= total) return;
    // after the frame, or 100 ms at the latest (a hidden tab draws no frames: its rows still come)
    let live = true;
    void afterPaint().then(() => live && setDrawn({ source, count: current.count + step }));
    return () => {
      live = false;
    };
  }, [source, current.count, total, step]);
  useWindowEvent('beforeprint', () => flushSync(() => setDrawn({ source, count: Number.POSITIVE_INFINITY })));
  return current.count >= total ? Number.POSITIVE_INFINITY : current.count;
}

/**
 * Shares a budget of rows among the parts of a page, in the page's order: `take(n)` answers how many of a part's `n`
 * rows are drawn now (all of the earlier parts' rows first), `fits(cost)` whether a part drawn whole (a chart) is.
 *
 *   const budget = rowShares(useRowBudget(report, rowsOfPage, 30, 30));
 *   const shownRows = rows.slice(0, budget.take(rows.length));
 */
export const rowShares = (budget: number) => {
  let left = budget;
  const take = (n: number): number => {
    const taken = Math.max(0, Math.min(n, left));
    left -= n;
    return taken;
  };
  return { take, fits: (cost: number): boolean => take(cost) === cost };
};

/**
 * The rows to render now (useRowBudget over the list itself): the first `first` of them at once, then `first` more in
 * each task after a frame. On a phone the first ones are what its screen shows above the fold (two lock panels, six
 * group cards); the rows must be cheap to render (the lock panels use staticStyles).
 */
export function useProgressiveRows<Row>(rows: ReadonlyArray<Row>, first: number): ReadonlyArray<Row> {
  const count = useRowBudget(rows, rows.length, first, first);
  return count >= rows.length ? rows : rows.slice(0, count);
}
