import { type ReactNode, useDeferredValue } from 'react';
import type { PagedView } from './PagedQuery';
import { Pager } from './Pager';
import { BusySpinner, Empty, LoadFailed, Loading } from './States';
import { staticStyles } from './staticStyles';

/** Chakra's Box, HStack and Text with the same props, one class each for the page (every list renders them). */
const useListClasses = staticStyles(() => ({
  rows: { display: 'contents' },
  pagerRow: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
}));

interface PagedListProps<R> {
  readonly list: PagedView<R>;
  /** The ready list with no row: an empty-state title, or the whole element (a description, a guide). */
  readonly empty: string | ReactNode;
  /** The rows of the page on screen, usually a ResponsiveTable. */
  readonly children: (rows: ReadonlyArray<R>) => ReactNode;
  /** The failed load's retry (the same page again); none, no retry button. */
  readonly onRetry?: () => void;
  readonly onPageChange: (page: number) => void;
  /** The pager's accessible name (ページ送り by default). */
  readonly pagerLabel?: string;
  /**
   * A page past the end (page 2 on, ready, no row: a server without a total): this sentence instead of the
   * empty state, with the pager kept to go back.
   */
  readonly pastEnd?: string;
  /** A spinner beside the pager while another page loads over the rows kept on screen. */
  readonly turningSpinner?: boolean;
}

/**
 * The one paged list of the console's screens: loading, failed (with retry), empty, the rows and the
 * pager, in that order. Rows kept while the next page loads (PagedQuery's keepRowsWhileLoading) stay
 * on screen, marked busy, instead of a spinner.
 *
 *   <PagedList list={list} empty={MANAGER_MESSAGES.noManagers} onRetry={() => void presenter.list.reload()}
 *     onPageChange={(page) => void presenter.goToPage(page)}>
 *     {(rows) => <ResponsiveTable label="管理者一覧" rows={rows} columns={COLUMNS} rowKey={(m) => m.id} />}
 *   </PagedList>
 */
export function PagedList<R>({
  list: current,
  empty,
  children,
  onRetry,
  onPageChange,
  pagerLabel,
  pastEnd,
  turningSpinner = false,
}: PagedListProps<R>) {
  const c = useListClasses();
  // the list as drawn: a change (its rows' answer, a page's) in a deferred render, which React splits into slices of a
  // few milliseconds; the page's fields and tabs follow the presenter at once. The first page's rows drawn with their
  // answer were one task of a phone's 100-180 ms (Lighthouse's blocking time on /guests, docs/PERFORMANCE.md)
  const list = useDeferredValue(current);
  const hasRows = list.rows.length > 0;
  const isPastEnd = pastEnd !== undefined && list.page > 1 && !hasRows && list.status !== 'failed';
  const pager = (
    <Pager total={list.total} perPage={list.perPage} page={list.page} onPageChange={onPageChange} label={pagerLabel} />
  );
  return (
    <>
      {list.status === 'loading' && !hasRows && !isPastEnd && <Loading />}
      {list.status === 'failed' && <LoadFailed message={list.message ?? ''} onRetry={onRetry} />}
      {isPastEnd && <p aria-busy={list.status === 'loading' ? true : undefined}>{pastEnd}</p>}
      {list.status === 'ready' &&
        !hasRows &&
        !isPastEnd &&
        (typeof empty === 'string' ? <Empty title={empty} /> : empty)}
      {/* one element whether loading or not: a page turn must not remount the rows (a dialog they opened stays put) */}
      {list.status !== 'failed' && hasRows && (
        <div className={c.rows} aria-busy={list.status === 'loading' ? true : undefined}>
          {children(list.rows)}
        </div>
      )}
      {turningSpinner ? (
        <div className={c.pagerRow}>
          {pager}
          {list.status === 'loading' && (hasRows || isPastEnd) && <BusySpinner />}
        </div>
      ) : (
        pager
      )}
    </>
  );
}
