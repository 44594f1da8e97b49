import { Alert, Field, Flex, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { earliestSelectableDate, latestSelectableDate } from '../../domain/logs/dateBounds';
import { canDownloadCsv } from '../../domain/logs/gates';
import { LOG_MESSAGES, TIMECARD_ERROR_LABEL, TIMECARD_VIEW_LABELS } from '../../domain/logs/messages';
import type { Lock } from '../../domain/locks/lock';
import { formatJapaneseDate, formatJapaneseDateTime, formatYearMonth } from '../../domain/shared/dates';
import type { PlanFunctions } from '../../domain/shared/plan';
import { HolidayDateField } from '../calendar/HolidayDateField';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { CsvButton } from './CsvButton';
import { MonthSelect } from './MonthSelect';
import { TimecardPresenter } from './TimecardPresenter';

type View = keyof typeof TIMECARD_VIEW_LABELS;
const time = (iso: string | null) => (iso === null ? '-' : (formatJapaneseDateTime(iso).split(' ').pop() ?? '-'));

export function TimecardTab({
  lock,
  plan,
  now,
}: {
  readonly lock: Lock;
  readonly plan: PlanFunctions;
  readonly now: Date;
}) {
  const presenter = usePresenter(TimecardPresenter, { lockId: lock.id });
  const state = useObservable(presenter);
  const [view, setView] = useState<View>('byDay');
  const canCsv = canDownloadCsv(plan, 'dailyTimecard');
  const users = state.users.status === 'ready' ? state.users.value : [];
  const chosen = users.find((u) => u.id === state.guestId);

  return (
    <Stack gap="4">
      <SegmentGroup.Root
        value={view}
        onValueChange={(e) => setView(e.value === 'byUser' ? 'byUser' : 'byDay')}
        aria-label="タイムカードの表示"
        alignSelf="start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'byDay', label: TIMECARD_VIEW_LABELS.byDay },
            { value: 'byUser', label: TIMECARD_VIEW_LABELS.byUser },
          ]}
        />
      </SegmentGroup.Root>
      {view === 'byDay' ? (
        <Stack gap="4">
          <Flex gap="3" align="end" wrap="wrap" justify="space-between">
            <HolidayDateField
              label="日付"
              value={state.date}
              onChange={(d) => void presenter.changeDate(d)}
              min={earliestSelectableDate(lock.setting.createdAt) ?? undefined}
              max={latestSelectableDate(now)}
            />
            {canCsv && (
              <CsvButton
                plan={plan}
                request={
                  state.date === '' ? null : { kind: 'dailyTimecard', filter: { lockId: lock.id, date: state.date } }
                }
              />
            )}
          </Flex>
          {state.daily.status === 'loading' && <Loading />}
          {state.daily.status === 'failed' && <LoadFailed message={state.daily.message} />}
          {state.daily.status === 'ready' && state.daily.value.rows.length === 0 && (
            <Empty
              title={`${formatJapaneseDate(state.date)}の入退室はありません。`}
              description="別の日付を選んでください。"
            />
          )}
          {state.daily.status === 'ready' && state.daily.value.rows.length > 0 && (
            <>
              {state.daily.value.cut && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{LOG_MESSAGES.dailyRowsCut}</Alert.Title>
                </Alert.Root>
              )}
              <ResponsiveTable
                label="日別タイムカード"
                rows={state.daily.value.rows}
                rowKey={(r, i) => `${i}-${r.guestName}`}
                columns={[
                  { key: 'guest', header: '利用者', cell: (r) => r.guestName, place: 'title' },
                  { key: 'enter', header: '入室', cell: (r) => time(r.enterAt), nowrap: true },
                  { key: 'exit', header: '退室', cell: (r) => time(r.exitAt), nowrap: true },
                  {
                    key: 'state',
                    header: '状態',
                    cell: (r) => (r.isError ? TIMECARD_ERROR_LABEL : '-'),
                    css: (r) => (r.isError ? { color: 'red.700', fontWeight: 'bold' } : undefined),
                  },
                ]}
              />
            </>
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          <Flex gap="3" align="start" wrap="wrap" justify="space-between">
            <Flex gap="3" wrap="wrap" align="start">
              <Field.Root required invalid={state.userError !== undefined} w={{ base: 'full', sm: '14rem' }}>
                <Field.Label>
                  利用者
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root disabled={state.users.status !== 'ready'}>
                  <NativeSelect.Field
                    bg="white"
                    value={state.guestId === null ? '' : String(state.guestId)}
                    onChange={(e) =>
                      void presenter.chooseUser(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
                    }
                  >
                    <option value="">選択してください</option>
                    {users.map((u) => (
                      <option key={u.id} value={String(u.id)}>
                        {u.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{state.userError}</Field.ErrorText>
              </Field.Root>
              <MonthSelect
                createdAt={lock.setting.createdAt}
                now={now}
                value={state.month}
                onChange={(m) => void presenter.changeMonth(m)}
              />
            </Flex>
            {canCsv && (
              <CsvButton
                plan={plan}
                request={
                  chosen
                    ? {
                        kind: 'guestTimecard',
                        filter: { lockId: lock.id, guestId: chosen.id, ...state.month },
                        guestName: chosen.name,
                      }
                    : null
                }
              />
            )}
          </Flex>
          {state.users.status === 'failed' && <LoadFailed message={state.users.message} />}
          {state.guestId === null && state.userError === undefined && (
            <Text color="gray.600">{LOG_MESSAGES.timecardUserRequired}</Text>
          )}
          {state.byUser.status === 'loading' && <Loading />}
          {state.byUser.status === 'failed' && <LoadFailed message={state.byUser.message} />}
          {state.byUser.status === 'ready' && state.byUser.value.length === 0 && (
            <Empty
              title={`${chosen?.name ?? 'この利用者'}さんの${formatYearMonth(state.month.year, state.month.month)}の入退室はありません。`}
              description="別の月か利用者を選んでください。"
            />
          )}
          {state.byUser.status === 'ready' && state.byUser.value.length > 0 && (
            <ResponsiveTable
              label="利用者別タイムカード"
              rows={state.byUser.value}
              rowKey={(r) => r.date}
              columns={[
                { key: 'date', header: '日付', cell: (r) => formatJapaneseDate(r.date), place: 'title', nowrap: true },
                { key: 'enter', header: '入室', cell: (r) => time(r.enterAt), nowrap: true },
                { key: 'exit', header: '退室', cell: (r) => time(r.exitAt), nowrap: true },
              ]}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
