import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  doorStateTextOf,
  failedCloses,
  doorSummaryOf,
  isDoorRunning,
  type DoorRow,
  type DoorTone,
} from '../../domain/remote/doorStates';
import { DOOR_STATE_MESSAGES } from '../../domain/remote/messages';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { staticStyles } from '../shared/staticStyles';
import { ReadingNotices } from '../shared/ReadingNotices';
import { BusySpinner, Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { DoorStatesPresenter } from './DoorStatesPresenter';
import { progressTextOf } from './DoorStatesState';

const PALETTE: Readonly<Record<DoorTone, 'gray' | 'green' | 'orange' | 'red'>> = {
  neutral: 'gray',
  busy: 'gray',
  locked: 'green',
  unlocked: 'orange',
  failed: 'red',
};

/**
 * A door's state cell, one class per part for the page (staticStyles): the large organization lists 200 doors, and
 * as Chakra elements (a stack, a row, a badge, a text) their first drawing was a task of over half a second on a
 * phone's CPU (docs/PERFORMANCE.md). The badge's classes are Chakra's badge recipe in each tone's palette.
 */
const useCellClasses = staticStyles(({ recipe }) => {
  const badge = (colorPalette: string) => [recipe('badge', { variant: 'subtle', size: 'md' }), { colorPalette }];
  return {
    cell: { display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' },
    line: { display: 'flex', alignItems: 'center', gap: '2' },
    gray: badge('gray'),
    green: badge('green'),
    orange: badge('orange'),
    red: badge('red'),
    detail: { fontSize: 'sm', color: 'gray.700' },
    failedDetail: { fontSize: 'sm', color: 'red.700' },
  };
});

function DoorStateCell({ row }: { readonly row: DoorRow }) {
  const c = useCellClasses();
  const text = doorStateTextOf(row.state);
  return (
    <div className={c.cell}>
      <div className={c.line}>
        {isDoorRunning(row.state) && <BusySpinner label="処理中" />}
        <span className={`chakra-badge ${c[PALETTE[text.tone]]}`} data-testid="door-state-label">
          {text.label}
        </span>
      </div>
      {text.detail !== null && (
        <p className={text.tone === 'failed' ? c.failedDetail : c.detail} data-testid="door-state-detail">
          {text.detail}
        </p>
      )}
    </div>
  );
}

/** /doors: the state of every door of the organization, read now, and every unlocked door locked in one go. */
export default function DoorStatesPage() {
  const presenter = usePresenter(DoorStatesPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  const running = state.status === 'listing' || (state.status === 'ready' && state.running !== null);
  // the close-all reads every door again first: a door unlocked since the last reading counts, so it is offered
  // whenever a door can be read, whatever the last reading found
  const readable = state.status === 'ready' && state.rows.some((row) => row.state.kind !== 'unreadable');
  const failed = state.status === 'ready' ? failedCloses(state.rows) : [];
  const progress = progressTextOf(state);

  // the same columns while nothing they read besides the row changes (running, the presenter): a door's answer then
  // draws its own row alone (ResponsiveTable's `columns`)
  const columns = useMemo<ReadonlyArray<Column<DoorRow>>>(
    () => [
      { key: 'name', header: '扉', place: 'title', cell: (row) => row.name, testId: 'door-name' },
      { key: 'state', header: '状態', cell: (row) => <DoorStateCell row={row} />, testId: 'door-state' },
      {
        key: 'actions',
        header: '操作',
        place: 'actions',
        width: '8rem',
        cell: (row) =>
          row.state.kind === 'closeFailed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={running}
              aria-label={`${row.name}の施錠を${DOOR_STATE_MESSAGES.retry}`}
              onClick={() => presenter.retry(row.lockId)}
            >
              {DOOR_STATE_MESSAGES.retry}
            </Button>
          ) : null,
      },
    ],
    [running, presenter],
  );

  return (
    <>
      <PageHeading
        title={DOOR_STATE_MESSAGES.title}
        actions={
          <>
            <Button variant="outline" onClick={() => presenter.read()} disabled={running}>
              {DOOR_STATE_MESSAGES.readAgain}
            </Button>
            <Button colorPalette="teal" onClick={() => presenter.askCloseAll()} disabled={running || !readable}>
              {DOOR_STATE_MESSAGES.closeAll}
            </Button>
          </>
        }
      />
      {state.status === 'listing' && <Loading label={DOOR_STATE_MESSAGES.listing} />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => presenter.read()} />}
      {state.status === 'ready' && state.rows.length === 0 && <Empty title="ロックが登録されていません" />}
      {state.status === 'ready' && state.rows.length > 0 && (
        <Stack gap="4">
          <ReadingNotices notices={state.notices} />
          <Flex
            gap="3"
            wrap="wrap"
            align="center"
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            p="3"
          >
            <Stack gap="1">
              <Flex align="center" gap="2" role="status" aria-live="polite">
                {running && <BusySpinner label={DOOR_STATE_MESSAGES.readAtPending} />}
                <Text fontWeight="bold" data-testid="door-progress">
                  {progress ?? ''}
                </Text>
              </Flex>
              {state.running === 'checking' && <Text data-testid="door-checking">{DOOR_STATE_MESSAGES.checking}</Text>}
              {state.running === null && <Text data-testid="door-summary">{doorSummaryOf(state.rows)}</Text>}
              {state.running === null && state.noneUnlocked && (
                <Text data-testid="door-none-unlocked">{DOOR_STATE_MESSAGES.nothingToClose}</Text>
              )}
              <Text fontSize="sm" color="gray.700" data-testid="door-read-at">
                {DOOR_STATE_MESSAGES.readAt}：
                {state.readAt === null ? DOOR_STATE_MESSAGES.readAtPending : formatJapaneseDateTime(state.readAt)}
              </Text>
            </Stack>
            {failed.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={running}
                onClick={() => presenter.retryFailed()}
              >
                {DOOR_STATE_MESSAGES.retryFailed}（{failed.length}件）
              </Button>
            )}
          </Flex>
          <ResponsiveTable
            label={DOOR_STATE_MESSAGES.title}
            columns={columns}
            rows={state.rows}
            rowKey={(row) => row.lockId}
            rowOptions={() => ({ testId: 'door-row' })}
            testId="door-states"
          />
        </Stack>
      )}
      {effects}
    </>
  );
}
