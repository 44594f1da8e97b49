import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { canDownloadCsv } from '../../domain/logs/gates';
import type { EntryExitLog, LockLog } from '../../domain/logs/log';
import {
  entryExitLabelOf,
  isFailureLog,
  keyTypeLabelOf,
  lockSideLabelOf,
  logTypeLabelOf,
} from '../../domain/logs/logTypes';
import type { Lock } from '../../domain/locks/lock';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import type { PlanFunctions } from '../../domain/shared/plan';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { useListInUrl, type UrlField } from '../shared/listUrl';
import { PagedList } from '../shared/PagedList';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { CsvButton } from './CsvButton';
import type { PagedState } from '../shared/PagedQuery';
import { EntryExitLogPresenter, LockLogPresenter, type HistoryFilter } from './LogPresenters';
import { MonthSelect } from './MonthSelect';

interface TabProps {
  readonly lock: Lock;
  readonly plan: PlanFunctions;
  readonly now: Date;
}

function HistoryFrame<Row extends { readonly loggedAt: string }>({
  state,
  toolbar,
  columns,
  onPage,
  label,
}: {
  state: PagedState<HistoryFilter, Row>;
  toolbar: ReactNode;
  columns: ReadonlyArray<Column<Row>>;
  onPage: (p: number) => void;
  label: string;
}) {
  return (
    <Stack gap="4">
      <Flex gap="3" align="end" wrap="wrap" justify="space-between">
        {toolbar}
      </Flex>
      <PagedList
        list={state}
        empty="この月の履歴はありません"
        onPageChange={onPage}
        pagerLabel={`${label}のページ送り`}
      >
        {(rows) => (
          <>
            <Text fontSize="sm" color="gray.600">
              全{state.total}件
            </Text>
            <ResponsiveTable label={label} rows={rows} rowKey={(r, i) => `${i}-${r.loggedAt}`} columns={columns} />
          </>
        )}
      </PagedList>
    </Stack>
  );
}

/**
 * A history's month in the address ('2026-11'); both tabs are on screen at once, so the entry/exit tab has its own
 * names (entryMonth, entryPage).
 */
const monthField = (param: string): UrlField<YearMonth> => ({
  param,
  parse: (raw) => {
    const [, year, month] = /^(\d{4})-(\d{1,2})$/u.exec(raw) ?? [];
    return year && month && Number(month) >= 1 && Number(month) <= 12
      ? { year: Number(year), month: Number(month) }
      : undefined;
  },
  format: (m) => `${m.year}-${String(m.month).padStart(2, '0')}`,
});

export function LockLogTab({ lock, plan, now }: TabProps) {
  const presenter = usePresenter(LockLogPresenter, { lockId: lock.id });
  useListInUrl(presenter.list, { month: monthField('month') });
  const state = useObservable(presenter.list);
  return (
    <HistoryFrame<LockLog>
      state={state}
      label="施解錠履歴"
      onPage={(p) => void presenter.goToPage(p)}
      toolbar={
        <>
          <MonthSelect
            createdAt={lock.setting.createdAt}
            now={now}
            value={state.query.month}
            onChange={(m) => void presenter.changeMonth(m)}
          />
          {canDownloadCsv(plan, 'lockLog') && (
            <CsvButton plan={plan} request={{ kind: 'lockLog', filter: { lockId: lock.id, ...state.query.month } }} />
          )}
        </>
      }
      columns={[
        { key: 'at', header: '日時', cell: (l) => formatJapaneseDateTime(l.loggedAt), place: 'title', nowrap: true },
        {
          key: 'type',
          header: '操作',
          cell: (l) => logTypeLabelOf(l.logType),
          css: (l) => (isFailureLog(l.logType) ? { color: 'red.700', fontWeight: 'bold' } : undefined),
        },
        { key: 'key', header: '解錠方法', cell: (l) => keyTypeLabelOf(l.keyType) },
        { key: 'user', header: '利用者', cell: (l) => l.userName ?? '-' },
        { key: 'side', header: 'ロック', cell: (l) => lockSideLabelOf(l.lockSide) },
      ]}
    />
  );
}

export function EntryExitTab({ lock, plan, now }: TabProps) {
  const presenter = usePresenter(EntryExitLogPresenter, { lockId: lock.id });
  useListInUrl(presenter.list, { month: monthField('entryMonth') }, 'entryPage');
  const state = useObservable(presenter.list);
  return (
    <HistoryFrame<EntryExitLog>
      state={state}
      label="入退室履歴"
      onPage={(p) => void presenter.goToPage(p)}
      toolbar={
        <>
          <MonthSelect
            createdAt={lock.setting.createdAt}
            now={now}
            value={state.query.month}
            onChange={(m) => void presenter.changeMonth(m)}
          />
          {canDownloadCsv(plan, 'entryExitLog') && (
            <CsvButton
              plan={plan}
              request={{ kind: 'entryExitLog', filter: { lockId: lock.id, ...state.query.month } }}
            />
          )}
        </>
      }
      columns={[
        { key: 'at', header: '日時', cell: (l) => formatJapaneseDateTime(l.loggedAt), place: 'title', nowrap: true },
        { key: 'use', header: '入退室', cell: (l) => entryExitLabelOf(l.useCase) },
        { key: 'guest', header: '利用者', cell: (l) => l.guestName ?? '-' },
      ]}
    />
  );
}
