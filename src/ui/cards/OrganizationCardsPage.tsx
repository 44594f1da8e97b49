import { Button, Dialog, Link as ChakraLink, List, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { type CardMaster, type OrganizationCardsTab, settingOf } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { formatPaddedDateTime } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { useListInUrl } from '../shared/listUrl';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { useCellClasses } from '../shared/cellStyles';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { OrganizationCardsPresenter } from './OrganizationCardsPresenter';

/** The screen a card's 設定 opens: the setting the card takes (devices-access §2; as CardSettingPresenter redirects). */
const settingRouteOf = (card: CardMaster) =>
  settingOf(card) === 'edit' ? 'organization-card-edit' : 'organization-card-registration';

function BlockedDialog({
  keypads,
  onClose,
}: {
  readonly keypads: ReadonlyArray<string>;
  readonly onClose: () => void;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>カードを削除できませんでした</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{CARD_MESSAGES.deleteBlocked}</Text>
              {keypads.length > 0 && (
                <List.Root mt="3" ps="5" data-testid="blocking-keypads">
                  {keypads.map((k) => (
                    <List.Item key={k}>{k}</List.Item>
                  ))}
                </List.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={onClose}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CardsTab({
  presenter,
  tab,
}: {
  readonly presenter: OrganizationCardsPresenter;
  readonly tab: OrganizationCardsTab;
}) {
  const list = useObservable(presenter.listOf(tab));
  const c = useCellClasses();
  const columns: ReadonlyArray<Column<CardMaster>> = [
    {
      key: 'id',
      header: 'ID',
      place: 'title',
      nowrap: true,
      cell: (card) => <p className={c.bold}>ID{card.id}</p>,
    },
    { key: 'name', header: 'カード名', cell: (card) => <p className={c.breakAll}>{card.name}</p> },
    {
      key: 'user',
      header: '利用者',
      cell: (card) =>
        card.guestName ?? (
          <div className={c.stack}>
            <p>{CARD_MESSAGES.notSet}</p>
            <p className={c.warning} data-testid="needs-user">
              {CARD_MESSAGES.needsUser}
            </p>
          </div>
        ),
    },
    { key: 'created', header: '登録日時', nowrap: true, cell: (card) => formatPaddedDateTime(card.createdAt) },
    {
      key: 'actions',
      header: '操作',
      place: 'actions',
      align: 'end',
      cell: (card) => (
        <div className={c.actions}>
          <Link
            className={c.tealButton}
            to={pathOf(settingRouteOf(card), { id: card.id })}
            aria-label={`ID${card.id}を設定`}
          >
            設定
          </Link>
          <button
            type="button"
            className={c.redButton}
            onClick={() => void presenter.remove(card)}
            aria-label={`ID${card.id}を削除`}
          >
            削除
          </button>
        </div>
      ),
    },
  ];
  return (
    <Stack gap="4">
      <PagedList
        list={list}
        empty={CARD_MESSAGES.noCards}
        onRetry={() => void presenter.listOf(tab).reload()}
        onPageChange={(page) => void presenter.listOf(tab).goToPage(page)}
        pagerLabel="カード一覧のページ送り"
      >
        {(rows) => (
          <ResponsiveTable
            label={tab === 'with-user' ? '利用者設定済みのカード' : '利用者未設定のカード'}
            columns={columns}
            rows={rows}
            rowKey={(card) => card.id}
            rowOptions={() => ({ testId: 'card-row' })}
          />
        )}
      </PagedList>
    </Stack>
  );
}

/** /organization/cards: the organization's IC cards, with and without a user. */
/** The tab in the address (a step Back undoes); another word is no tab. */
const CARD_LIST_URL = {
  tab: {
    param: 'tab',
    push: true,
    parse: (raw: string): OrganizationCardsTab | undefined =>
      raw === 'with-user' || raw === 'without-user' ? raw : undefined,
  },
};

export default function OrganizationCardsPage() {
  const presenter = usePresenter(OrganizationCardsPresenter);
  useListInUrl(presenter.list, CARD_LIST_URL);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  return (
    <>
      <PageHeading
        title="カード"
        actions={
          <Button asChild colorPalette="teal" variant="outline">
            <Link to={pathOf('organization-link-cards-csv')}>CSVで一括登録</Link>
          </Button>
        }
      />
      <Tabs.Root
        value={state.tab}
        onValueChange={(e) => void presenter.showTab(e.value as OrganizationCardsTab)}
        colorPalette="teal"
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="with-user">利用者設定済み</Tabs.Trigger>
          <Tabs.Trigger value="without-user">利用者未設定</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="with-user">
          <CardsTab presenter={presenter} tab="with-user" />
        </Tabs.Content>
        <Tabs.Content value="without-user">
          <CardsTab presenter={presenter} tab="without-user" />
        </Tabs.Content>
      </Tabs.Root>
      <Text fontSize="sm" color="gray.600" mt="4">
        利用者が未設定のカードは、
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('organization-link-cards-csv')}>CSV</Link>
        </ChakraLink>
        でまとめて設定することもできます。
      </Text>
      {state.blocked && <BlockedDialog keypads={state.blocked.keypads} onClose={() => presenter.closeBlocked()} />}
      {effects}
    </>
  );
}
