import { Badge, Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPaddedDateTime } from '../../domain/shared/dates';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import type { PassState } from '../../domain/visitors/passState';
import { AccessFrame } from '../access/AccessFrame';
import { readingOf } from '../access/reading';
import { usePresenter } from '../shared/di';
import { BulkRunDialog } from '../shared/bulk/BulkRunDialog';
import { SelectionBar, TickBox } from '../shared/bulk/BulkTicks';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { useObservable } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { pathOf } from '../shell/routeTable';
import { PASS_FILTERS, PassListPresenter, type PassFilter, type PassRow } from './PassListPresenter';
import { ShareCard } from './ShareCard';
import type { ShareView } from './shareView';

const STATE_COLORS: Readonly<Record<PassState, string>> = {
  scheduled: 'blue',
  active: 'green',
  expired: 'gray',
  registering: 'purple',
  failed: 'red',
};

const filterLabel = (filter: PassFilter): string => (filter === 'all' ? 'すべて' : VISITOR_MESSAGES.states[filter]);

export function PassStateBadge({ state }: { readonly state: PassState }) {
  return (
    <Badge colorPalette={STATE_COLORS[state]} variant="subtle" data-testid="pass-state">
      {VISITOR_MESSAGES.states[state]}
    </Badge>
  );
}

/** The share card of a pass again, in a dialog (its PIN still exists: the list read it from the keypads). */
function ShareDialog({
  view,
  onClose,
  onCopied,
}: {
  readonly view: ShareView | null;
  readonly onClose: () => void;
  readonly onCopied: (ok: boolean) => void;
}) {
  return (
    <Dialog.Root
      open={view !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{VISITOR_MESSAGES.showShare}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{view && <ShareCard view={view} onCopied={onCopied} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                閉じる
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="閉じる" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** visitor-passes: 来訪者パス一覧. */
export default function PassListPage() {
  const presenter = usePresenter(PassListPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const read = readingOf(state.reading);

  const columns: ReadonlyArray<Column<PassRow>> = [
    {
      key: 'tick',
      header: '選択',
      width: '3rem',
      cell: (row) => <TickBox selection={presenter.selection} item={row} label={`「${row.name}」を選択`} />,
    },
    { key: 'name', header: '名前', place: 'title', cell: (row) => row.name, testId: 'pass-name' },
    { key: 'state', header: '状態', cell: (row) => <PassStateBadge state={row.state} />, width: '7rem' },
    {
      key: 'doors',
      header: '扉',
      cell: (row) => (
        <Stack gap="0">
          {row.doors.map((door) => (
            <Text key={door}>{door}</Text>
          ))}
        </Stack>
      ),
      testId: 'pass-doors',
    },
    { key: 'window', header: '有効期間', cell: (row) => row.window, testId: 'pass-window' },
    {
      key: 'actions',
      header: '操作',
      place: 'actions',
      cell: (row) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => presenter.showShare(row.key)}
          aria-label={`${row.name}の${VISITOR_MESSAGES.showShare}`}
        >
          {VISITOR_MESSAGES.showShare}
        </Button>
      ),
    },
  ];

  return (
    <>
      {effects}
      <AccessFrame
        title={VISITOR_MESSAGES.listTitle}
        subject={`状態は ${formatPaddedDateTime(state.moment)} 時点`}
        organizationName={read?.value.organizationName ?? ''}
        state={state.reading}
        reader={presenter}
        onReadAgain={() => presenter.readAgain()}
      >
        <Stack gap="4" minW="0">
          <Flex gap="2" wrap="wrap" _print={{ display: 'none' }}>
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to={pathOf('visitor-pass-new')}>来訪者パスを発行</RouterLink>
            </Button>
          </Flex>
          <Flex gap="2" wrap="wrap" role="group" aria-label="状態で絞り込む" _print={{ display: 'none' }}>
            {PASS_FILTERS.map((filter) => (
              <Button
                key={filter}
                size="xs"
                variant={state.filter === filter ? 'solid' : 'outline'}
                colorPalette={state.filter === filter ? 'teal' : 'gray'}
                aria-pressed={state.filter === filter}
                onClick={() => presenter.choose(filter)}
              >
                {filterLabel(filter)}（{state.counts[filter]}）
              </Button>
            ))}
          </Flex>
          <SelectionBar selection={presenter.selection} rows={state.rows} pageLabel="表示中の期限切れをすべて選択">
            <Button size="xs" colorPalette="red" onClick={() => presenter.deleteExpired()}>
              {VISITOR_MESSAGES.deleteExpired}
            </Button>
          </SelectionBar>
          {state.rows.length === 0 ? (
            <Text fontSize="sm" data-testid="passes-empty">
              {state.filter === 'all'
                ? '来訪者パス（期間を決めた暗証番号）はありません。'
                : `「${filterLabel(state.filter)}」の来訪者パスはありません。`}
            </Text>
          ) : (
            <ResponsiveTable
              label={VISITOR_MESSAGES.listTitle}
              columns={columns}
              rows={state.rows}
              rowKey={(row) => row.key}
              rowOptions={() => ({ testId: 'pass-row' })}
              testId="passes"
            />
          )}
        </Stack>
      </AccessFrame>
      <BulkRunDialog run={presenter.bulk} />
      <ShareDialog view={state.shown} onClose={() => presenter.closeShare()} onCopied={(ok) => presenter.copied(ok)} />
    </>
  );
}
