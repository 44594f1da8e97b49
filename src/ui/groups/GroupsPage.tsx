import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { pathOf } from '../shell/routeTable';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { SearchBox } from '../shared/SearchBox';
import { useListInUrl, useTermField } from '../shared/listUrl';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { staticStyles } from '../shared/staticStyles';
import { useProgressiveRows } from '../shared/rowBudget';
import { GroupsPresenter, type GroupCardView } from './GroupsPresenter';
import { SettingsIcon } from './icons';

const GROUP_LIST_URL = { name: { param: 'q' } };

/** /groups/: the organization's key groups with their members and conditions in words. */
export default function GroupsPage() {
  const presenter = usePresenter(GroupsPresenter);
  useListInUrl(presenter.list, GROUP_LIST_URL);
  const state = useObservable(presenter);
  const [term, setTerm] = useTermField(state.name);
  return (
    <>
      <PageHeading
        title="鍵グループ"
        actions={
          <Button asChild colorPalette="teal">
            <Link to={pathOf('groups-new')}>鍵グループを作成</Link>
          </Button>
        }
      />
      <SearchBox
        label="グループ名で検索"
        placeholder="グループ名で検索"
        value={term}
        onChange={setTerm}
        onSearch={(name) => void presenter.search(name)}
        mb="5"
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void presenter.search(state.name)} />
      )}
      {state.status === 'ready' && state.groups.length === 0 && (
        <Empty
          title={state.name ? '該当する鍵グループはありません。' : '鍵グループはまだありません。'}
          description={state.name ? '別の名前で検索してください。' : '「鍵グループを作成」から作成できます。'}
        />
      )}
      {state.status === 'ready' && state.groups.length > 0 && <GroupCards groups={state.groups} />}
    </>
  );
}

/**
 * The cards' parts, one class each for the page (staticStyles): an organization of 50 groups shows 50 cards, ~750
 * Chakra elements that a phone drew in one half-second task. The look is Chakra's card, link, icon button and badge.
 */
const useGroupCardClasses = staticStyles(({ recipe, slots }) => {
  const card = slots('card', { variant: 'outline' });
  return {
    grid: {
      listStyleType: 'none',
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        md: 'repeat(2, minmax(0, 1fr))',
        xl: 'repeat(3, minmax(0, 1fr))',
      },
      gap: '4',
    },
    card: card.root ?? {},
    body: [card.body ?? {}, { gap: '3' }],
    top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' },
    stack: { display: 'flex', flexDirection: 'column', gap: '1' },
    name: { fontWeight: 'bold', fontSize: 'lg', overflowWrap: 'anywhere' },
    link: [recipe('link'), { color: 'teal.700' }],
    small: { fontSize: 'sm', color: 'gray.600' },
    // Chakra's IconButton: a button with no padding, the icon a little larger
    settings: [recipe('button', { variant: 'ghost' }), { px: '0', py: '0', _icon: { fontSize: '1.2em' } }],
    caption: { fontSize: 'xs', color: 'gray.600' },
    conditions: { display: 'flex', gap: '2', flexWrap: 'wrap' },
    badge: [recipe('badge', { variant: 'subtle', size: 'md' }), { colorPalette: 'teal' }],
  };
});

/** The groups as cards: the first six at once, the rest in the next task (useProgressiveRows). */
function GroupCards({ groups }: { readonly groups: ReadonlyArray<GroupCardView> }) {
  const c = useGroupCardClasses();
  const shown = useProgressiveRows(groups, 6);
  return (
    <ul className={c.grid}>
      {shown.map((group) => (
        <li key={group.id} data-testid="group-card" className={c.card}>
          <div className={c.body}>
            <div className={c.top}>
              <div className={c.stack}>
                <h2 className={c.name}>
                  {/* the name opens the group too, not only the small gear */}
                  <Link className={c.link} to={pathOf('groups-detail', { id: group.id })}>
                    {group.name}
                  </Link>
                </h2>
                <p className={c.small}>メンバー {group.memberCount}名</p>
              </div>
              <Link
                className={c.settings}
                to={pathOf('groups-detail', { id: group.id })}
                aria-label={`${group.name}の設定`}
              >
                <SettingsIcon />
              </Link>
            </div>
            <div className={c.stack} aria-label="利用条件">
              <p className={c.caption}>利用条件</p>
              <div className={c.conditions} data-testid="group-conditions">
                {group.conditions.map((text) => (
                  <span key={text} className={c.badge}>
                    {text}
                  </span>
                ))}
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
