import { Box, Table, type SystemStyleObject } from '@chakra-ui/react';
import { Fragment, memo, useSyncExternalStore, type ReactNode } from 'react';
import { staticStyles } from './staticStyles';

/**
 * How one column shows as a card under the breakpoint:
 * - 'title': the card's heading line (the row's name or date), no label;
 * - 'field' (default): a label/value pair, the label being the column header;
 * - 'actions': buttons and links at the foot of the card, no label.
 */
export type ColumnPlace = 'title' | 'field' | 'actions';

export interface Column<Row> {
  /** Unique within the table (React key). */
  readonly key: string;
  /** Visible column header, and the label of the value on a card. Always visible text: no visually hidden headers. */
  readonly header: string;
  readonly cell: (row: Row, index: number) => ReactNode;
  readonly place?: ColumnPlace;
  readonly align?: 'start' | 'end';
  /** Keeps the value on one line in the wide table (dates, amounts); cards always wrap. */
  readonly nowrap?: boolean;
  /** Column width in the wide table (e.g. '6rem'). */
  readonly width?: string;
  /** data-testid of the cell (wide) and of the value (card). */
  readonly testId?: string;
  /** Style of the cell and the card value, e.g. a red status: { color: 'red.700' }. */
  readonly css?: (row: Row) => SystemStyleObject | undefined;
}

export interface RowOptions {
  readonly testId?: string;
  /** Background of the row and card (e.g. 'yellow.50' for an unsaved change). */
  readonly bg?: string;
}

export interface ResponsiveTableProps<Row> {
  /** Accessible name of the table (wide) and of the list of cards (narrow), e.g. '連携済みの利用者'. */
  readonly label: string;
  /**
   * The same array from one render to the next (useMemo, with what the cells read besides the row as its
   * dependencies) lets a change of one row draw that row alone: a row is drawn again only when its row object, its
   * place, its options or the columns changed. A new array at each render draws every row each time (always right,
   * slower on long lists).
   */
  readonly columns: ReadonlyArray<Column<Row>>;
  readonly rows: ReadonlyArray<Row>;
  readonly rowKey: (row: Row, index: number) => string | number;
  readonly rowOptions?: (row: Row, index: number) => RowOptions;
  /** data-testid of the table (wide) and of the list (narrow). */
  readonly testId?: string;
  /** Caps the height of the wide table (sticky header) and of the list, both scrolling inside a focusable region. */
  readonly maxH?: string;
  /** Forces one layout (tests, or a table that must stay a table); default: by viewport width. */
  readonly layout?: 'auto' | 'table' | 'cards';
}

/** Under this width rows become cards (Chakra's md, 768 px). */
export const CARDS_BELOW = '48em';

/**
 * The one list pattern of the console. Wide viewports get a real table; under 48em every row
 * becomes a card listing each column as label and value.
 *
 * Why cards and not a sticky first column: at 390 px a sticky column still hides most columns
 * behind a sideways scroll (the payment history had its amount, status and link
 * off-screen that way), and a manager on a phone needs every value of a row at once. Cards keep
 * each value labelled with its header (a <dl>), need no sideways scroll and no scroll region.
 * Only one of the two is rendered (not both hidden by CSS), so ids, test ids and the
 * accessibility tree never hold duplicates. The wide table still sits in a scroll region for
 * in-between widths: that region is focusable and named, so keyboard users can scroll it
 * (axe scrollable-region-focusable).
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowOptions,
  testId,
  maxH,
  layout = 'auto',
}: ResponsiveTableProps<Row>) {
  const wide = useWideViewport();
  const asTable = layout === 'table' || (layout === 'auto' && wide);
  return asTable ? (
    <WideTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowOptions={rowOptions}
      testId={testId}
      maxH={maxH}
    />
  ) : (
    <CardList
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowOptions={rowOptions}
      testId={testId}
      maxH={maxH}
    />
  );
}

const WIDE_QUERY = `(min-width: ${CARDS_BELOW})`;
const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : undefined;
/** A printed page (A4) is narrower than 48em, yet a statement prints as a table: printing counts as wide. */
let printing = false;
const subscribe = (onChange: () => void): (() => void) => {
  const query = mediaQuery();
  const beforePrint = () => {
    printing = true;
    onChange();
  };
  const afterPrint = () => {
    printing = false;
    onChange();
  };
  query?.addEventListener('change', onChange);
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
  };
};
/**
 * Whether the viewport is at least CARDS_BELOW wide (or the page is being printed); true where matchMedia is missing
 * (jsdom).
 */
export const useWideViewport = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => printing || (mediaQuery()?.matches ?? true),
    () => true,
  );

type PartProps<Row> = Omit<ResponsiveTableProps<Row>, 'layout'>;

function WideTable<Row>({ label, columns, rows, rowKey, rowOptions, testId, maxH }: PartProps<Row>) {
  const c = useRowClasses();
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      maxH={maxH}
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" aria-label={label} data-testid={testId} stickyHeader={maxH !== undefined}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} w={c.width} textAlign={c.align} whiteSpace="nowrap">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rowPropsOf({ columns, rows, rowKey, rowOptions }).map(({ key, ...props }) => (
            <WideRow key={key} {...props} classes={c} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One row's props: what a row draws from (compared one by one: RowOptions arrive as a new object each time). */
interface RowProps<Row> {
  readonly row: Row;
  readonly index: number;
  readonly columns: ReadonlyArray<Column<Row>>;
  readonly testId: string | undefined;
  readonly bg: string | undefined;
}

/** A row's props in one layout: with that layout's classes (the same object for the page). */
type LaidOutRow<Row, Classes> = RowProps<Row> & { readonly classes: Classes };

/** Each row's key and props, the same for both layouts. */
const rowPropsOf = <Row,>({
  columns,
  rows,
  rowKey,
  rowOptions,
}: Pick<PartProps<Row>, 'columns' | 'rows' | 'rowKey' | 'rowOptions'>): Array<
  RowProps<Row> & { readonly key: string | number }
> =>
  rows.map((row, index) => {
    const options = rowOptions?.(row, index);
    return { key: rowKey(row, index), row, index, columns, testId: options?.testId, bg: options?.bg };
  });

/**
 * The wide table's rows and cells, one class each for the page (staticStyles, the table recipe's own slots at the
 * table's size): 扉の状態 of the large organization draws 200 rows of three cells, as Chakra elements a task of 400 ms
 * on a phone's CPU. A row with a background of its own and a cell with a column style stay Chakra elements.
 */
const useRowClasses = staticStyles(({ slots }) => {
  const table = slots('table', { size: 'sm' });
  return {
    row: table.row ?? {},
    cell: table.cell ?? {},
    end: [table.cell ?? {}, { textAlign: 'end' }],
    nowrap: [table.cell ?? {}, { whiteSpace: 'nowrap' }],
    endNowrap: [table.cell ?? {}, { textAlign: 'end', whiteSpace: 'nowrap' }],
  };
});

type RowClasses = ReturnType<typeof useRowClasses>;

/** A cell's class: the table's cell, aligned and kept on one line as its column says. */
const cellClass = (c: RowClasses, column: Pick<Column<unknown>, 'align' | 'nowrap'>): string =>
  column.align === 'end' ? (column.nowrap ? c.endNowrap : c.end) : column.nowrap ? c.nowrap : c.cell;

/**
 * A row of the wide table, drawn again only when one of its props changed (memo: see `columns`). 扉の状態 of the large
 * organization changes one door of 200 at each job's answer: drawing all 200 rows each time was a task of up to
 * 1.8 s on a phone's CPU (docs/PERFORMANCE.md).
 */
const WideRow = memo(function WideRow<Row>({
  row,
  index,
  columns,
  testId,
  bg,
  classes: c,
}: LaidOutRow<Row, RowClasses>) {
  const cells = columns.map((column) => {
    const css = column.css?.(row);
    return css ? (
      <Table.Cell
        key={column.key}
        textAlign={column.align}
        whiteSpace={column.nowrap ? 'nowrap' : undefined}
        data-testid={column.testId}
        css={css}
      >
        {column.cell(row, index)}
      </Table.Cell>
    ) : (
      <td key={column.key} className={cellClass(c, column)} data-testid={column.testId}>
        {column.cell(row, index)}
      </td>
    );
  });
  return bg ? (
    <Table.Row data-testid={testId} bg={bg}>
      {cells}
    </Table.Row>
  ) : (
    <tr className={c.row} data-testid={testId}>
      {cells}
    </tr>
  );
}) as <Row>(props: LaidOutRow<Row, RowClasses>) => ReactNode;

/**
 * The cards' parts, one class each for the page (staticStyles): a list of 50 guests is ~400 of these elements, and
 * as Chakra elements a phone drew a page of them in one task of over half a second. A part whose column or row
 * brings a style of its own (a red status, a yellow unsaved row) stays a Chakra element.
 */
const useCardClasses = staticStyles(() => ({
  list: { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2', m: '0', p: '0' },
  card: { bg: 'white', borderWidth: '1px', borderRadius: 'md', p: '3', minW: '0' },
  title: { fontWeight: 'bold', mb: '1', overflowWrap: 'anywhere' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(5em, max-content) minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
    fontSize: 'sm',
    m: '0',
  },
  label: { color: 'gray.600' },
  value: { m: '0', minW: '0', overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end', mt: '2' },
}));

function CardList<Row>({ label, columns, rows, rowKey, rowOptions, testId, maxH }: PartProps<Row>) {
  const c = useCardClasses();
  const list = (
    <ul role="list" aria-label={label} data-testid={testId} className={c.list}>
      {rowPropsOf({ columns, rows, rowKey, rowOptions }).map(({ key, ...props }) => (
        <Card key={key} {...props} classes={c} />
      ))}
    </ul>
  );
  if (maxH === undefined) return list;
  return (
    <Box
      maxH={maxH}
      overflowY="auto"
      tabIndex={0}
      role="region"
      aria-label={label}
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
    >
      {list}
    </Box>
  );
}

/** A row as a card under the breakpoint, drawn again only when one of its props changed (as WideRow). */
const Card = memo(function Card<Row>({
  row,
  index,
  columns,
  testId,
  bg,
  classes: c,
}: LaidOutRow<Row, ReturnType<typeof useCardClasses>>) {
  const titles = columns.filter((col) => col.place === 'title');
  const fields = columns.filter((col) => (col.place ?? 'field') === 'field');
  const actions = columns.filter((col) => col.place === 'actions');
  const content = (
    <>
      {titles.map((col) => {
        const css = col.css?.(row);
        return css ? (
          <Box key={col.key} className={c.title} data-testid={col.testId} css={css}>
            {col.cell(row, index)}
          </Box>
        ) : (
          <div key={col.key} className={c.title} data-testid={col.testId}>
            {col.cell(row, index)}
          </div>
        );
      })}
      {fields.length > 0 && (
        <dl className={c.fields}>
          {fields.map((col) => {
            const css = col.css?.(row);
            return (
              <Fragment key={col.key}>
                <dt className={c.label}>{col.header}</dt>
                {css ? (
                  <Box as="dd" className={c.value} data-testid={col.testId} css={css}>
                    {col.cell(row, index)}
                  </Box>
                ) : (
                  <dd className={c.value} data-testid={col.testId}>
                    {col.cell(row, index)}
                  </dd>
                )}
              </Fragment>
            );
          })}
        </dl>
      )}
      {actions.length > 0 && (
        <div className={c.actions}>
          {actions.map((col) => (
            <Fragment key={col.key}>{col.cell(row, index)}</Fragment>
          ))}
        </div>
      )}
    </>
  );
  return bg ? (
    <Box as="li" data-testid={testId} className={c.card} bg={bg}>
      {content}
    </Box>
  ) : (
    <li data-testid={testId} className={c.card}>
      {content}
    </li>
  );
}) as <Row>(props: LaidOutRow<Row, ReturnType<typeof useCardClasses>>) => ReactNode;
