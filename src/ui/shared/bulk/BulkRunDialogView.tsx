import { Badge, Box, Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useObservable } from '../useObservable';
import { BusySpinner } from '../States';
import { ProgressBar } from '../ReadProgress';
import type { BulkItem, BulkItemStatus, BulkRun } from './BulkRun';

export interface BulkRunDialogProps<T> {
  readonly run: BulkRun<T>;
  /** What the screen adds above the items (the PIN places freed on each keypad). */
  readonly extra?: ReactNode;
  /** data-testid of the dialog's content ('bulk-run' by default). */
  readonly testId?: string;
}

// Not in the spec: the words of an item's state.
const STATUS_WORDS: Record<BulkItemStatus, string> = {
  waiting: '処理中',
  done: '完了',
  failed: '失敗',
  refused: '対象外',
};
const STATUS_PALETTE: Record<BulkItemStatus, string> = {
  waiting: 'gray',
  done: 'green',
  failed: 'red',
  refused: 'orange',
};

/**
 * The bulk run's dialog (BulkRun.ts): the confirmation listing every item, then each item's progress and answer, the
 * count answered, retry one or all failed, and 閉じる once nothing waits. Keyboard: the dialog traps focus; every
 * control is a button; Escape closes it unless an answer is awaited.
 */
export function BulkRunDialogView<T>({ run, extra, testId = 'bulk-run' }: BulkRunDialogProps<T>) {
  const state = useObservable(run);
  if (state.status === 'closed') return null;
  const asking = state.status === 'asking';
  const sending = state.status === 'sending';
  const failed = state.items.filter((i) => i.status === 'failed').length;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) run.close();
      }}
      role={asking ? 'alertdialog' : 'dialog'}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="3">
            <Dialog.Header>
              <Dialog.Title>{state.title}</Dialog.Title>
            </Dialog.Header>
            {/* the body scrolls inside the dialog: focusable and named, so a keyboard scrolls it (axe) */}
            <Dialog.Body tabIndex={0} role="region" aria-label={asking ? '対象' : '結果'}>
              <Stack gap="3">
                {asking ? (
                  <Text>
                    {state.message}（{state.items.length}件）
                  </Text>
                ) : (
                  <RunProgress answered={state.answered} total={state.items.length} summary={state.summary} />
                )}
                {extra}
                <Box
                  as="ul"
                  listStyleType="none"
                  m="0"
                  p="0"
                  aria-label={asking ? '対象の一覧' : '結果の一覧'}
                  data-testid="bulk-items"
                >
                  {state.items.map((item) => (
                    <ItemLine key={item.key} item={item} asking={asking} run={run} />
                  ))}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2" wrap="wrap" justify="flex-end">
                {asking ? (
                  <>
                    <Button variant="outline" onClick={() => run.close()}>
                      キャンセル
                    </Button>
                    <Button colorPalette={state.destructive ? 'red' : 'teal'} onClick={() => void run.confirm()}>
                      {state.confirmLabel}
                    </Button>
                  </>
                ) : (
                  <>
                    {failed > 0 && (
                      <Button variant="outline" colorPalette="teal" onClick={() => void run.retryAll()}>
                        失敗した{failed}件を再試行
                      </Button>
                    )}
                    <Button colorPalette="teal" onClick={() => run.close()} disabled={sending}>
                      閉じる
                    </Button>
                  </>
                )}
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RunProgress({ answered, total, summary }: { answered: number; total: number; summary: string }) {
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid="bulk-progress">
      <ProgressBar label="処理の進み具合" done={answered} total={total} whenNone={100} />
      <Flex gap="2" align="center" wrap="wrap">
        {summary === '' && <BusySpinner label="処理中" />}
        <Text fontSize="sm" color="gray.700" data-testid="bulk-count">
          {summary === '' ? `${total}件中 ${answered}件 処理済み` : summary}
        </Text>
      </Flex>
    </Stack>
  );
}

interface ItemLineProps<T> {
  readonly item: BulkItem<T>;
  readonly asking: boolean;
  readonly run: BulkRun<T>;
}

/**
 * One item, drawn again only when it changed (memo: the run keeps every other item as it was): a run over hundreds of
 * expired PINs of the large organization drew every line at each answer.
 */
const ItemLine = memo(function ItemLine<T>({ item, asking, run }: ItemLineProps<T>) {
  return (
    <Box as="li" borderTopWidth="1px" py="2" data-testid="bulk-item" data-status={asking ? 'asking' : item.status}>
      <Flex gap="2" align="center" wrap="wrap" justify="space-between">
        <Text fontWeight="bold" overflowWrap="anywhere" minW="0" flex="1 1 12rem">
          {item.label}
        </Text>
        {!asking && (
          <Flex gap="2" align="center">
            {item.status === 'waiting' && <BusySpinner label={`${item.label}を処理中`} />}
            <Badge colorPalette={STATUS_PALETTE[item.status]}>{STATUS_WORDS[item.status]}</Badge>
            {item.status === 'failed' && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => void run.retry(item.key)}
                aria-label={`${item.label}を再試行`}
              >
                再試行
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {!asking && item.message !== '' && item.status !== 'done' && (
        <Text fontSize="sm" color={item.status === 'failed' ? 'red.700' : 'gray.700'} mt="1">
          {item.message}
        </Text>
      )}
    </Box>
  );
}) as <T>(props: ItemLineProps<T>) => ReactNode;
