// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowShares, useProgressiveRows, useRowBudget } from '../../../src/ui/shared/rowBudget';

// the rows come in later tasks: real timers and frames (a file before this one in the worker may have faked them)
beforeEach(() => {
  vi.useRealTimers();
});
afterEach(cleanup);

function Rows({ rows }: { readonly rows: ReadonlyArray<string> }) {
  const shown = useProgressiveRows(rows, 2);
  return (
    <ul>
      {shown.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}
const texts = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('rows rendered first on screen, the rest right after', () => {
  it('draws the first two, then every row; a new page starts again from its first two', async () => {
    const first = ['1', '2', '3', '4', '5'];
    const { rerender } = render(<Rows rows={first} />);
    expect(texts()).toEqual(['1', '2']);
    // the rest in the task after the next frame
    await waitFor(() => expect(texts()).toEqual(first));
    const next = ['6', '7', '8'];
    rerender(<Rows rows={next} />);
    expect(texts()).toEqual(['6', '7']);
    await waitFor(() => expect(texts()).toEqual(next));
  });

  it('a list no longer than the first rows is drawn whole at once', () => {
    render(<Rows rows={['a', 'b']} />);
    expect(texts()).toEqual(['a', 'b']);
  });

  it('before printing, every row is drawn at once', () => {
    const rows = ['1', '2', '3', '4', '5', '6'];
    render(<Rows rows={rows} />);
    expect(texts()).toEqual(['1', '2']);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(texts()).toEqual(rows);
  });
});

describe('a budget of rows shared among a page’s parts', () => {
  function Parts({ source, total }: { readonly source: object; readonly total: number }) {
    const budget = rowShares(useRowBudget(source, total, 3, 4));
    const first = ['a1', 'a2'].slice(0, budget.take(2));
    const chart = budget.fits(1);
    const second = ['b1', 'b2', 'b3', 'b4'].slice(0, budget.take(4));
    return (
      <ul>
        {[...first, ...(chart ? ['chart'] : []), ...second].map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    );
  }

  it('gives the earlier parts their rows first, then a step more each task; a new source starts again', async () => {
    const { rerender } = render(<Parts source={{}} total={7} />);
    expect(texts()).toEqual(['a1', 'a2', 'chart']);
    await waitFor(() => expect(texts()).toEqual(['a1', 'a2', 'chart', 'b1', 'b2', 'b3', 'b4']));
    rerender(<Parts source={{}} total={7} />);
    expect(texts()).toEqual(['a1', 'a2', 'chart']);
  });
});
