import { Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { canDownloadCsv } from '../../domain/logs/gates';
import type { EntryExitLog, LockLog } from '../../domain/logs/log';
import { entryExitLabelOf, isFailureLog, keyTypeLabelOf, lockSideLabelOf, logTypeLabelOf } from '../../domain/logs/logTypes';
import type { Lock } from '../../domain/locks/lock';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import type { PlanFunctions } from '../../domain/shared/plan';
import { Pager } from '../shared/Pager';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenter } from '../shell/di';
import { useObservable } from '../shell/useObservable';
import { CsvButton } from './CsvButton';
import type { PagedState } from '../shared/PagedQuery';
import { EntryExitLogPresenter, LockLogPresenter, type HistoryFilter } from './LogPresenters';
import { MonthSelect } from './MonthSelect';

interface TabProps {
  readonly lock: Lock;
  readonly plan: PlanFunctions;
  readonly now: Date;
}

function HistoryFrame<Row>({ state, toolbar, head, row, onPage, label }: {
  state: PagedState<HistoryFilter, Row>; toolbar: ReactNode; head: ReadonlyArray<string>; row: (r: Row, i: number) => ReactNode; onPage: (p: number) => void; label: string;
}) {
  return (
    <Stack gap="4">
      <Flex gap="3" align="end" wrap="wrap" justify="space-between">{toolbar}</Flex>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message ?? ''} />}
      {state.status === 'ready' && state.total === 0 && <Empty title="この月の履歴はありません" />}
      {state.status === 'ready' && state.total > 0 && (
        <>
          <Text fontSize="sm" color="gray.600">全{state.total}件</Text>
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
            <Table.Root size="sm" aria-label={label}>
              <Table.Header><Table.Row>{head.map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
              <Table.Body>{state.rows.map(row)}</Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager total={state.total} perPage={state.perPage} page={state.page} onPageChange={onPage} label={`${label}のページ送り`} />
        </>
      )}
    </Stack>
  );
}

export function LockLogTab({ lock, plan, now }: TabProps) {
  const presenter = usePresenter(LockLogPresenter);
  const state = useObservable(presenter.list);
  useEffect(() => { void presenter.start(lock.id); }, [presenter, lock.id]);
  return (
    <HistoryFrame<LockLog>
      state={state}
      label="施解錠履歴"
      onPage={(p) => void presenter.goToPage(p)}
      toolbar={<>
        <MonthSelect createdAt={lock.setting.createdAt} now={now} value={state.query.month} onChange={(m) => void presenter.changeMonth(m)} />
        {canDownloadCsv(plan, 'lockLog') && <CsvButton plan={plan} request={{ kind: 'lockLog', filter: { lockId: lock.id, ...state.query.month } }} />}
      </>}
      head={['日時', '操作', '解錠方法', '利用者', 'ロック']}
      row={(l, i) => (
        <Table.Row key={`${i}-${l.loggedAt}`}>
          <Table.Cell whiteSpace="nowrap">{formatJapaneseDateTime(l.loggedAt)}</Table.Cell>
          <Table.Cell color={isFailureLog(l.logType) ? 'red.700' : undefined} fontWeight={isFailureLog(l.logType) ? 'bold' : undefined}>{logTypeLabelOf(l.logType)}</Table.Cell>
          <Table.Cell>{keyTypeLabelOf(l.keyType)}</Table.Cell>
          <Table.Cell>{l.userName ?? '-'}</Table.Cell>
          <Table.Cell>{lockSideLabelOf(l.lockSide)}</Table.Cell>
        </Table.Row>
      )}
    />
  );
}

export function EntryExitTab({ lock, plan, now }: TabProps) {
  const presenter = usePresenter(EntryExitLogPresenter);
  const state = useObservable(presenter.list);
  useEffect(() => { void presenter.start(lock.id); }, [presenter, lock.id]);
  return (
    <HistoryFrame<EntryExitLog>
      state={state}
      label="入退室履歴"
      onPage={(p) => void presenter.goToPage(p)}
      toolbar={<>
        <MonthSelect createdAt={lock.setting.createdAt} now={now} value={state.query.month} onChange={(m) => void presenter.changeMonth(m)} />
        {canDownloadCsv(plan, 'entryExitLog') && <CsvButton plan={plan} request={{ kind: 'entryExitLog', filter: { lockId: lock.id, ...state.query.month } }} />}
      </>}
      head={['日時', '入退室', '利用者']}
      row={(l, i) => (
        <Table.Row key={`${i}-${l.loggedAt}`}>
          <Table.Cell whiteSpace="nowrap">{formatJapaneseDateTime(l.loggedAt)}</Table.Cell>
          <Table.Cell>{entryExitLabelOf(l.useCase)}</Table.Cell>
          <Table.Cell>{l.guestName ?? '-'}</Table.Cell>
        </Table.Row>
      )}
    />
  );
}
