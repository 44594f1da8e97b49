// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveTable, type Column } from '../../../src/ui/shared/ResponsiveTable';

afterEach(cleanup);

interface Line {
  readonly id: number;
  readonly date: string;
  readonly amount: string;
}
const rows: ReadonlyArray<Line> = [
  { id: 1, date: '2026年11月1日', amount: '4,500円' },
  { id: 2, date: '2026年10月1日', amount: '3,000円' },
];
const columns: ReadonlyArray<Column<Line>> = [
  { key: 'date', header: 'お支払い日', cell: (l) => l.date, place: 'title' },
  { key: 'amount', header: '金額', cell: (l) => l.amount, testId: 'amount' },
  { key: 'link', header: '明細', cell: (l) => <a href={`/x/${l.id}`}>明細</a>, place: 'actions' },
];
const draw = (layout: 'table' | 'cards') =>
  render(
    <ChakraProvider value={defaultSystem}>
      <ResponsiveTable
        label="お支払い履歴"
        columns={columns}
        rows={rows}
        rowKey={(l) => l.id}
        rowOptions={() => ({ testId: 'line' })}
        layout={layout}
      />
    </ChakraProvider>,
  );

describe('the one list pattern', () => {
  it('is a named table with visible headers when wide, its scroll region reachable by keyboard', () => {
    draw('table');
    const table = screen.getByRole('table', { name: 'お支払い履歴' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['お支払い日', '金額', '明細']);
    expect(screen.getAllByTestId('line')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'お支払い履歴' }).getAttribute('tabindex')).toBe('0');
  });

  it('is a named list of cards when narrow: title, each value labelled by its header, actions at the foot', () => {
    draw('cards');
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'お支払い履歴' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('dt')?.textContent).toBe('金額');
    expect(within(first).getByTestId('amount').textContent).toBe('4,500円');
    expect(first.textContent).toBe('2026年11月1日金額4,500円明細');
    expect(within(first).getByRole('link', { name: '明細' }).getAttribute('href')).toBe('/x/1');
  });
});

describe('a change of one row', () => {
  const many: ReadonlyArray<Line> = Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    date: `2026年11月${(i % 28) + 1}日`,
    amount: `${(i + 1) * 100}円`,
  }));
  /** Columns whose cells count the rows they draw, and a table of `lines` with them. */
  const counted = () => {
    const drawn: number[] = [];
    const cols: ReadonlyArray<Column<Line>> = [
      { key: 'date', header: 'お支払い日', cell: (l) => (drawn.push(l.id), l.date), place: 'title' },
      { key: 'amount', header: '金額', cell: (l) => l.amount, testId: 'amount', align: 'end', nowrap: true },
    ];
    const table = (lines: ReadonlyArray<Line>, layout: 'table' | 'cards', columnsNow = cols) => (
      <ChakraProvider value={defaultSystem}>
        <ResponsiveTable
          label="お支払い履歴"
          columns={columnsNow}
          rows={lines}
          rowKey={(l) => l.id}
          rowOptions={() => ({ testId: 'line' })}
          layout={layout}
        />
      </ChakraProvider>
    );
    return { drawn, cols, table };
  };

  for (const layout of ['table', 'cards'] as const) {
    it(`draws that row alone when the columns are the same array (${layout})`, () => {
      const { drawn, table } = counted();
      const view = render(table(many, layout));
      expect(drawn).toHaveLength(50);
      drawn.length = 0;
      // the 7th row's amount changes; every other row is the same object
      const next = many.map((l) => (l.id === 7 ? { ...l, amount: '9,999円' } : l));
      view.rerender(table(next, layout));
      expect(drawn).toEqual([7]);
      expect(screen.getAllByTestId('amount')[6]?.textContent).toBe('9,999円');
      expect(screen.getAllByTestId('amount')[5]?.textContent).toBe('600円');
    });

    it(`draws every row again when the columns are a new array: what a cell reads besides its row is never stale (${layout})`, () => {
      const { drawn, cols, table } = counted();
      const view = render(table(many, layout));
      drawn.length = 0;
      view.rerender(table(many, layout, [...cols]));
      expect(drawn).toHaveLength(50);
    });
  }

  it("keeps the wide table's cells aligned and on one line as the column says", () => {
    const { table } = counted();
    render(table(many.slice(0, 1), 'table'));
    const amount = screen.getByTestId('amount');
    expect(amount.tagName).toBe('TD');
    expect(getComputedStyle(amount).textAlign).toBe('end');
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
  });
});
