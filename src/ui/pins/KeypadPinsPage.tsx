import { Badge, Button, Text } from '@chakra-ui/react';
import { formatPeriod } from '../../domain/keypads/expiry';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, pinCapOf, pinCountLabel } from '../../domain/pins/pin';
import { usePresenter } from '../shared/di';
import { useCellClasses } from '../shared/cellStyles';
import { usePlanValue } from '../shared/PlanGate';
import { RegistrationBadgeView } from '../keypads/RegistrationBadgeView';
import { useObservable } from '../shared/useObservable';
import { type Column } from '../shared/ResponsiveTable';
import { KeypadListView } from '../keypads/KeypadListView';
import { RegistrationStatusView } from '../registrationStatus/KeypadRegistrationStatus';
import { useKeypadListOpening } from '../keypads/keypadRoute';
import { BusySpinner } from '../shared/States';
import { BulkRunDialog } from '../shared/bulk/BulkRunDialog';
import { SelectionBar, TickBox } from '../shared/bulk/BulkTicks';
import { placesFreedLabel } from '../../domain/pins/places';
import { KeypadPinsPresenter, PIN_BULK_WORDS, pinPlacesFreed } from './KeypadPinsPresenter';

/** locks-pins: the PINs of one keypad, registered and registering, with the count against the cap. */
export default function KeypadPinsPage() {
  const presenter = usePresenter(KeypadPinsPresenter, useKeypadListOpening('locks-pins'));
  const counts = useObservable(presenter.counts);
  const cap = usePlanValue(pinCapOf);
  const c = useCellClasses();
  const columns: ReadonlyArray<Column<Pin>> = [
    {
      key: 'tick',
      header: '選択',
      width: '3rem',
      cell: (pin) => <TickBox selection={presenter.selection} item={pin} label={`暗証番号「${pin.name}」を選択`} />,
    },
    {
      key: 'name',
      header: '名前',
      place: 'title',
      cell: (pin) => <p className={c.boldBreakAll}>{pin.name}</p>,
    },
    { key: 'pin', header: '暗証番号', cell: (pin) => <p className={c.mono}>{pin.pin}</p> },
    { key: 'period', header: '有効期限', cell: (pin) => formatPeriod(pin.timeFrom, pin.timeTill) },
    {
      key: 'status',
      header: '状態',
      cell: (pin) => <RegistrationBadgeView badge={presenter.badgeOf(pin)} />,
      testId: 'pin-status',
    },
    {
      key: 'actions',
      header: '操作',
      place: 'actions',
      align: 'end',
      cell: (pin) => (
        <button
          type="button"
          className={c.redButton}
          onClick={() => void presenter.remove(pin)}
          aria-label={`暗証番号「${pin.name}」を削除`}
        >
          削除
        </button>
      ),
    },
  ];
  return (
    <KeypadListView
      presenter={presenter}
      show="pins"
      title="キーパッドの暗証番号"
      newRoute="pins-new"
      newLabel="暗証番号を新規登録"
      info={
        <Badge colorPalette="teal" size="lg" data-testid="pin-count" aria-label="登録数 / 上限" aria-live="polite">
          登録数{' '}
          {counts.status === 'read' ? (
            pinCountLabel(counts.registered, cap)
          ) : counts.status === 'loading' ? (
            <BusySpinner label="読み込み中" />
          ) : (
            '取得できませんでした'
          )}
        </Badge>
      }
      registrationStatus={(keypadId) => (
        <RegistrationStatusView presenter={presenter.registration} keypadId={keypadId} show="pins" />
      )}
      emptyTitle={(tab) =>
        tab === 'registered' ? '登録済みの暗証番号はありません。' : '登録中の暗証番号はありません。'
      }
      jobFailed={PIN_MESSAGES.jobFailed}
      noun="暗証番号"
      columns={columns}
      rowTestId="pin-row"
      bulk={(rows) => (
        <SelectionBar
          selection={presenter.selection}
          rows={rows}
          pageLabel="このページの期限切れ・登録失敗をすべて選択"
        >
          <Button size="xs" colorPalette="red" onClick={() => presenter.deleteTicked()}>
            {PIN_BULK_WORDS.action}
          </Button>
        </SelectionBar>
      )}
      dialog={<BulkRunDialog run={presenter.bulk} extra={<PinPlacesFreed presenter={presenter} cap={cap} />} />}
    />
  );
}

/** The places the bulk delete freed on this keypad's PIN limit ('PINの空き 2 件 → 5 件'), under the progress. */
function PinPlacesFreed({ presenter, cap }: { presenter: KeypadPinsPresenter; cap: number | null }) {
  const before = useObservable(presenter.registeredBefore);
  const run = useObservable(presenter.bulk);
  if (before === null || cap === null || run.status === 'closed' || run.status === 'asking') return null;
  return (
    <Text fontSize="sm" data-testid="pin-places-freed" aria-live="polite">
      {placesFreedLabel(before, cap, pinPlacesFreed(run.items))}
    </Text>
  );
}
