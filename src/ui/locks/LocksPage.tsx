import {
  Alert,
  Box,
  Field,
  Flex,
  IconButton,
  Link as ChakraLink,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEVICE_ATTENTION_MESSAGES } from '../../domain/attention/messages';
import { LOCK_SORT_CHOICES, lockSortLabelOf, parseLockSortChoice } from '../../domain/locks/sort';
import { pageRangeText } from '../../domain/shared/paging';
import { RemoteDialog } from '../remote/RemoteDialog';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { useListInUrl, useTermField } from '../shared/listUrl';
import { Empty } from '../shared/States';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useAttentionCount } from '../shell/useAttentionCount';
import { useObservable } from '../shared/useObservable';
import { SearchIcon } from '../shared/icons';
import { HubNotSetDialog } from '../keypads/HubNotSetDialog';
import { useProgressiveRows } from '../shared/useProgressiveRows';
import type { Lock } from '../../domain/locks/lock';
import { LockPanel } from './LockPanel';
import { LocksPresenter, type BatteryState } from './LocksPresenter';

/** The panels a phone shows above the fold, rendered first; the rest of the page follows (useProgressiveRows). */
const FIRST_PANELS = 2;

function LockPanels({
  rows,
  onRemote,
  onHubNotSet,
}: {
  readonly rows: ReadonlyArray<Lock>;
  readonly onRemote: (lock: Lock) => void;
  readonly onHubNotSet: () => void;
}) {
  const shown = useProgressiveRows(rows, FIRST_PANELS);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      {shown.map((lock) => (
        <LockPanel key={lock.id} lock={lock} onRemote={onRemote} onHubNotSet={onHubNotSet} />
      ))}
    </SimpleGrid>
  );
}

/** translation: the three-step setup guide of the empty list. */
const SETUP_STEPS = [
  'ロックアプリでロック（スマートロック）を登録します。',
  'ロックアプリの設定から、ロックをこの組織に追加します。',
  '鍵グループを作成し、利用者とロックを割り当てます。',
];

function BatterySummary({ battery }: { readonly battery: BatteryState }) {
  if (battery.status !== 'ready') return null;
  const { locks, complete } = battery.summary;
  if (locks.length === 0) {
    return (
      <Text fontSize="sm" color="gray.700" data-testid="battery-summary">
        電池交換が必要なロックはありません。
      </Text>
    );
  }
  return (
    <Alert.Root status="warning" data-testid="battery-summary">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          電池交換が必要なロック：{locks.length}台{complete ? '' : '以上'}
        </Alert.Title>
        <Alert.Description>
          <Flex as="ul" gap="3" wrap="wrap" listStyleType="none">
            {locks.map((l) => (
              <li key={l.id}>
                <Link to={pathOf('locks-config', { id: l.id })}>{l.name}</Link>
              </li>
            ))}
          </Flex>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** 要対応's one line: its count from the batteries just read (and the session's hubs), a link to the screen. */
function AttentionLine() {
  const count = useAttentionCount();
  return count === null ? null : (
    <ChakraLink asChild color="teal.700" fontWeight="bold" alignSelf="flex-start" data-testid="attention-line">
      <Link to={pathOf('attention')}>{DEVICE_ATTENTION_MESSAGES.count(count)}</Link>
    </ChakraLink>
  );
}

export default function LocksPage() {
  const presenter = usePresenter(LocksPresenter);
  useListInUrl(presenter.list, {
    lockName: { param: 'q' },
    sort: { param: 'sort', parse: parseLockSortChoice, fallback: 'none' },
  });
  const { battery } = useObservable(presenter);
  const list = useObservable(presenter.list);
  const [name, setName] = useTermField(list.query.lockName);
  const [hubNotSet, setHubNotSet] = useState(false);

  const searched = list.query.lockName.trim() !== '';
  return (
    <Box>
      <PageHeading title="ロック一覧" />
      <Stack gap="4">
        <AttentionLine />
        <BatterySummary battery={battery} />
        <Flex
          gap="3"
          wrap="wrap"
          align="end"
          as="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            void presenter.search(name);
          }}
        >
          <Field.Root flex="1" minW="14rem">
            <Field.Label>ロック名で検索</Field.Label>
            <Flex gap="2" w="full">
              <Input
                bg="white"
                type="search"
                value={name}
                placeholder="ロック名を入力してEnter"
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <IconButton type="submit" aria-label="検索" variant="outline">
                <SearchIcon width={18} height={18} />
              </IconButton>
            </Flex>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '14rem' }}>
            <Field.Label>並び替え</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                value={list.query.sort}
                onChange={(e) => void presenter.changeSort(parseLockSortChoice(e.currentTarget.value))}
              >
                {LOCK_SORT_CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {lockSortLabelOf(c)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
        <PagedList
          list={list}
          empty={
            searched ? (
              <Empty
                title="該当するロックはありません"
                description={`「${list.query.lockName.trim()}」に一致するロックは見つかりませんでした。別の名前で検索してください。`}
              />
            ) : (
              <Empty title="ロックが登録されていません" description="次の3つの手順でロックを使い始められます。">
                <List.Root as="ol" gap="2" textAlign="left" data-testid="setup-guide">
                  {SETUP_STEPS.map((step, i) => (
                    <List.Item key={step}>
                      <Text as="span" fontWeight="bold">
                        STEP {i + 1}　
                      </Text>
                      {step}
                    </List.Item>
                  ))}
                </List.Root>
              </Empty>
            )
          }
          onRetry={() => void presenter.reload()}
          onPageChange={(p) => void presenter.goToPage(p)}
          pagerLabel="ロック一覧のページ送り"
          // the spec's lock list sends no total: a full page offers the next, which may hold nothing
          pastEnd="これより後のロックはありません。前のページに戻ってください。"
        >
          {(rows) => (
            <>
              <Text fontSize="sm" color="gray.600" aria-live="polite">
                {pageRangeText(list, rows.length)}
              </Text>
              <LockPanels
                rows={rows}
                onRemote={(l) => presenter.remote.openFor({ id: l.id, name: l.setting.lockName })}
                onHubNotSet={() => setHubNotSet(true)}
              />
            </>
          )}
        </PagedList>
      </Stack>
      <RemoteDialog presenter={presenter.remote} />
      <HubNotSetDialog open={hubNotSet} onClose={() => setHubNotSet(false)} />
    </Box>
  );
}
