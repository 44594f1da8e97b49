import { Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useCellClasses } from '../cellStyles';
import { useObservable } from '../useObservable';
import type { BulkSelection } from './BulkSelection';

const BOX_STYLE = { width: '1.25rem', height: '1.25rem', accentColor: 'var(--chakra-colors-teal-600)', margin: 0 };

/**
 * A row's tick (a native checkbox: Space ticks it, Tab moves on), named for the row ('「臨時作業員」を選択'); disabled
 * for a row the selection refuses (BulkSelection's tickable). `toggle`: a pressed/unpressed button instead, for rows
 * that already carry a checkbox of their own (a group's members: the tick that is membership), so a row has one
 * checkbox and the selection cannot be taken for it.
 */
export function TickBox<T>({
  selection,
  item,
  label,
  toggle = false,
}: {
  selection: BulkSelection<T>;
  item: T;
  label: string;
  toggle?: boolean;
}) {
  useObservable(selection);
  const c = useCellClasses();
  const tickable = selection.canTick(item);
  const ticked = tickable && selection.has(item);
  if (toggle)
    return (
      <Button
        size="xs"
        variant={ticked ? 'solid' : 'outline'}
        colorPalette="teal"
        aria-pressed={ticked}
        aria-label={label}
        disabled={!tickable}
        onClick={() => selection.toggle(item, !ticked)}
        data-testid="bulk-tick"
      >
        {ticked ? '✓' : '選択'}
      </Button>
    );
  return (
    <span className={c.tick}>
      <input
        type="checkbox"
        style={BOX_STYLE}
        aria-label={label}
        checked={tickable && selection.has(item)}
        disabled={!tickable}
        onChange={(e) => selection.toggle(item, e.currentTarget.checked)}
        data-testid="bulk-tick"
      />
    </span>
  );
}

/** The tick-all box of the rows on screen (checked, indeterminate when some are ticked, or not). */
export function PageTickBox<T>({
  selection,
  rows,
  label = 'このページの対象をすべて選択',
}: {
  selection: BulkSelection<T>;
  rows: ReadonlyArray<T>;
  label?: string;
}) {
  useObservable(selection);
  const tick = selection.pageTick(rows);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = tick === 'some';
  }, [tick]);
  const none = !rows.some((row) => selection.canTick(row));
  return (
    <Flex as="label" gap="2" align="center" fontSize="sm" cursor={none ? undefined : 'pointer'}>
      <input
        ref={ref}
        type="checkbox"
        style={BOX_STYLE}
        checked={tick === 'all'}
        disabled={none}
        onChange={(e) => selection.tickPage(rows, e.currentTarget.checked)}
        data-testid="bulk-tick-page"
      />
      {label}
    </Flex>
  );
}

/**
 * The bar above a list with ticks: the page's tick-all, how many are ticked (on any page), 選択を解除, and the screen's
 * action buttons (children), shown once something is ticked.
 */
export function SelectionBar<T>({
  selection,
  rows,
  pageLabel,
  children,
}: {
  selection: BulkSelection<T>;
  rows: ReadonlyArray<T>;
  pageLabel?: string;
  children: ReactNode;
}) {
  const { items } = useObservable(selection);
  return (
    <Flex
      gap="3"
      align="center"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="md"
      bg="gray.50"
      px="3"
      py="2"
      role="group"
      aria-label="まとめて操作"
      data-testid="selection-bar"
    >
      <PageTickBox selection={selection} rows={rows} label={pageLabel} />
      <Text fontSize="sm" aria-live="polite" data-testid="selection-count">
        {items.length}件選択中
      </Text>
      {items.length > 0 && (
        <>
          <Button size="xs" variant="ghost" onClick={() => selection.clear()}>
            選択を解除
          </Button>
          <Flex gap="2" wrap="wrap">
            {children}
          </Flex>
        </>
      )}
    </Flex>
  );
}
