import { Badge, Box, Button, Checkbox, Flex, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CallProgress } from '../../application/shared/CallPool';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { DEPARTURE_MESSAGES } from '../../domain/departures/messages';
import type { DepartureChange } from '../../domain/departures/plan';
import { countsOf, type ChangeEntry, type ChangeStatus, type DepartureRecord } from '../../domain/departures/record';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { ElsewhereNotice } from '../access/ElsewhereNotice';
import { usePresenter } from '../shared/di';
import { PageHeading } from '../shared/PageHeading';
import { ProgressBar } from '../shared/ReadProgress';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { BusySpinner, LoadFailed } from '../shared/States';
import { useObservable } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { DeparturePresenter, type CheckState, type DepartureState } from './DeparturePresenter';
import { departureRecordHeading } from './recordCsv';

const WORDS = DEPARTURE_MESSAGES;

/** A wait's progress: a bar and its words, in a live region. */
function Progress({ label, done, total, words }: { label: string; done: number; total: number; words: string }) {
  return (
    <Stack gap="1" role="status" aria-live="polite" _print={{ display: 'none' }}>
      <ProgressBar label={label} done={done} total={total} />
      <Text fontSize="sm" color="gray.700">
        {words}
      </Text>
    </Stack>
  );
}

function Reading({ label, progress }: { readonly label: string; readonly progress: CallProgress }) {
  return (
    <Progress
      label={label}
      done={progress.done}
      total={progress.total}
      words={`${label}（${ACCESS_MESSAGES.progress(progress.done, progress.total)}）`}
    />
  );
}

/** What a change touches beside its words: a group's doors, a card's or PIN's keypad. */
const detailOf = (change: DepartureChange): string | null =>
  change.kind === 'leave-group' ? `扉：${change.doors.length}か所` : null;

function ChangeChoice({
  change,
  chosen,
  disabled,
  onChange,
}: {
  readonly change: DepartureChange;
  readonly chosen: boolean;
  readonly disabled: boolean;
  readonly onChange: (chosen: boolean) => void;
}) {
  const detail = detailOf(change);
  return (
    <List.Item data-testid="departure-change">
      <Checkbox.Root
        checked={chosen}
        disabled={disabled}
        onCheckedChange={(e) => onChange(e.checked === true)}
        colorPalette="teal"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" wordBreak="break-word">
          {change.what}
          {detail !== null && (
            <Text as="span" color="gray.700" fontSize="sm" ms="2">
              （{detail}）
            </Text>
          )}
        </Checkbox.Label>
      </Checkbox.Root>
    </List.Item>
  );
}

function Confirmation({
  presenter,
  step,
}: {
  readonly presenter: DeparturePresenter;
  readonly step: Extract<DepartureState['step'], { kind: 'confirm' }>;
}) {
  const { plan, chosen, starting } = step;
  const sure = plan.changes.filter((c) => c.kind !== 'delete-pin');
  const pins = plan.changes.filter((c) => c.kind === 'delete-pin');
  const choice = (change: DepartureChange) => (
    <ChangeChoice
      key={change.key}
      change={change}
      chosen={chosen.has(change.key)}
      disabled={starting}
      onChange={(next) => presenter.choose(change.key, next)}
    />
  );
  return (
    <Stack gap="5" as="section" aria-labelledby="departure-confirm" data-testid="departure-confirm">
      <Stack gap="2">
        <Heading as="h2" size="md" id="departure-confirm">
          {WORDS.confirmTitle(plan.guest.name)}
        </Heading>
        <Text>{plan.changes.length === 0 ? WORDS.nothingToChange : WORDS.confirmLead}</Text>
      </Stack>
      {sure.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {WORDS.changesTitle}
          </Heading>
          <List.Root gap="2" listStyle="none" data-testid="departure-sure">
            {sure.map(choice)}
          </List.Root>
        </Stack>
      )}
      {pins.length > 0 && (
        <Stack gap="2" p="3" bg="orange.50" borderRadius="md">
          <Heading as="h3" size="sm">
            {WORDS.uncertainTitle}
          </Heading>
          <Text fontSize="sm">{WORDS.uncertainPin}</Text>
          <List.Root gap="2" listStyle="none" data-testid="departure-uncertain">
            {pins.map(choice)}
          </List.Root>
        </Stack>
      )}
      {plan.notes.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {WORDS.notesTitle}
          </Heading>
          <List.Root gap="1" ps="5" fontSize="sm" data-testid="departure-notes">
            {plan.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Flex gap="3" wrap="wrap">
        {plan.changes.length > 0 && (
          <Button
            colorPalette="red"
            onClick={() => void presenter.confirm()}
            loading={starting}
            disabled={chosen.size === 0}
          >
            {WORDS.confirm}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={pathOf('guest-access', { guest_id: plan.guest.id })}>{WORDS.cancel}</Link>
        </Button>
      </Flex>
    </Stack>
  );
}

const STATUS_PALETTE: Record<ChangeStatus, string> = {
  waiting: 'gray',
  sending: 'blue',
  done: 'green',
  failed: 'red',
};

function Status({ entry }: { readonly entry: ChangeEntry }) {
  return (
    <Flex gap="2" align="center">
      {entry.status === 'sending' && <BusySpinner label={WORDS.status.sending} />}
      <Badge colorPalette={STATUS_PALETTE[entry.status]}>{WORDS.status[entry.status]}</Badge>
    </Flex>
  );
}

function RecordTable({
  presenter,
  record,
}: {
  readonly presenter: DeparturePresenter;
  readonly record: DepartureRecord;
}) {
  // the same columns for the whole run (they read the entry and the presenter only): a change's answer then draws its
  // own row alone (ResponsiveTable's `columns`; the record keeps every other entry as it was)
  const columns = useMemo<ReadonlyArray<Column<ChangeEntry>>>(
    () => [
      {
        key: 'what',
        header: WORDS.record.columns.what,
        place: 'title',
        // the long words wrap: the time, the manager and 再試行 stay in view at 1280 px
        width: '18rem',
        cell: (entry) => entry.change.what,
      },
      { key: 'status', header: WORDS.record.columns.status, nowrap: true, cell: (entry) => <Status entry={entry} /> },
      { key: 'message', header: WORDS.record.columns.message, width: '12rem', cell: (entry) => entry.message ?? '-' },
      {
        key: 'at',
        header: WORDS.record.columns.at,
        nowrap: true,
        testId: 'departure-at',
        cell: (entry) => (entry.settledAt === null ? '-' : formatJapaneseDateTime(entry.settledAt)),
      },
      { key: 'by', header: WORDS.record.columns.by, nowrap: true, cell: (entry) => entry.by ?? '-' },
      {
        key: 'retry',
        header: '操作',
        place: 'actions',
        cell: (entry) =>
          entry.status === 'failed' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void presenter.retry(entry.change.key)}
              aria-label={`${WORDS.retry}：${entry.change.what}`}
              _print={{ display: 'none' }}
            >
              {WORDS.retry}
            </Button>
          ) : null,
      },
    ],
    [presenter],
  );
  return (
    <ResponsiveTable
      label={WORDS.record.title}
      testId="departure-record"
      rows={record.entries}
      rowKey={(entry) => entry.change.key}
      rowOptions={() => ({ testId: 'departure-entry' })}
      columns={columns}
    />
  );
}

function Check({ presenter, check }: { readonly presenter: DeparturePresenter; readonly check: CheckState }) {
  return (
    <Stack as="section" gap="2" aria-labelledby="departure-check" data-testid="departure-check">
      <Heading as="h2" size="md" id="departure-check">
        {WORDS.check.title}
      </Heading>
      {check.status === 'reading' && <Reading label={WORDS.check.reading} progress={check.progress} />}
      {check.status === 'failed' && <LoadFailed message={check.message} onRetry={() => void presenter.readCheck()} />}
      {check.status === 'read' && (
        <Box p="3" bg={check.doors.length === 0 ? 'teal.50' : 'orange.50'} borderRadius="md">
          <Text fontWeight="bold" data-testid="departure-check-summary">
            {check.doors.length === 0 ? WORDS.check.none : WORDS.check.left(check.doors.length)}
          </Text>
          {check.doors.length > 0 && (
            <List.Root ps="5" mt="2" fontSize="sm" data-testid="departure-doors-left">
              {check.doors.map((door) => (
                <List.Item key={door.door}>
                  {door.door}：{door.openers.join('、')}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      )}
      <Flex gap="3" wrap="wrap" align="center" _print={{ display: 'none' }}>
        {check.status !== 'reading' && (
          <Button size="sm" variant="outline" onClick={() => void presenter.readCheck()}>
            {WORDS.check.readAgain}
          </Button>
        )}
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('guest-access', { guest_id: presenter.snapshot.guestId })}>{WORDS.check.view}</Link>
        </ChakraLink>
      </Flex>
    </Stack>
  );
}

function RecordView({
  presenter,
  state,
  record,
}: {
  readonly presenter: DeparturePresenter;
  readonly state: DepartureState;
  readonly record: DepartureRecord;
}) {
  const counts = countsOf(record);
  const settled = counts.done + counts.failed;
  const heading = useRef<HTMLHeadingElement>(null);
  // the confirmation's button is gone once the record shows: the keyboard goes on from the record's heading
  useEffect(() => heading.current?.focus(), []);
  const canStartOver = !state.running && counts.sending === 0;
  return (
    <Stack gap="4">
      <Stack as="section" gap="3" aria-labelledby="departure-record-title">
        <Heading as="h2" size="md" id="departure-record-title" ref={heading} tabIndex={-1} outline="none">
          {WORDS.record.title}
        </Heading>
        <Progress
          label={WORDS.record.title}
          done={settled}
          total={counts.total}
          words={`${WORDS.progress(settled, counts.total)}（${WORDS.summary(counts.done, counts.failed, counts.waiting + counts.sending)}）`}
        />
        <Text display="none" _print={{ display: 'block' }}>
          {WORDS.summary(counts.done, counts.failed, counts.waiting + counts.sending)}
        </Text>
        <Flex gap="2" wrap="wrap" _print={{ display: 'none' }}>
          {counts.failed > 0 && (
            <Button size="sm" colorPalette="red" onClick={() => void presenter.retryFailed()}>
              {WORDS.retryAll}
            </Button>
          )}
          {counts.waiting > 0 && !state.running && (
            <Button size="sm" colorPalette="red" onClick={() => void presenter.resume()}>
              {WORDS.resume(counts.waiting)}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => presenter.downloadCsv()}>
            {WORDS.record.csv}
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            {WORDS.record.print}
          </Button>
          {canStartOver && (
            <Button size="sm" variant="ghost" onClick={() => void presenter.plan()}>
              {WORDS.startOver}
            </Button>
          )}
        </Flex>
        <RecordTable presenter={presenter} record={record} />
      </Stack>
      {!state.running && <Check presenter={presenter} check={state.check} />}
    </Stack>
  );
}

/** /guests/:guest_id/departure (退職処理), opened from この人が開けられる扉. */
export default function DeparturePage() {
  const { guest_id: guestId } = useRouteParams('guest-departure');
  const presenter = usePresenter(DeparturePresenter, { guestId: Number(guestId) });
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const { step } = state;
  const name = presenter.guestName;
  return (
    <Stack gap="4" minW="0">
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <Box _print={{ display: 'none' }}>
        <PageHeading
          title={WORDS.title}
          trail={[
            { label: '利用者', to: pathOf('guests') },
            ...(name === '' ? [] : [{ label: name, to: pathOf('guest-detail', { guest_id: state.guestId }) }]),
            { label: ACCESS_MESSAGES.guest.title, to: pathOf('guest-access', { guest_id: state.guestId }) },
          ]}
        />
        <Text fontWeight="bold">{name === '' ? '利用者' : `利用者：${name}`}</Text>
      </Box>
      {step.kind === 'record' && (
        <Stack display="none" _print={{ display: 'flex' }} gap="1" data-testid="print-heading">
          <Text fontSize="lg" fontWeight="bold">
            {departureRecordHeading(step.record)}
          </Text>
          <Text>組織：{step.record.organization.name}</Text>
          <Text>利用者：{step.record.guest.name}</Text>
        </Stack>
      )}
      {step.kind === 'planning' && <Reading label={WORDS.planning} progress={step.progress} />}
      {step.kind === 'failed' && <LoadFailed message={step.message} onRetry={() => void presenter.plan()} />}
      {step.kind === 'elsewhere' && (
        <ElsewhereNotice
          noun="利用者"
          recordName={step.recordName}
          owner={step.owner}
          current={state.organizationName}
          onSwitch={() => {
            // a full reload, as the header's switch: every part of the page then acts in the guest's organization
            if (presenter.switchToOwner()) window.location.reload();
          }}
        />
      )}
      {step.kind === 'confirm' && <Confirmation presenter={presenter} step={step} />}
      {step.kind === 'record' && <RecordView presenter={presenter} state={state} record={step.record} />}
      {effects}
    </Stack>
  );
}
