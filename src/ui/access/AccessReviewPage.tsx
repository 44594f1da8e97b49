import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { AccessReview } from '../../domain/access/review';
import { usePresenter } from '../shared/di';
import { useWindowEvent } from '../shared/domHooks';
import { useDeferredParts } from '../shared/useObservable';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { Loading } from '../shared/States';
import { AccessFrame } from './AccessFrame';
import { rowShares, useRowBudget } from '../shared/rowBudget';
import {
  AccessReviewPresenter,
  expiringWindowOf,
  type AccessReviewState,
  reviewSectionsOf,
  type ReviewRowView,
  type ReviewSectionView,
} from './AccessReviewPresenter';
import { readingOf } from './reading';

const WORDS = ACCESS_MESSAGES.review;

/** 期限切れを削除 for the whole organization: its own reading, loaded when the manager opens it. */
const ClearExpiredPanel = lazy(() => import('./ClearExpiredPanel'));

const columnsOf = (view: ReviewSectionView): ReadonlyArray<Column<ReviewRowView>> => [
  { key: 'item', header: '項目', place: 'title', cell: (row) => row.item },
  { key: 'detail', header: '詳細', cell: (row) => row.detail },
  ...(view.section === 'expiring'
    ? [{ key: 'end', header: '終了日時', nowrap: true, cell: (row: ReviewRowView) => row.end ?? '' }]
    : []),
  {
    key: 'fix',
    header: '設定',
    place: 'actions',
    width: '7rem',
    cell: (row) => (
      <ChakraLink asChild color="teal.700" fontWeight="bold">
        <Link to={row.path} aria-label={`${row.item}を${WORDS.fix}`}>
          {WORDS.fix}
        </Link>
      </ChakraLink>
    ),
  },
];

function ReviewSectionBlock({
  view,
  window,
  onMore,
}: {
  view: ReviewSectionView;
  window: string | null;
  onMore: () => void;
}) {
  const headingId = `review-${view.section}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-testid={`review-section-${view.section}`}>
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {view.title}
        </Heading>
        <Badge colorPalette={view.count === 0 ? 'gray' : 'orange'} data-testid="review-count">
          {WORDS.count(view.count)}
        </Badge>
      </Flex>
      {window && (
        <Text fontSize="sm" color="gray.700">
          {window}
        </Text>
      )}
      {view.none !== null ? (
        <Text color="gray.700">{view.none}</Text>
      ) : (
        <>
          <ResponsiveTable
            label={view.title}
            columns={columnsOf(view)}
            rows={view.rows}
            rowKey={(row) => row.key}
            testId={`review-rows-${view.section}`}
          />
          {view.hidden > 0 && (
            // the rest are in the CSV; the page draws them on request so a large organization stays quick
            <Button variant="outline" size="sm" alignSelf="flex-start" onClick={onMore} _print={{ display: 'none' }}>
              さらに表示（残り{view.hidden}件）
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** /access/review: アクセスの点検, what in the whole organization needs a manager's hand. */
export default function AccessReviewPage() {
  const presenter = usePresenter(AccessReviewPresenter);
  const state = useDeferredParts(presenter, ['reading']);
  const effects = usePresenterEffects(presenter);
  // the printed review is the record of the check: every row, drawn before the print dialog lays the page out
  useWindowEvent('beforeprint', () => flushSync(() => presenter.showAll()));

  const [clearing, setClearing] = useState(false);
  const read = readingOf(state.reading);
  const review = read?.value ?? null;
  const total = review ? Object.values(review.sections).reduce((sum, rows) => sum + rows.length, 0) : 0;
  return (
    <>
      {effects}
      <AccessFrame
        title={WORDS.title}
        subject={WORDS.subject}
        organizationName={state.organizationName}
        state={state.reading}
        reader={presenter}
        onReadAgain={() => void presenter.readAgain()}
        onDownloadCsv={() => presenter.downloadCsv()}
        summary={WORDS.summary(total)}
      >
        {review && <ReviewSections review={review} shown={state.shown} presenter={presenter} />}
      </AccessFrame>
      <Box mt="6" _print={{ display: 'none' }}>
        {clearing ? (
          <Suspense fallback={<Loading />}>
            <ClearExpiredPanel />
          </Suspense>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setClearing(true)}>
            期限切れ・登録失敗をまとめて削除
          </Button>
        )}
      </Box>
    </>
  );
}

/** Rows drawn with the summary, and in each later task (a row is about 1 ms on a desktop, 4 ms on a phone). */
const FIRST_ROWS = 20;
const ROWS_A_TASK = 30;

/**
 * The sections, drawn again only when the review or the rows shown change: a new reading's progress (every
 * call settled) leaves the old reading's rows as they are, so the page stays responsive on a large organization.
 */
const ReviewSections = memo(function ReviewSections({
  review,
  shown,
  presenter,
}: {
  readonly review: AccessReview;
  readonly shown: AccessReviewState['shown'];
  readonly presenter: AccessReviewPresenter;
}) {
  const all = reviewSectionsOf(review, shown);
  // drawn a few dozen rows a task (useRowBudget), the sections in order; each section's heading at once
  const budget = rowShares(
    useRowBudget(
      review,
      all.reduce((n, view) => n + view.rows.length, 0),
      FIRST_ROWS,
      ROWS_A_TASK,
    ),
  );
  const sections = all.map((view) => ({ ...view, rows: view.rows.slice(0, budget.take(view.rows.length)) }));
  return (
    <Stack gap="6">
      {sections.map((view) => (
        <Box key={view.section}>
          <ReviewSectionBlock
            view={view}
            window={view.section === 'expiring' ? expiringWindowOf(review) : null}
            onMore={() => presenter.showMore(view.section)}
          />
        </Box>
      ))}
    </Stack>
  );
});
