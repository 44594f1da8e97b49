import { VisuallyHidden } from '@chakra-ui/react';
import { memo, type ComponentType, type MouseEvent, type SVGProps } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  AlertIcon,
  BellIcon,
  CalendarIcon,
  CardIcon,
  DoorIcon,
  FileIcon,
  HelpIcon,
  KeyIcon,
  LockIcon,
  MailIcon,
  ShieldIcon,
  TicketIcon,
  TokenIcon,
  UsersIcon,
} from '../shared/icons';
import { afterPaint } from '../shared/nextTask';
import { staticStyles } from '../shared/staticStyles';
import { navSectionOf } from './navSection';
import { pathOf, type RouteWithoutParams } from './routeTable';
import { useAttentionCount } from './useAttentionCount';

interface NavItem {
  readonly route: RouteWithoutParams;
  readonly label: string;
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const NAV: ReadonlyArray<NavItem> = [
  { route: 'home', label: 'ロック一覧', icon: LockIcon },
  { route: 'attention', label: '要対応', icon: AlertIcon },
  { route: 'door-states', label: '扉の状態', icon: DoorIcon },
  { route: 'groups', label: '鍵グループ', icon: KeyIcon },
  { route: 'guests', label: '利用者', icon: UsersIcon },
  { route: 'managers', label: '管理者', icon: ShieldIcon },
  { route: 'manager-invitations', label: '招待中の管理者', icon: MailIcon },
  { route: 'organization-cards', label: 'カード', icon: CardIcon },
  { route: 'notification', label: '通知設定', icon: BellIcon },
  { route: 'tokens', label: 'APIトークン', icon: TokenIcon },
  { route: 'access-review', label: 'アクセスの点検', icon: FileIcon },
  { route: 'after-hours', label: '時間外・休日の入退室', icon: CalendarIcon },
  { route: 'visitor-passes', label: '来訪者パス', icon: TicketIcon },
];

const entry = { display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', rounded: 'md' } as const;

/**
 * The menu's classes, computed once per page (staticStyles): it renders beside every desktop page and in the phone's
 * drawer, whose first opening rendered its fourteen entries as Chakra elements (hundreds of ms at a phone's speed).
 */
const useNavClasses = staticStyles(({ recipe }) => ({
  list: { display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none', p: '3' },
  entry: { ...entry, fontWeight: 'normal', color: 'gray.800', _hover: { bg: 'gray.100' } },
  current: { ...entry, fontWeight: 'bold', bg: 'teal.50', color: 'teal.800', _hover: { bg: 'gray.100' } },
  badge: { ms: 'auto', px: '2', rounded: 'full', bg: 'orange.100', color: 'orange.900', fontSize: 'sm' },
  help: [recipe('link'), { display: 'flex', gap: '3', px: '3', py: '2', color: 'gray.800' }],
}));

/** 要対応's count beside its entry, once the lock list or the screen has counted (none at 0: nothing to do). */
function AttentionBadge() {
  const count = useAttentionCount();
  const c = useNavClasses();
  return count ? (
    <span className={c.badge}>
      {count}
      <VisuallyHidden>件</VisuallyHidden>
    </span>
  ) : null;
}

/** The console's side menu (beside the page from 62em, in the phone's drawer below): its screens and the help. */
export const ConsoleNavigation = memo(function ConsoleNavigation({
  helpUrl,
  onNavigate,
}: {
  helpUrl: string;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const section = navSectionOf(pathname);
  const c = useNavClasses();
  /**
   * In the phone's drawer (onNavigate closes it), a plain click closes the drawer first and navigates in the task
   * after that frame: the tap's next paint is the drawer closing, not the next page's start (its loading render, its
   * bindings), which on a phone was 240-250 ms (INP). A click with a modifier, or another button, is the link's own
   * (a new tab or window), as on the side menu.
   */
  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain) return;
    event.preventDefault();
    onNavigate();
    // the same entry again replaces the history entry, as the link itself does
    const replace = `${pathname}${location.search}${location.hash}` === to;
    void afterPaint().then(() => navigate(to, { replace }));
  };
  return (
    <ul className={c.list}>
      {NAV.map(({ route, label, icon: Icon }) => {
        const to = pathOf(route);
        // the entry of the page's section stays highlighted on its sub-pages (lock settings, a guest...)
        const isActive = section === route;
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={follow(to)}
              aria-current={isActive ? (pathname === to ? 'page' : 'true') : undefined}
            >
              <span className={isActive ? c.current : c.entry}>
                <Icon />
                {label}
                {route === 'attention' && <AttentionBadge />}
              </span>
            </Link>
          </li>
        );
      })}
      <li>
        <a className={c.help} href={helpUrl} target="_blank" rel="noopener noreferrer">
          <HelpIcon />
          ヘルプ
          <VisuallyHidden>（新しいタブで開きます）</VisuallyHidden>
        </a>
      </li>
    </ul>
  );
});
