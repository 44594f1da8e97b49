import { Button, Text } from '@chakra-ui/react';
import { isBeingDeleted, KEYPAD_CARD_LIMIT, type KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { formatPeriod } from '../../domain/keypads/expiry';
import type { RegistrationBadge } from '../../domain/keypads/registration';
import { RegistrationBadgeView } from '../keypads/RegistrationBadgeView';
import { usePresenter } from '../shared/di';
import { type Column } from '../shared/ResponsiveTable';
import { KeypadListView } from '../keypads/KeypadListView';
import { RegistrationStatusView } from '../registrationStatus/KeypadRegistrationStatus';
import { useKeypadListOpening } from '../keypads/keypadRoute';
import { BulkRunDialog } from '../shared/bulk/BulkRunDialog';
import { SelectionBar, TickBox } from '../shared/bulk/BulkTicks';
import { useObservable } from '../shared/useObservable';
import { CARD_BULK_WORDS, KeypadCardsPresenter } from './KeypadCardsPresenter';

function CardState({ badge }: { readonly badge: 'being-deleted' | RegistrationBadge }) {
  if (badge === 'being-deleted')
    return (
      <Text color="orange.700" fontSize="sm" data-testid="card-being-deleted">
        {CARD_MESSAGES.beingDeleted}
      </Text>
    );
  return <RegistrationBadgeView badge={badge} />;
}

/** locks-cards: the cards of one keypad, registered and registering. */
export default function KeypadCardsPage() {
  const presenter = usePresenter(KeypadCardsPresenter, useKeypadListOpening('locks-cards'));
  const columns: ReadonlyArray<Column<KeypadCard>> = [
    {
      key: 'tick',
      header: '選択',
      width: '3rem',
      cell: (card) => <TickBox selection={presenter.selection} item={card} label={`カード「${card.name}」を選択`} />,
    },
    {
      key: 'name',
      header: 'カード名',
      place: 'title',
      cell: (card) => (
        <Text fontWeight="bold" wordBreak="break-all">
          {card.name}
        </Text>
      ),
    },
    { key: 'user', header: '利用者', cell: (card) => card.guestName ?? '-' },
    { key: 'period', header: '有効期限', cell: (card) => formatPeriod(card.timeFrom, card.timeTill) },
    { key: 'status', header: '状態', cell: (card) => <CardState badge={presenter.badgeOf(card)} /> },
    {
      key: 'actions',
      header: '操作',
      place: 'actions',
      align: 'end',
      cell: (card) =>
        isBeingDeleted(card) ? null : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => void presenter.remove(card)}
            aria-label={`カード「${card.name}」を削除`}
          >
            削除
          </Button>
        ),
    },
  ];
  return (
    <KeypadListView
      presenter={presenter}
      show="cards"
      title="キーパッドのICカード"
      newRoute="cards-new"
      newLabel="カードを追加"
      info={
        <Text fontSize="sm" color="gray.600">
          1台のキーパッドに{KEYPAD_CARD_LIMIT}枚まで登録できます。
        </Text>
      }
      registrationStatus={(keypadId) => (
        <RegistrationStatusView presenter={presenter.registration} keypadId={keypadId} show="cards" />
      )}
      emptyTitle={() => CARD_MESSAGES.noCards}
      jobFailed={CARD_MESSAGES.jobFailed}
      noun="ICカード"
      columns={columns}
      rowTestId="card-row"
      bulk={(rows) => (
        <SelectionBar
          selection={presenter.selection}
          rows={rows}
          pageLabel="このページの期限切れ・登録失敗をすべて選択"
        >
          <Button size="xs" colorPalette="red" onClick={() => presenter.deleteTicked()}>
            {CARD_BULK_WORDS.action}
          </Button>
        </SelectionBar>
      )}
      dialog={<BulkRunDialog run={presenter.bulk} extra={<CardPlacesFreed presenter={presenter} />} />}
    />
  );
}

/** Not in the spec: the places the bulk delete freed on the keypad's 1000 cards (every card deleted frees one). */
function CardPlacesFreed({ presenter }: { presenter: KeypadCardsPresenter }) {
  const run = useObservable(presenter.bulk);
  if (run.status === 'closed' || run.status === 'asking') return null;
  const freed = run.items.filter((i) => i.status === 'done').length;
  return (
    <Text fontSize="sm" data-testid="card-places-freed" aria-live="polite">
      カードの空きが {freed} 件増えました（1台{KEYPAD_CARD_LIMIT}枚まで）
    </Text>
  );
}
