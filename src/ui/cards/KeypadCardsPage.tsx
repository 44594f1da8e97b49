import { Alert, Badge, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { KeypadTab } from '../../application/pins/ListKeypadPins';
import { isBeingDeleted, KEYPAD_CARD_LIMIT, KEYPAD_CARD_PAGE_SIZE, type KnightCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { formatPeriod } from '../../domain/pins/expiry';
import { hasRegistrationFailed } from '../../domain/pins/pin';
import { usePresenter } from '../shell/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shell/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { Pager } from '../shared/Pager';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { HubNotSetNotice } from '../pins/HubNotSetNotice';
import { KeypadRegistrationStatus } from '../pins/KeypadRegistrationStatus';
import { useKeypadParams } from '../pins/keypadRoute';
import { KeypadCardsPresenter } from './KeypadCardsPresenter';

function CardState({ card }: { readonly card: KnightCard }) {
  if (isBeingDeleted(card)) return <Text color="orange.700" fontSize="sm" data-testid="card-being-deleted">{CARD_MESSAGES.beingDeleted}</Text>;
  if (hasRegistrationFailed(card)) return <Badge colorPalette="orange">登録失敗</Badge>;
  return card.registrationJobStatus === 'success' || card.registrationJobStatus === null ? <Badge colorPalette="green">登録済み</Badge> : <Badge colorPalette="blue">登録中</Badge>;
}

/** locks-cards: the cards of one keypad, registered and registering. */
export default function KeypadCardsPage() {
  const { lockId, knightId, knightName } = useKeypadParams();
  const [search, setSearch] = useSearchParams();
  const initialTab: KeypadTab = search.get('tab') === 'registering' ? 'registering' : 'registered';
  const presenter = usePresenter(KeypadCardsPresenter);
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const effects = usePresenterEffects(presenter);
  useEffect(() => {
    void presenter.open(lockId, knightId, initialTab);
    // the tab in the address is read once; later switches write it back
  }, [presenter, lockId, knightId]);
  const reload = useCallback(() => void presenter.list.reload(), [presenter]);
  const lockName = state.status === 'ready' ? state.keypad.lockName : '';
  const params = { id: lockId, knight_id: knightId, knight_name: knightName };
  const columns: ReadonlyArray<Column<KnightCard>> = [
    { key: 'name', header: 'カード名', place: 'title', cell: (card) => <Text fontWeight="bold" wordBreak="break-all">{card.name}</Text> },
    { key: 'user', header: '利用者', cell: (card) => card.guestName ?? '-' },
    { key: 'period', header: '有効期限', cell: (card) => formatPeriod(card.timeFrom, card.timeTill) },
    { key: 'status', header: '状態', cell: (card) => <CardState card={card} /> },
    { key: 'actions', header: '操作', place: 'actions', align: 'end', cell: (card) => isBeingDeleted(card) ? null : (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => void presenter.remove(card)} aria-label={`カード「${card.name}」を削除`}>削除</Button>
    ) },
  ];

  return (
    <>
      <PageHeading
        title={`${knightName}キーパッドのICカード`}
        trail={[{ label: 'ロック一覧', to: pathOf('locks') }, { label: lockName || 'ロック', to: pathOf('locks') }]}
        actions={state.status === 'ready' ? <Button asChild colorPalette="teal"><Link to={pathOf('cards-new', params)}>カードを追加</Link></Button> : undefined}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} />}
      {state.status === 'hub-not-set' && <HubNotSetNotice />}
      {state.status === 'ready' && (
        <Stack gap="4">
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontSize="sm" color="gray.700">{state.keypad.lockName}（{state.keypad.sideLabel}キーパッド）</Text>
            <Text fontSize="sm" color="gray.600">1台のキーパッドに{KEYPAD_CARD_LIMIT}枚まで登録できます。</Text>
          </Flex>
          <KeypadRegistrationStatus knightId={knightId} show="cards" onChange={reload} />
          <Tabs.Root value={list.query.tab} onValueChange={(e) => {
            const tab = e.value as KeypadTab;
            setSearch(tab === 'registering' ? { tab } : {}, { replace: true });
            void presenter.showTab(tab);
          }} colorPalette="teal">
            <Tabs.List>
              <Tabs.Trigger value="registered">登録済み</Tabs.Trigger>
              <Tabs.Trigger value="registering">登録中</Tabs.Trigger>
            </Tabs.List>
            {(['registered', 'registering'] as const).map((tab) => (
              <Tabs.Content key={tab} value={tab} pt="4">
                {list.query.tab === tab && (
                  <Stack gap="4">
                    {list.status === 'loading' && <Loading />}
                    {list.status === 'failed' && list.message && <LoadFailed message={list.message} onRetry={reload} />}
                    {list.status === 'ready' && list.rows.length === 0 && <Empty title={CARD_MESSAGES.noCards} />}
                    {list.status === 'ready' && list.rows.length > 0 && (
                      <>
                        {list.rows.some(hasRegistrationFailed) && <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{CARD_MESSAGES.jobFailed}</Alert.Title></Alert.Root>}
                        <ResponsiveTable label="ICカードの一覧" columns={columns} rows={list.rows} rowKey={(card) => card.id} rowOptions={() => ({ testId: 'card-row' })} />
                      </>
                    )}
                    <Pager total={list.total} perPage={KEYPAD_CARD_PAGE_SIZE} page={list.page} onPageChange={(page) => void presenter.list.goToPage(page)} label="ICカード一覧のページ送り" />
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      )}
      {effects}
    </>
  );
}
