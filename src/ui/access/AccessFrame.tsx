import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { formatPaddedDateTime } from '../../domain/shared/dates';
import { PageHeading } from '../shared/PageHeading';
import { ReadProgress } from '../shared/ReadProgress';
import { ReadingNotices } from '../shared/ReadingNotices';
import { LoadFailed } from '../shared/States';
import { laterStyles } from '../shared/laterStyles';
import { afterPaint } from '../shared/nextTask';
import type { Observed } from '../shared/useObservable';
import type { MomentControl } from './MomentFields';
import { readingOf, type ReadingState } from './reading';

export interface AccessFrameProps {
  readonly title: string;
  readonly trail?: ReadonlyArray<{ readonly label: string; readonly to: string }>;
  /** What the report is about, for the screen and the printed heading: 'ロック：本館 1号'. */
  readonly subject: string;
  readonly organizationName: string;
  readonly state: ReadingState<unknown>;
  /** The presenter whose reading `state` is: the progress bar follows its counts (the frame: its start and end). */
  readonly reader: Observed<object>;
  readonly onReadAgain: () => void;
  /** Present for the views that answer for a moment (the per-lock and per-guest views). */
  readonly moment?: MomentControl;
  readonly onDownloadCsv?: () => void;
  /** The totals line on top ('今（11月26日 14:05 時点）この扉を開けられる：利用者 12人・PIN 3件・カード 5枚'). */
  readonly summary?: ReactNode;
  /** The view's content, drawn whenever something has been read (also under the progress of a new reading). */
  readonly children: ReactNode;
}

/** The moment fields' module (MomentFields.tsx), loaded once a view has something read. */
type FieldsModule = typeof import('./MomentFields');

/**
 * The moment's fields, drawn again only when the moment changes (MomentFields.tsx's memo): a reading's progress
 * draws the frame once per call answered (180 on a large organization's guest), and the date field's calendar is the
 * frame's costliest part. The page's latest callbacks are read through the ref when the manager acts.
 *
 * Drawn once the view has something read (`ready`: the first reading ended, or one was kept from before), in the task
 * after that frame, and kept from then on (読み直す keeps them). Their code, the date picker's (a quarter of the view's
 * first download), loads then. Drawn at once, their 330–400 ms at Lighthouse's 4× CPU landed amid the reading and
 * held up its next calls, and their code shared the phone's bandwidth with the reading's first calls. A moment is
 * only evaluated against something read, so a manager loses nothing by the wait; the view's answer comes first. The
 * fields' place is kept meanwhile, so nothing below moves. The module is imported here rather than through React's
 * lazy(): under Suspense the fields were drawn again at the next step of the reading.
 */
function MomentFields({ moment, ready }: { readonly moment: MomentControl; readonly ready: boolean }) {
  const latest = useRef(moment);
  latest.current = moment;
  const [loaded, setLoaded] = useState<{ readonly fields: FieldsModule } | { readonly failure: unknown } | null>(null);
  useEffect(() => {
    if (loaded !== null || !ready) return undefined;
    let live = true;
    // with the recipes beyond the shell's first, as every later-loaded part (lazyDialog): Chakra keeps the styles a
    // component had on its first render
    // drawn in a transition: React splits the fields' first render (the date picker's machine and formats, 400 ms in
    // one task at 4× after a large guest's doors) into slices of a few milliseconds
    Promise.all([import('./MomentFields'), laterStyles(), afterPaint()]).then(
      ([fields]) => live && startTransition(() => setLoaded({ fields })),
      (failure: unknown) => live && setLoaded({ failure }),
    );
    return () => {
      live = false;
    };
  }, [loaded, ready]);
  // a module that cannot be loaded (a new release replaced it) is the error boundary's, as a lazy() route's is
  if (loaded !== null && 'failure' in loaded) throw loaded.failure;
  return loaded === null ? MOMENT_PENDING : <loaded.fields.default millis={moment.value.getTime()} control={latest} />;
}

/**
 * The fields' place while they wait: boxes of their sizes (日付, 時刻's two selects, 現在に戻す), wrapping as they do,
 * so the rows already on screen do not move when the fields come (145 px at 390 wide, 197 at 320, 67 from 768).
 */
const MOMENT_PENDING = (
  <Flex
    gap="3"
    wrap="wrap"
    align="flex-end"
    _print={{ display: 'none' }}
    aria-hidden
    data-testid="access-moment-pending"
  >
    <Box w={{ base: 'full', sm: '14rem' }} h="4.125rem" />
    <Box w="14.25rem" h="4.1875rem" />
    <Box w="6.5rem" h="2.5rem" />
  </Flex>
);

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
  reader,
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
      {moment && <MomentFields moment={moment} ready={state.status !== 'reading' || state.previous !== null} />}
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
      {state.status === 'reading' && (
        <ReadProgress
          presenter={reader}
          drawn={state.progress}
          words={ACCESS_MESSAGES.progress}
          testId="access-progress"
        />
      )}
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
