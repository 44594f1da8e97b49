// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveRows } from '../../../src/ui/shared/useProgressiveRows';

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
});
