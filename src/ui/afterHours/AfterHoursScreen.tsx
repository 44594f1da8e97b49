import { Badge, Box, Button, Field, Flex, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router-dom';
import type { AfterHoursScope } from '../../application/afterHours/LoadAfterHours';
import { AFTER_HOURS_MESSAGES } from '../../domain/afterHours/messages';
import type { AfterHoursReport } from '../../domain/afterHours/report';
import { formatPaddedDateTime } from '../../domain/shared/dates';
import { pathOf } from '../shell/routeTable';
import { usePresenter } from '../shared/di';
import { useWindowEvent } from '../shared/domHooks';
import { PageHeading } from '../shared/PageHeading';
import { ReadProgress } from '../shared/ReadProgress';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { LoadFailed } from '../shared/States';
import { useDeferredParts } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { rowShares, useRowBudget } from '../shared/rowBudget';
import { DayBars, HeatMap } from './AfterHoursCharts';
import { AfterHoursPresenter, type AfterHoursList, type AfterHoursState } from './AfterHoursPresenter';
import {
  dayBarsViewOf,
  doorDayViewOf,
  doorTotalsOf,
  heatMapViewOf,
  missingExitViewOf,
  monthLabelOf,
  monthParamOf,
  outOfHoursRowViewOf,
  type DoorDayView,
  type DoorTotalView,
  type MissingExitView,
  type OutOfHoursRowView,
} from './afterHoursView';
import { AFTER_HOURS_WORDS } from './afterHoursWords';
import { BusinessHoursPanel } from './BusinessHoursPanel';

const W = AFTER_HOURS_WORDS;

function MonthChoice({
  state,
  presenter,
}: {
  readonly state: AfterHoursState;
  readonly presenter: AfterHoursPresenter;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: '12rem' }}>
      <Field.Label>{W.month}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          value={monthParamOf(state.month)}
          onChange={(e) => {
            const chosen = state.months.find((m) => monthParamOf(m) === e.currentTarget.value);
            if (chosen) presenter.chooseMonth(chosen);
          }}
        >
          {state.months.map((m) => (
            <option key={monthParamOf(m)} value={monthParamOf(m)}>
              {monthLabelOf(m)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function ListSection({
  id,
  title,
  count,
  note,
  none,
  hidden,
  onMore,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly count: number;
  readonly note?: string;
  readonly none: string;
  readonly hidden: number;
  readonly onMore: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2" data-testid={id}>
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="h2" id={id} fontWeight="bold" fontSize="lg">
          {title}
        </Text>
        <Badge colorPalette={count === 0 ? 'gray' : 'orange'} data-testid={`${id}-count`}>
          {W.count(count)}
        </Badge>
      </Flex>
      {note && (
        <Text fontSize="sm" color="gray.700">
          {note}
        </Text>
      )}
      {count === 0 ? <Text color="gray.700">{none}</Text> : children}
      {hidden > 0 && (
        // the rest are in the CSV; the page draws them on request so a large organization stays quick
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={onMore} _print={{ display: 'none' }}>
          {W.more(hidden)}
        </Button>
      )}
    </Stack>
  );
}

const ROW_COLUMNS: ReadonlyArray<Column<OutOfHoursRowView>> = [
  { key: 'at', header: '日時', place: 'title', nowrap: true, cell: (r) => r.at },
  { key: 'kind', header: '区分', cell: (r) => r.kind, testId: 'row-kind' },
  { key: 'door', header: '扉', cell: (r) => r.door },
  { key: 'event', header: '操作', cell: (r) => r.event },
  { key: 'person', header: '利用者', cell: (r) => r.person },
  { key: 'method', header: '解錠方法', cell: (r) => r.method },
];

const DOOR_DAY_COLUMNS: ReadonlyArray<Column<DoorDayView>> = [
  { key: 'date', header: '日付', place: 'title', nowrap: true, cell: (r) => r.date },
  { key: 'door', header: '扉', cell: (r) => r.door },
  { key: 'firstIn', header: '最初の入室', cell: (r) => r.firstIn },
  { key: 'lastOut', header: '最後の退室', cell: (r) => r.lastOut },
  { key: 'firstOpened', header: '最初の解錠', cell: (r) => r.firstOpened },
  { key: 'lastLocked', header: '最後の施錠', cell: (r) => r.lastLocked },
];

const MISSING_COLUMNS: ReadonlyArray<Column<MissingExitView>> = [
  { key: 'at', header: '入室日時', place: 'title', nowrap: true, cell: (r) => r.at },
  { key: 'door', header: '扉', cell: (r) => r.door },
  { key: 'person', header: '利用者', cell: (r) => r.person },
];

const doorTotalColumns = (month: string): ReadonlyArray<Column<DoorTotalView>> => [
  { key: 'door', header: '扉', place: 'title', cell: (r) => r.door },
  { key: 'entries', header: '時間外・休日の入室', align: 'end', cell: (r) => W.count(r.entries) },
  { key: 'operations', header: '時間外・休日の操作', align: 'end', cell: (r) => W.count(r.operations) },
  {
    key: 'open',
    header: '詳細',
    place: 'actions',
    cell: (r) => (
      <ChakraLink asChild color="teal.700" fontWeight="bold">
        <Link
          to={`${pathOf('locks-after-hours', { id: r.lockId })}?month=${month}`}
          aria-label={`${r.door}の${AFTER_HOURS_MESSAGES.title}`}
        >
          {W.toLock}
        </Link>
      </ChakraLink>
    ),
  },
];

/**
 * What the two pictures weigh in rows of a list (useRowBudget): the heat map is 7 rows of 24 cells and its table, the
 * bars a month of days and its table.
 */
const HEAT_MAP_ROWS = 40;
const DAY_BARS_ROWS = 20;
/** Rows drawn with the summary, and in each later task (about 1 ms a row on a desktop, 4 ms on a phone). */
const FIRST_ROWS = 20;
const ROWS_A_TASK = 30;

/**
 * What was read, drawn again only when the report or the rows shown change (not at each step of a new reading's
 * progress, nor at each keystroke of the hours form).
 */
const ReportBody = memo(function ReportBody({
  report,
  scope,
  doors,
  shown,
  presenter,
}: {
  readonly report: AfterHoursReport;
  readonly scope: AfterHoursScope;
  readonly doors: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly shown: AfterHoursState['shown'];
  readonly presenter: AfterHoursPresenter;
}) {
  const more = (list: AfterHoursList) => () => presenter.showMore(list);
  const doorTotals = scope.kind === 'organization' ? doorTotalsOf(report, doors) : [];
  const rowsShown = Math.min(report.rows.length, shown.rows);
  const doorDaysShown = Math.min(report.doorDays.length, shown.doorDays);
  const missingShown = Math.min(report.missingExits.length, shown.missing);
  // drawn a few dozen rows a task (useRowBudget), in the page's order: the two pictures, the doors, the three lists
  const budget = rowShares(
    useRowBudget(
      report,
      HEAT_MAP_ROWS + DAY_BARS_ROWS + doorTotals.length + rowsShown + doorDaysShown + missingShown,
      FIRST_ROWS,
      ROWS_A_TASK,
    ),
  );
  const heatMap = budget.fits(HEAT_MAP_ROWS);
  const dayBars = budget.fits(DAY_BARS_ROWS);
  const doorRows = doorTotals.slice(0, budget.take(doorTotals.length));
  const rows = report.rows.slice(0, budget.take(rowsShown)).map(outOfHoursRowViewOf);
  const doorDays = report.doorDays.slice(0, budget.take(doorDaysShown)).map(doorDayViewOf);
  const missing = report.missingExits.slice(0, budget.take(missingShown)).map(missingExitViewOf);
  return (
    <Stack gap="6">
      {heatMap && <HeatMap view={heatMapViewOf(report)} />}
      {dayBars && <DayBars view={dayBarsViewOf(report)} />}
      {scope.kind === 'organization' && (
        <Stack as="section" aria-labelledby="after-hours-doors" gap="2">
          <Text as="h2" id="after-hours-doors" fontWeight="bold" fontSize="lg">
            {W.doorsTitle}
          </Text>
          <ResponsiveTable
            label={W.doorsTitle}
            columns={doorTotalColumns(monthParamOf(report.month))}
            rows={doorRows}
            rowKey={(r) => r.lockId}
            testId="after-hours-doors"
          />
        </Stack>
      )}
      <ListSection
        id="after-hours-rows"
        title={W.rowsTitle}
        count={report.rows.length}
        none={W.rowsNone}
        hidden={report.rows.length - rowsShown}
        onMore={more('rows')}
      >
        <ResponsiveTable label={W.rowsTitle} columns={ROW_COLUMNS} rows={rows} rowKey={(r) => r.key} />
      </ListSection>
      <ListSection
        id="after-hours-door-days"
        title={W.doorDaysTitle}
        count={report.doorDays.length}
        none={W.doorDaysNone}
        hidden={report.doorDays.length - doorDaysShown}
        onMore={more('doorDays')}
      >
        <ResponsiveTable label={W.doorDaysTitle} columns={DOOR_DAY_COLUMNS} rows={doorDays} rowKey={(r) => r.key} />
      </ListSection>
      <ListSection
        id="after-hours-missing"
        title={W.missingTitle}
        count={report.missingExits.length}
        note={W.missingNote}
        none={W.missingNone}
        hidden={report.missingExits.length - missingShown}
        onMore={more('missing')}
      >
        <ResponsiveTable label={W.missingTitle} columns={MISSING_COLUMNS} rows={missing} rowKey={(r) => r.key} />
      </ListSection>
    </Stack>
  );
});

/**
 * The report's page, for the organization or one lock: heading, month, hours, the reading's progress or failure,
 * then the summary, the pictures and the lists; CSV and an A4 print headed with the organization, the month and the
 * hours (the shell's header and menus are left off the printed page by ConsoleLayout's `_print`).
 */
export function AfterHoursScreen({
  scope,
  trail,
}: {
  readonly scope: AfterHoursScope;
  readonly trail?: ReadonlyArray<{ readonly label: string; readonly to: string }>;
}) {
  const [search] = useSearchParams();
  const presenter = usePresenter(AfterHoursPresenter, { scope, month: search.get('month') });
  const state = useDeferredParts(presenter, ['reading']);
  const effects = usePresenterEffects(presenter);
  // the printed report is a record: every row, drawn before the print dialog lays the page out
  useWindowEvent('beforeprint', () => flushSync(() => presenter.showAll()));
  const heading = presenter.headingOf(state);
  const reading = state.reading;
  const read = reading.status === 'read' ? reading : null;
  const subject = read ? heading.subject : monthLabelOf(state.month);
  return (
    <Stack gap="4" minW="0">
      {effects}
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <Box _print={{ display: 'none' }}>
        <PageHeading
          title={heading.title}
          {...(trail ? { trail } : {})}
          actions={
            <Flex gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => presenter.downloadCsv()} disabled={read === null}>
                {W.csv}
              </Button>
              <Button size="sm" variant="outline" onClick={() => window.print()} disabled={read === null}>
                {W.print}
              </Button>
            </Flex>
          }
        />
        <Text fontWeight="bold" data-testid="after-hours-subject">
          {subject}
        </Text>
      </Box>
      <Stack display="none" _print={{ display: 'flex' }} gap="1" data-testid="print-heading">
        <Text fontSize="lg" fontWeight="bold">
          {heading.title}
        </Text>
        <Text>{heading.subject}</Text>
        <Text>{heading.hours}</Text>
        {read && <Text>{W.readAt(formatPaddedDateTime(read.readAt))}</Text>}
      </Stack>
      <Flex gap="3" align="flex-end" wrap="wrap" _print={{ display: 'none' }}>
        <MonthChoice state={state} presenter={presenter} />
        {read && (
          <Text fontSize="sm" color="gray.700" pb="2" data-testid="after-hours-read-at">
            {W.readAt(formatPaddedDateTime(read.readAt))}
          </Text>
        )}
        <Button size="md" variant="outline" onClick={() => void presenter.readAgain()} disabled={!read}>
          {W.readAgain}
        </Button>
      </Flex>
      <BusinessHoursPanel state={state} presenter={presenter} />
      {reading.status === 'reading' && (
        <ReadProgress presenter={presenter} drawn={reading.progress} words={W.progress} testId="after-hours-progress" />
      )}
      {reading.status === 'failed' && (
        <LoadFailed message={reading.message} onRetry={() => void presenter.readAgain()} />
      )}
      {read && (
        <>
          {!read.reading.entryExitRead && <Notice>{AFTER_HOURS_MESSAGES.withoutEntryExitLog}</Notice>}
          {!read.report.holidaysCovered && <Notice>{W.holidaysNotCovered}</Notice>}
          <Box p="3" bg="teal.50" borderRadius="md" fontWeight="bold" data-testid="after-hours-summary">
            {W.summary(read.report.entries, read.report.entriesOutOfHours, read.report.rows.length)}
          </Box>
          <ReportBody
            report={read.report}
            scope={state.scope}
            doors={read.reading.doors}
            shown={state.shown}
            presenter={presenter}
          />
        </>
      )}
    </Stack>
  );
}

function Notice({ children }: { readonly children: ReactNode }) {
  return (
    <Box p="3" bg="orange.50" borderRadius="md" color="orange.900" _print={{ bg: 'white' }}>
      {children}
    </Box>
  );
}
