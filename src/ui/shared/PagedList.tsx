import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PagedState } from './PagedQuery';
import { Pager } from './Pager';
import { Empty, LoadFailed, Loading } from './States';

/** What the list shows of a paged query (a PagedQuery's state, or a presenter's own paged state). */
export type PagedView<R> = Pick<PagedState<unknown, R>, 'status' | 'rows' | 'total' | 'perPage' | 'page' | 'message'>;

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
export function PagedList<R>({ list, empty, children, onRetry, onPageChange, pagerLabel }: PagedListProps<R>) {
  const hasRows = list.rows.length > 0;
  return (
    <>
      {list.status === 'loading' && !hasRows && <Loading />}
      {list.status === 'failed' && <LoadFailed message={list.message ?? ''} onRetry={onRetry} />}
      {list.status === 'ready' && !hasRows && (typeof empty === 'string' ? <Empty title={empty} /> : empty)}
      {/* one element whether loading or not: a page turn must not remount the rows (a dialog they opened stays put) */}
      {list.status !== 'failed' && hasRows && (
        <Box display="contents" aria-busy={list.status === 'loading' ? true : undefined}>
          {children(list.rows)}
        </Box>
      )}
      <Pager
        total={list.total}
        perPage={list.perPage}
        page={list.page}
        onPageChange={onPageChange}
        label={pagerLabel}
      />
    </>
  );
}
