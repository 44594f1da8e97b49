import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { memo, useRef, type ReactNode, type RefObject } from 'react';
import type { CallProgress } from '../../application/shared/CallPool';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { formatPaddedDateTime, hourMinuteOf, isoDateOf, japanInstant, japanTimeOf } from '../../domain/shared/dates';
import { HolidayDateField } from '../calendar/HolidayDateField';
import { HolidayMoment } from '../calendar/HolidayMoment';
import { PageHeading } from '../shared/PageHeading';
import { ReadingNotices } from '../shared/ReadingNotices';
import { LoadFailed } from '../shared/States';
import { useAfterPaint } from '../shared/nextTask';
import { TimeField } from '../shared/TimeField';
import { readingOf, type ReadingState } from './reading';

/** The moment a view evaluates, changed by the manager with the console's date and time fields. */
export interface MomentControl {
  readonly value: Date;
  readonly onChange: (value: Date) => void;
  /** Back to now. */
  readonly onNow: () => void;
}

export interface AccessFrameProps {
  readonly title: string;
  readonly trail?: ReadonlyArray<{ readonly label: string; readonly to: string }>;
  /** What the report is about, for the screen and the printed heading: 'ロック：本館 1号'. */
  readonly subject: string;
  readonly organizationName: string;
  readonly state: ReadingState<unknown>;
  readonly onReadAgain: () => void;
  /** Present for the views that answer for a moment (the per-lock and per-guest views). */
  readonly moment?: MomentControl;
  readonly onDownloadCsv?: () => void;
  /** The totals line on top ('今（11月26日 14:05 時点）この扉を開けられる：利用者 12人・PIN 3件・カード 5枚'). */
  readonly summary?: ReactNode;
  /** The view's content, drawn whenever something has been read (also under the progress of a new reading). */
  readonly children: ReactNode;
}

function ReadProgress({ progress }: { readonly progress: CallProgress }) {
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid="access-progress">
      <Box
        role="progressbar"
        aria-label="読み込みの進み具合"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="teal.600" />
      </Box>
      <Text fontSize="sm" color="gray.700">
        {ACCESS_MESSAGES.progress(progress.done, progress.total)}
      </Text>
    </Stack>
  );
}

/**
 * The moment's fields, drawn again only when the moment changes: a reading's progress draws the frame once per call
 * answered (180 on a large organization's guest), and the date field's calendar is the frame's costliest part. The
 * page's latest callbacks are read through the ref when the manager acts.
 */
function MomentFields({ moment }: { readonly moment: MomentControl }) {
  const latest = useRef(moment);
  latest.current = moment;
  // drawn in the task after the page's first frame (the date field's calendar was half of a 120-220 ms first render of
  // a view): the heading and the progress come first; the fields' place is kept so nothing below moves
  const painted = useAfterPaint();
  return painted ? (
    <MomentFieldsAt millis={moment.value.getTime()} control={latest} />
  ) : (
    <Box minH="4.5rem" _print={{ display: 'none' }} aria-hidden data-testid="access-moment-pending" />
  );
}

const MomentFieldsAt = memo(function MomentFieldsAt({
  millis,
  control,
}: {
  readonly millis: number;
  readonly control: RefObject<MomentControl>;
}) {
  const moment = {
    value: new Date(millis),
    onChange: (d: Date) => control.current.onChange(d),
    onNow: () => control.current.onNow(),
  };
  const japan = japanTimeOf(moment.value.getTime());
  const date = isoDateOf(japan);
  const time = hourMinuteOf(japan);
  const change = (nextDate: string, nextTime: string) => {
    const millis = japanInstant(nextDate, nextTime);
    if (millis !== undefined) moment.onChange(new Date(millis));
  };
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" _print={{ display: 'none' }} data-testid="access-moment">
      <Box w={{ base: 'full', sm: '14rem' }}>
        <HolidayDateField label="日付" value={date} showNote={false} onChange={(next) => change(next, time)} />
      </Box>
      {/* to the minute: the moment is any time of day, not a 5-minute registration slot */}
      <TimeField label="時刻" value={time} minuteStep={1} onChange={(next) => change(date, next)} />
      <Button variant="outline" size="md" onClick={moment.onNow}>
        現在に戻す
      </Button>
      {/* the moment on a public holiday says so (its routes load the calendar feature: features/calendar.ts) */}
      <HolidayMoment at={millis} />
    </Flex>
  );
});

/**
 * The frame of every access view (この扉を開けられる人, この人が開けられる扉, アクセスの点検): heading, the
 * moment, the reading's progress or failure, the read time with 読み直す, CSV and 印刷, and the heading a
 * printed A4 page carries (organization, subject, moment, read time). The shell's header and menus are
 * left off the printed page (their `_print` style in ConsoleLayout).
 */
export function AccessFrame({
  title,
  trail,
  subject,
  organizationName,
  state,
  onReadAgain,
  moment,
  onDownloadCsv,
  summary,
  children,
}: AccessFrameProps) {
  const reading = readingOf(state);
  const busy = state.status === 'reading';
  return (
    <Stack gap="4" minW="0">
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <Box _print={{ display: 'none' }}>
        <PageHeading
          title={title}
          {...(trail ? { trail } : {})}
          actions={
            <Flex gap="2" wrap="wrap">
              {onDownloadCsv && (
                <Button size="sm" variant="outline" onClick={onDownloadCsv} disabled={reading === null}>
                  CSVをダウンロード
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => window.print()} disabled={reading === null}>
                印刷
              </Button>
            </Flex>
          }
        />
        <Text fontWeight="bold">{subject}</Text>
      </Box>
      <Stack display="none" _print={{ display: 'flex' }} gap="1" data-testid="print-heading">
        <Text fontSize="lg" fontWeight="bold">
          {title}
        </Text>
        <Text>組織：{organizationName}</Text>
        <Text>{subject}</Text>
        {moment && <Text>時点：{formatPaddedDateTime(moment.value)}</Text>}
        {reading && <Text>{ACCESS_MESSAGES.readAt(formatPaddedDateTime(reading.readAt))}</Text>}
      </Stack>
      {moment && <MomentFields moment={moment} />}
      <Flex gap="3" align="center" wrap="wrap" _print={{ display: 'none' }}>
        {reading && (
          <Text fontSize="sm" color="gray.700" data-testid="access-read-at">
            {ACCESS_MESSAGES.readAt(formatPaddedDateTime(reading.readAt))}
          </Text>
        )}
        <Button size="sm" variant="outline" onClick={onReadAgain} disabled={busy}>
          {ACCESS_MESSAGES.readAgain}
        </Button>
      </Flex>
      {state.status === 'reading' && <ReadProgress progress={state.progress} />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={onReadAgain} />}
      {reading && <ReadingNotices notices={reading.notices} />}
      {reading && summary && (
        <Box p="3" bg="teal.50" borderRadius="md" fontWeight="bold" data-testid="access-summary">
          {summary}
        </Box>
      )}
      {reading && children}
    </Stack>
  );
}
