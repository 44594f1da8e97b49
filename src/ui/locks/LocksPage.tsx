import { List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEVICE_ATTENTION_MESSAGES } from '../../domain/attention/messages';
import { LOCK_SORT_CHOICES, lockSortLabelOf, parseLockSortChoice } from '../../domain/locks/sort';
import { pageRangeText } from '../../domain/shared/paging';
import { RemoteDialog } from '../remote/RemoteDialog';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { useListInUrl, useTermField } from '../shared/listUrl';
import { BusySpinner, Empty } from '../shared/States';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useAttentionCount } from '../shell/useAttentionCount';
import { useObservable } from '../shared/useObservable';
import { ChevronDownIcon, SearchIcon } from '../shared/icons';
import { staticStyles } from '../shared/staticStyles';
import { HubNotSetDialog } from '../keypads/HubNotSetDialog';
import { useProgressiveRows } from '../shared/rowBudget';
import { useMediaQuery } from '../shared/useMediaQuery';
import type { Lock } from '../../domain/locks/lock';
import { LockPanel } from './LockPanel';
import { LocksPresenter, type BatteryState } from './LocksPresenter';

/**
 * The page's own parts, one class each for the page (staticStyles): on a phone every Chakra element of the first
 * frame after ログイン is time before the first panel. The look is Chakra's field, input, button, native select and
 * link recipes.
 */
const usePageClasses = staticStyles(({ recipe, slots }) => {
  const field = slots('field');
  const select = slots('nativeSelect', { size: 'md' });
  return {
    sections: { display: 'flex', flexDirection: 'column', gap: '4' },
    attention: [recipe('link'), { color: 'teal.700', fontWeight: 'bold' }],
    status: { display: 'flex', flexDirection: 'column', gap: '1', px: '3', py: '2', borderRadius: 'l2', bg: 'white' },
    statusWarning: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '3',
      py: '2',
      borderRadius: 'l2',
      bg: 'orange.50',
      color: 'orange.900',
    },
    statusLine: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', fontSize: 'sm', minH: '6' },
    warningTitle: { fontWeight: 'medium' },
    toggle: [recipe('button', { size: '2xs', variant: 'outline' }), { colorPalette: 'orange', bg: 'white' }],
    batteryLocks: { display: 'flex', gap: '3', flexWrap: 'wrap', listStyleType: 'none', fontSize: 'sm', pb: '1' },
    searchForm: { display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' },
    nameField: [field.root ?? {}, { flex: '1', minW: '14rem' }],
    sortField: [field.root ?? {}, { width: { base: 'full', sm: '14rem' } }],
    label: field.label ?? {},
    nameRow: { display: 'flex', gap: '2', width: 'full' },
    input: [recipe('input', { size: 'md' }), { bg: 'white' }],
    // Chakra's IconButton: an outline button with no padding
    searchButton: [recipe('button', { variant: 'outline' }), { px: '0', py: '0', _icon: { fontSize: '1.2em' } }],
    selectRoot: select.root ?? {},
    select: [select.field ?? {}, { bg: 'white' }],
    selectIndicator: select.indicator ?? {},
    range: { fontSize: 'sm', color: 'gray.600' },
    grid: {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', xl: 'repeat(2, minmax(0, 1fr))' },
      gap: '4',
    },
  };
});

/**
 * The panels the screen shows above the fold, rendered first; the rest of the page follows, a frame later
 * (useProgressiveRows). Two side by side where the grid has two columns (xl); one below: a panel is 330-600 px tall and
 * starts about 400 px down on a phone (412 × 823: the second one starts at 1,012 px), so the first is all the first
 * frame shows. Each panel is about 160 elements: on a phone (4× a desktop's CPU) the second one cost 40-80 ms of
 * render, style and layout before the first panel's frame.
 */
const TWO_COLUMNS_QUERY = '(min-width: 1280px)';

function LockPanels({
  rows,
  onRemote,
  onHubNotSet,
}: {
  readonly rows: ReadonlyArray<Lock>;
  readonly onRemote: (lock: Lock) => void;
  readonly onHubNotSet: () => void;
}) {
  const shown = useProgressiveRows(rows, useMediaQuery(TWO_COLUMNS_QUERY) ? 2 : 1);
  return (
    <div className={usePageClasses().grid}>
      {shown.map((lock) => (
        <LockPanel key={lock.id} lock={lock} onRemote={onRemote} onHubNotSet={onHubNotSet} />
      ))}
    </div>
  );
}

/** translation: the three-step setup guide of the empty list. */
const SETUP_STEPS = [
  'ロックアプリでロック（スマートロック）を登録します。',
  'ロックアプリの設定から、ロックをこの組織に追加します。',
  '鍵グループを作成し、利用者とロックを割り当てます。',
];

/**
 * The list's status above the panels: 要対応's count and the batteries that need changing, two lines whose place is
 * kept from the first frame. They come from the battery read of every lock (many pages on a large organization),
 * after the panels: drawn in a place of their own height, they pushed the panels down once read (Lighthouse's layout
 * shift, 0.19-0.35 on the lock list). Our choice: the same two lines while reading (with progress), once read, and
 * on a failure; the battery's list of locks opens under its line on the manager's click.
 */
function LockListStatus({ battery }: { readonly battery: BatteryState }) {
  const c = usePageClasses();
  const count = useAttentionCount();
  const [open, setOpen] = useState(false);
  const needing = battery.status === 'ready' ? battery.summary.locks : [];
  return (
    <div className={needing.length > 0 ? c.statusWarning : c.status} data-testid="lock-list-status">
      <p className={c.statusLine}>
        {count !== null ? (
          <Link className={c.attention} to={pathOf('attention')} data-testid="attention-line">
            {DEVICE_ATTENTION_MESSAGES.count(count)}
          </Link>
        ) : battery.status === 'loading' ? (
          <>
            <BusySpinner label="" />
            要対応を確認しています…
          </>
        ) : (
          <Link className={c.attention} to={pathOf('attention')}>
            要対応
          </Link>
        )}
      </p>
      {battery.status === 'loading' ? (
        <p className={c.statusLine}>
          <BusySpinner label="" />
          電池残量を確認しています…
        </p>
      ) : battery.status === 'failed' ? (
        <p className={c.statusLine}>電池残量を読み込めませんでした。各ロックの表示をご確認ください。</p>
      ) : needing.length === 0 ? (
        <p className={c.statusLine} data-testid="battery-summary">
          電池交換が必要なロックはありません。
        </p>
      ) : (
        <div data-testid="battery-summary">
          <p className={c.statusLine}>
            <span className={c.warningTitle}>
              電池交換が必要なロック：{needing.length}台{battery.summary.complete ? '' : '以上'}
            </span>
            <button
              type="button"
              className={c.toggle}
              aria-expanded={open}
              aria-controls="battery-locks"
              onClick={() => setOpen(!open)}
            >
              {open ? '閉じる' : '一覧'}
            </button>
          </p>
          {open && (
            <ul id="battery-locks" className={c.batteryLocks}>
              {needing.map((l) => (
                <li key={l.id}>
                  <Link to={pathOf('locks-config', { id: l.id })}>{l.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
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
  const c = usePageClasses();
  const ids = useId();

  const searched = list.query.lockName.trim() !== '';
  return (
    <div>
      <PageHeading title="ロック一覧" />
      <div className={c.sections}>
        <LockListStatus battery={battery} />
        <form
          className={c.searchForm}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            void presenter.search(name);
          }}
        >
          <div className={c.nameField}>
            <label className={c.label} htmlFor={`${ids}-name`}>
              ロック名で検索
            </label>
            <div className={c.nameRow}>
              <input
                id={`${ids}-name`}
                className={c.input}
                type="search"
                value={name}
                placeholder="ロック名を入力してEnter"
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <button type="submit" aria-label="検索" className={c.searchButton}>
                <SearchIcon width={18} height={18} />
              </button>
            </div>
          </div>
          <div className={c.sortField}>
            <label className={c.label} htmlFor={`${ids}-sort`}>
              並び替え
            </label>
            <div className={c.selectRoot}>
              <select
                id={`${ids}-sort`}
                className={c.select}
                value={list.query.sort}
                onChange={(e) => void presenter.changeSort(parseLockSortChoice(e.currentTarget.value))}
              >
                {LOCK_SORT_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {lockSortLabelOf(choice)}
                  </option>
                ))}
              </select>
              <div className={c.selectIndicator} aria-hidden="true">
                <ChevronDownIcon />
              </div>
            </div>
          </div>
        </form>
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
              <p className={c.range} aria-live="polite">
                {pageRangeText(list, rows.length)}
              </p>
              <LockPanels
                rows={rows}
                onRemote={(l) => presenter.remote.openFor({ id: l.id, name: l.setting.lockName })}
                onHubNotSet={() => setHubNotSet(true)}
              />
            </>
          )}
        </PagedList>
      </div>
      <RemoteDialog presenter={presenter.remote} />
      <HubNotSetDialog open={hubNotSet} onClose={() => setHubNotSet(false)} />
    </div>
  );
}
