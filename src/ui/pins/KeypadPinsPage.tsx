import { Alert, Badge, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { KeypadTab } from '../../application/pins/ListKeypadPins';
import { formatPeriod } from '../../domain/pins/expiry';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { hasRegistrationFailed, isPinExpired, type Pin, pinCapOf, pinCountLabel, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import { usePresenter } from '../shell/di';
import { usePlan } from '../shell/PlanContext';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shell/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { Pager } from '../shared/Pager';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { HubNotSetNotice } from './HubNotSetNotice';
import { KeypadPinsPresenter } from './KeypadPinsPresenter';
import { KeypadRegistrationStatus } from './KeypadRegistrationStatus';
import { useKeypadParams } from './keypadRoute';

const statusOf = (pin: Pin, now: Date) => {
  if (hasRegistrationFailed(pin)) return <Badge colorPalette="orange">登録失敗</Badge>;
  if (isPinExpired(pin, now)) return <Badge colorPalette="gray">{PIN_MESSAGES.expired}</Badge>;
  return pin.registrationJobStatus === 'success' || pin.registrationJobStatus === null ? <Badge colorPalette="green">登録済み</Badge> : <Badge colorPalette="blue">登録中</Badge>;
};

/** locks-pins: the PINs of one keypad, registered and registering, with the count against the cap. */
export default function KeypadPinsPage() {
  const { lockId, knightId, knightName } = useKeypadParams();
  const [search, setSearch] = useSearchParams();
  const initialTab: KeypadTab = search.get('tab') === 'registering' ? 'registering' : 'registered';
  const presenter = usePresenter(KeypadPinsPresenter);
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const counts = useObservable(presenter.counts);
  const effects = usePresenterEffects(presenter);
  const plan = usePlan();
  useEffect(() => {
    void presenter.open(lockId, knightId, initialTab);
    // the tab in the address is read once; later switches write it back
  }, [presenter, lockId, knightId]);
  const reload = useCallback(() => void presenter.list.reload(), [presenter]);
  const cap = plan.status === 'ready' ? pinCapOf(plan.plan) : null;
  const lockName = state.status === 'ready' ? state.keypad.lockName : '';
  const now = new Date();
  const params = { id: lockId, knight_id: knightId, knight_name: knightName };
  const columns: ReadonlyArray<Column<Pin>> = [
    { key: 'name', header: '名前', place: 'title', cell: (pin) => <Text fontWeight="bold" wordBreak="break-all">{pin.name}</Text> },
    { key: 'pin', header: '暗証番号', cell: (pin) => <Text fontFamily="mono">{pin.pin}</Text> },
    { key: 'period', header: '有効期限', cell: (pin) => formatPeriod(pin.timeFrom, pin.timeTill) },
    { key: 'status', header: '状態', cell: (pin) => statusOf(pin, now), testId: 'pin-status' },
    { key: 'actions', header: '操作', place: 'actions', align: 'end', cell: (pin) => (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => void presenter.remove(pin)} aria-label={`暗証番号「${pin.name}」を削除`}>削除</Button>
    ) },
  ];

  return (
    <>
      <PageHeading
        title={`${knightName}キーパッドの暗証番号`}
        trail={[{ label: 'ロック一覧', to: pathOf('locks') }, { label: lockName || 'ロック', to: pathOf('locks') }]}
        actions={state.status === 'ready' ? <Button asChild colorPalette="teal"><Link to={pathOf('pins-new', params)}>暗証番号を新規登録</Link></Button> : undefined}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} />}
      {state.status === 'hub-not-set' && <HubNotSetNotice />}
      {state.status === 'ready' && (
        <Stack gap="4">
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontSize="sm" color="gray.700">{state.keypad.lockName}（{state.keypad.sideLabel}キーパッド）</Text>
            <Badge colorPalette="teal" size="lg" data-testid="pin-count" aria-label="登録数 / 上限">登録数 {pinCountLabel(counts.registered, cap ?? 50)}</Badge>
          </Flex>
          <KeypadRegistrationStatus knightId={knightId} show="pins" onChange={reload} />
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
                    {list.status === 'ready' && list.rows.length === 0 && <Empty title={list.query.tab === 'registered' ? '登録済みの暗証番号はありません。' : '登録中の暗証番号はありません。'} />}
                    {list.status === 'ready' && list.rows.length > 0 && (
                      <>
                        {list.rows.some(hasRegistrationFailed) && (
                          <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{PIN_MESSAGES.jobFailed}</Alert.Title></Alert.Root>
                        )}
                        <ResponsiveTable label="暗証番号の一覧" columns={columns} rows={list.rows} rowKey={(pin) => pin.id} rowOptions={() => ({ testId: 'pin-row' })} />
                      </>
                    )}
                    <Pager total={list.total} perPage={PIN_PAGE_SIZE} page={list.page} onPageChange={(page) => void presenter.list.goToPage(page)} label="暗証番号一覧のページ送り" />
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
