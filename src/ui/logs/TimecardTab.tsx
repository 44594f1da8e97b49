import { Alert, Field, Flex, NativeSelect, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { earliestSelectableDate, latestSelectableDate } from '../../domain/logs/dateBounds';
import { canDownloadCsv } from '../../domain/logs/gates';
import { LOG_MESSAGES, TIMECARD_ERROR_LABEL, TIMECARD_VIEW_LABELS } from '../../domain/logs/messages';
import type { Lock } from '../../domain/locks/lock';
import { formatJapaneseDate, formatJapaneseDateTime } from '../../domain/shared/dates';
import type { PlanFunctions } from '../../domain/shared/plan';
import { DateField } from '../shared/DateField';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenter } from '../shell/di';
import { useObservable } from '../shell/useObservable';
import { CsvButton } from './CsvButton';
import { MonthSelect } from './MonthSelect';
import { TimecardPresenter } from './TimecardPresenter';

type View = keyof typeof TIMECARD_VIEW_LABELS;
const time = (iso: string | null) => (iso === null ? '-' : formatJapaneseDateTime(iso).split(' ').pop() ?? '-');

export function TimecardTab({ lock, plan, now }: { readonly lock: Lock; readonly plan: PlanFunctions; readonly now: Date }) {
  const presenter = usePresenter(TimecardPresenter);
  const state = useObservable(presenter);
  const [view, setView] = useState<View>('byDay');
  useEffect(() => { void presenter.start(lock.id); }, [presenter, lock.id]);
  const canCsv = canDownloadCsv(plan, 'dailyTimecard');
  const users = state.users.status === 'ready' ? state.users.value : [];
  const chosen = users.find((u) => u.id === state.guestId);

  return (
    <Stack gap="4">
      <SegmentGroup.Root value={view} onValueChange={(e) => setView(e.value === 'byUser' ? 'byUser' : 'byDay')} aria-label="タイムカードの表示" alignSelf="start">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[{ value: 'byDay', label: TIMECARD_VIEW_LABELS.byDay }, { value: 'byUser', label: TIMECARD_VIEW_LABELS.byUser }]} />
      </SegmentGroup.Root>
      {view === 'byDay' ? (
        <Stack gap="4">
          <Flex gap="3" align="end" wrap="wrap" justify="space-between">
              <DateField label="日付" value={state.date} onChange={(d) => void presenter.changeDate(d)} min={earliestSelectableDate(lock.setting.createdAt) ?? undefined} max={latestSelectableDate(now)} />
            {canCsv && <CsvButton plan={plan} request={state.date === '' ? null : { kind: 'dailyTimecard', filter: { lockId: lock.id, date: state.date } }} />}
          </Flex>
          {state.daily.status === 'loading' && <Loading />}
          {state.daily.status === 'failed' && <LoadFailed message={state.daily.message} />}
          {state.daily.status === 'ready' && state.daily.value.rows.length === 0 && <Empty title="この日の入退室はありません" />}
          {state.daily.status === 'ready' && state.daily.value.rows.length > 0 && (
            <>
              {state.daily.value.cut && <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{LOG_MESSAGES.dailyRowsCut}</Alert.Title></Alert.Root>}
              <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
                <Table.Root size="sm" aria-label="日別タイムカード">
                  <Table.Header><Table.Row><Table.ColumnHeader>利用者</Table.ColumnHeader><Table.ColumnHeader>入室</Table.ColumnHeader><Table.ColumnHeader>退室</Table.ColumnHeader><Table.ColumnHeader>状態</Table.ColumnHeader></Table.Row></Table.Header>
                  <Table.Body>
                    {state.daily.value.rows.map((r, i) => (
                      <Table.Row key={`${i}-${r.guestName}`}>
                        <Table.Cell>{r.guestName}</Table.Cell><Table.Cell>{time(r.enterAt)}</Table.Cell><Table.Cell>{time(r.exitAt)}</Table.Cell>
                        <Table.Cell color="red.700" fontWeight="bold">{r.isError ? TIMECARD_ERROR_LABEL : ''}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </>
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          <Flex gap="3" align="start" wrap="wrap" justify="space-between">
            <Flex gap="3" wrap="wrap" align="start">
              <Field.Root required invalid={state.userError !== undefined} w={{ base: 'full', sm: '14rem' }}>
                <Field.Label>利用者<Field.RequiredIndicator /></Field.Label>
                <NativeSelect.Root disabled={state.users.status !== 'ready'}>
                  <NativeSelect.Field bg="white" value={state.guestId === null ? '' : String(state.guestId)}
                    onChange={(e) => void presenter.chooseUser(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}>
                    <option value="">選択してください</option>
                    {users.map((u) => <option key={u.id} value={String(u.id)}>{u.name}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{state.userError}</Field.ErrorText>
              </Field.Root>
              <MonthSelect createdAt={lock.setting.createdAt} now={now} value={state.month} onChange={(m) => void presenter.changeMonth(m)} />
            </Flex>
            {canCsv && (
              <CsvButton plan={plan} request={chosen ? { kind: 'guestTimecard', filter: { lockId: lock.id, guestId: chosen.id, ...state.month }, guestName: chosen.name } : null} />
            )}
          </Flex>
          {state.users.status === 'failed' && <LoadFailed message={state.users.message} />}
          {state.guestId === null && state.userError === undefined && <Text color="gray.600">{LOG_MESSAGES.timecardUserRequired}</Text>}
          {state.byUser.status === 'loading' && <Loading />}
          {state.byUser.status === 'failed' && <LoadFailed message={state.byUser.message} />}
          {state.byUser.status === 'ready' && state.byUser.value.length === 0 && <Empty title="この月の入退室はありません" />}
          {state.byUser.status === 'ready' && state.byUser.value.length > 0 && (
            <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
              <Table.Root size="sm" aria-label="利用者別タイムカード">
                <Table.Header><Table.Row><Table.ColumnHeader>日付</Table.ColumnHeader><Table.ColumnHeader>入室</Table.ColumnHeader><Table.ColumnHeader>退室</Table.ColumnHeader></Table.Row></Table.Header>
                <Table.Body>
                  {state.byUser.value.map((r) => (
                    <Table.Row key={r.date}><Table.Cell>{formatJapaneseDate(r.date)}</Table.Cell><Table.Cell>{time(r.enterAt)}</Table.Cell><Table.Cell>{time(r.exitAt)}</Table.Cell></Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      )}
    </Stack>
  );
}
