import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { AttentionReading } from '../../application/attention/LoadAttention';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { ATTENTION_MESSAGES } from '../../domain/attention/messages';
import { usePresenter } from '../shared/di';
import { useDeferredParts } from '../shared/useObservable';
import { pathOf } from '../shell/routeTable';
import { AccessFrame } from '../access/AccessFrame';
import { rowShares, useRowBudget } from '../shared/rowBudget';
import { readingOf } from '../access/reading';
import {
  AttentionPresenter,
  attentionViewOf,
  type AttentionRowView,
  type AttentionSectionView,
  type AttentionState,
} from './AttentionPresenter';

const WORDS = ATTENTION_MESSAGES;

/** One item: what and why, the link to where it is fixed, and 確認済み (or its way back). */
function AttentionRow({
  row,
  acknowledged,
  onMark,
}: {
  readonly row: AttentionRowView;
  readonly acknowledged: boolean;
  readonly onMark: () => void;
}) {
  return (
    <Flex
      as="li"
      gap="3"
      align="center"
      wrap="wrap"
      p="3"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      data-testid="attention-item"
    >
      <Stack gap="0" flex="1 1 16rem" minW="0">
        <Text fontWeight="bold" overflowWrap="anywhere" color={acknowledged ? 'gray.700' : undefined}>
          {row.subject}
        </Text>
        <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
          {row.detail}
        </Text>
      </Stack>
      <Flex gap="3" align="center" wrap="wrap">
        <ChakraLink asChild color="teal.700" fontWeight="bold">
          <Link to={row.path} aria-label={`${row.subject}：${row.fix}`}>
            {row.fix}
          </Link>
        </ChakraLink>
        <Button
          size="sm"
          variant="outline"
          onClick={onMark}
          aria-label={`${row.subject}を${acknowledged ? '確認済みから戻す' : WORDS.acknowledge}`}
          _print={{ display: 'none' }}
        >
          {acknowledged ? '確認済みから戻す' : WORDS.acknowledge}
        </Button>
      </Flex>
    </Flex>
  );
}

function AttentionSection({
  view,
  onMark,
  onMore,
}: {
  readonly view: AttentionSectionView;
  readonly onMark: (key: string) => void;
  readonly onMore: () => void;
}) {
  const headingId = `attention-${view.kind}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-testid={`attention-section-${view.kind}`}>
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {view.title}
        </Heading>
        <Badge colorPalette="orange">{view.count}件</Badge>
      </Flex>
      <Stack as="ul" gap="2" listStyleType="none">
        {view.rows.map((row) => (
          <AttentionRow key={row.key} row={row} acknowledged={false} onMark={() => onMark(row.key)} />
        ))}
      </Stack>
      {view.hidden > 0 && (
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={onMore} _print={{ display: 'none' }}>
          さらに表示（残り{view.hidden}件）
        </Button>
      )}
    </Stack>
  );
}

/** Items drawn with the summary, and in each later task (a card is about 1 ms on a desktop, 4 ms on a phone). */
const FIRST_ROWS = 20;
const ROWS_A_TASK = 30;

/**
 * The sections, drawn again only when the reading, the marks or the rows shown change: a new reading's progress
 * leaves the old reading's rows as they are (the access review's way).
 */
const AttentionSections = memo(function AttentionSections({
  reading,
  marks,
  shown,
  presenter,
}: {
  readonly reading: AttentionReading;
  readonly marks: AttentionState['marks'];
  readonly shown: AttentionState['shown'];
  readonly presenter: AttentionPresenter;
}) {
  const view = attentionViewOf(reading.items, marks, shown);
  // drawn a few dozen rows a task (useRowBudget), the sections in order, then today's acknowledged items
  const budget = rowShares(
    useRowBudget(
      reading,
      view.sections.reduce((n, section) => n + section.rows.length, 0) + view.acknowledged.length,
      FIRST_ROWS,
      ROWS_A_TASK,
    ),
  );
  const sections = view.sections.map((section) => ({
    ...section,
    rows: section.rows.slice(0, budget.take(section.rows.length)),
  }));
  const acknowledged = view.acknowledged.slice(0, budget.take(view.acknowledged.length));
  return (
    <Stack gap="6">
      {!reading.doorsRead && (
        // the hubs come from 扉の状態's reading of this session: none yet, so none is listed (said, with the way there)
        <Text fontSize="sm" color="gray.700" data-testid="attention-doors-unread">
          ハブの応答は、このセッションで
          <ChakraLink asChild color="teal.700">
            <Link to={pathOf('door-states')}>扉の状態</Link>
          </ChakraLink>
          を読み込むと確認できます。
        </Text>
      )}
      {view.sections.length === 0 && (
        <Text color="gray.700" data-testid="attention-none">
          {WORDS.none}
        </Text>
      )}
      {sections.map((section) => (
        <AttentionSection
          key={section.kind}
          view={section}
          onMark={(key) => presenter.mark(key)}
          onMore={() => presenter.showMore(section.kind)}
        />
      ))}
      {view.acknowledged.length > 0 && (
        <Stack as="section" aria-labelledby="attention-acknowledged" gap="2" data-testid="attention-acknowledged">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="md" id="attention-acknowledged">
              今日{WORDS.acknowledged}にした項目
            </Heading>
            <Badge>{view.acknowledged.length}件</Badge>
          </Flex>
          <Stack as="ul" gap="2" listStyleType="none">
            {acknowledged.map((row) => (
              <AttentionRow key={row.key} row={row} acknowledged onMark={() => presenter.mark(row.key, false)} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
});

/** /attention: 要対応, what needs the manager's hand today, each item with the link that fixes it. */
export default function AttentionPage() {
  const presenter = usePresenter(AttentionPresenter);
  const state = useDeferredParts(presenter, ['reading']);
  const read = readingOf(state.reading);
  const view = read ? attentionViewOf(read.value.items, state.marks, state.shown) : null;
  return (
    <AccessFrame
      title={WORDS.title}
      subject={ACCESS_MESSAGES.review.subject}
      organizationName={state.organizationName}
      state={state.reading}
      reader={presenter}
      onReadAgain={() => void presenter.readAgain()}
      summary={view && `${WORDS.title} ${view.open}件（${WORDS.acknowledged} ${view.acknowledged.length}件）`}
    >
      <Box p="3" bg="gray.50" borderRadius="md" fontSize="sm" color="gray.700" data-testid="attention-kept-here">
        {WORDS.acknowledgedHere}
      </Box>
      {read && <AttentionSections reading={read.value} marks={state.marks} shown={state.shown} presenter={presenter} />}
    </AccessFrame>
  );
}
