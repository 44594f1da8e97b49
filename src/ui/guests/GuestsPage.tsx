import { Box, Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Guest } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { canCreateGuest } from '../../domain/shared/plan';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { useListInUrl, useTermField } from '../shared/listUrl';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { SearchBox } from '../shared/SearchBox';
import { useCellClasses } from '../shared/cellStyles';
import { PlanNotice, usePlanGate } from '../shared/PlanGate';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { BulkRunDialog } from '../shared/bulk/BulkRunDialog';
import { TickBox } from '../shared/bulk/BulkTicks';
import { GuestsBulkBar } from './GuestsBulkBar';
import { GuestsPresenter, parseGuestsTab, type GuestsTab } from './GuestsPresenter';

function NewGuestAction() {
  if (usePlanGate(canCreateGuest) === 'denied') {
    return (
      <Button disabled title={GUEST_MESSAGES.planLimitReached}>
        利用者を登録
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="teal">
      <Link to={pathOf('guest-new')}>利用者を登録</Link>
    </Button>
  );
}

/** /guests: who may use the organization's locks, by whether their lock-app account is linked. */
export default function GuestsPage() {
  const presenter = usePresenter(GuestsPresenter);
  const cells = useCellClasses();
  useListInUrl(presenter.list, { name: { param: 'q' }, tab: { param: 'tab', parse: parseGuestsTab, push: true } });
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const effects = usePresenterEffects(presenter);
  const creationGate = usePlanGate(canCreateGuest);
  const [term, setTerm] = useTermField(list.query.name);
  const unconnected = list.query.tab === 'unconnected';
  const request = (guestId: number) => presenter.sendConnectionRequest(guestId);

  return (
    <>
      <PageHeading title="利用者" actions={<NewGuestAction />} />
      {creationGate === 'denied' && (
        <Box mb="4">
          <PlanNotice message={GUEST_MESSAGES.planLimitReached} />
        </Box>
      )}
      {/* the list lives inside the selected tab's panel, so each tab's aria-controls names a rendered panel */}
      <Tabs.Root
        value={list.query.tab}
        onValueChange={(e) => void presenter.showTab(e.value as GuestsTab)}
        colorPalette="teal"
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="connected">連携済み</Tabs.Trigger>
          <Tabs.Trigger value="unconnected">未連携</Tabs.Trigger>
        </Tabs.List>
        {(['connected', 'unconnected'] as const).map((tab) => (
          <Tabs.Content key={tab} value={tab} p="0">
            {list.query.tab === tab && (
              <Stack gap="4">
                <SearchBox
                  label="利用者を名前で検索"
                  value={term}
                  onChange={setTerm}
                  onSearch={(name) => void presenter.search(name)}
                />
                {unconnected && (
                  <Text fontSize="sm" color="gray.600">
                    スマートロックアプリのアカウントと連携していない利用者です。連携依頼メールを送ると、利用者が連携を完了できます。
                  </Text>
                )}
                <PagedList
                  list={list}
                  empty={list.query.name ? '該当する利用者はいません。' : '利用者はいません。'}
                  onRetry={() => void presenter.list.reload()}
                  onPageChange={(page) => void presenter.goToPage(page)}
                  pagerLabel="利用者一覧のページ送り"
                >
                  {(rows) => (
                    <>
                      <GuestsBulkBar bulk={presenter.bulk} rows={rows} request={unconnected} />
                      <ResponsiveTable
                        label={unconnected ? '未連携の利用者' : '連携済みの利用者'}
                        rows={rows}
                        rowKey={(guest) => guest.id}
                        rowOptions={() => ({ testId: 'guest-row' })}
                        columns={[
                          {
                            key: 'tick',
                            header: '選択',
                            width: '3rem',
                            cell: (guest) => (
                              <TickBox
                                selection={presenter.bulk.selection}
                                item={guest}
                                label={`${guest.name}を選択`}
                              />
                            ),
                          },
                          {
                            key: 'name',
                            header: '名前',
                            place: 'title',
                            cell: (guest) => (
                              <Link className={cells.nameLink} to={pathOf('guest-detail', { guest_id: guest.id })}>
                                {guest.name}
                              </Link>
                            ),
                          },
                          { key: 'email', header: 'メールアドレス', cell: (guest) => guest.email },
                          {
                            key: 'groups',
                            header: '鍵グループ',
                            cell: (guest) => guest.groups.map((g) => g.name).join('、') || '-',
                          },
                          ...(unconnected
                            ? [
                                {
                                  key: 'requested',
                                  header: '連携依頼日時',
                                  testId: 'request-date',
                                  cell: (guest: Guest) =>
                                    guest.connectionRequestDate
                                      ? formatJapaneseDateTime(guest.connectionRequestDate)
                                      : '未送信',
                                },
                                {
                                  key: 'request',
                                  header: '操作',
                                  place: 'actions' as const,
                                  align: 'end' as const,
                                  cell: (guest: Guest) => (
                                    <Button
                                      size="xs"
                                      variant="outline"
                                      colorPalette="teal"
                                      loading={state.requesting === guest.id}
                                      onClick={() => void request(guest.id)}
                                      aria-label={`${guest.name}に連携依頼`}
                                    >
                                      連携依頼
                                    </Button>
                                  ),
                                },
                              ]
                            : []),
                        ]}
                      />
                    </>
                  )}
                </PagedList>
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <BulkRunDialog run={presenter.bulk.run} />
      {effects}
    </>
  );
}
