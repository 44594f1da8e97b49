import { memo, useCallback, useEffect, useState } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router-dom';
import { hasOrganizationSwitcher, type AuthRecord } from '../../domain/session/session';
import { useAppConfig } from '../shared/di';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { MenuIcon } from '../shared/icons';
import { ConsoleNavigation } from './ConsoleNavigation';
import { PlanProvider } from '../shared/PlanContext';
import { usePlanStatus } from '../shared/PlanGate';
import { SessionFollower } from './SessionFollower';
import { AccountButton } from './AccountButton';
import { DrawerSearchButton, HeaderSearch, type LoadSearchDialog } from './HeaderSearch';
import { prefetchMenus, useConsoleMenus, type Menus } from './useConsoleMenus';
import { useMediaQuery } from '../shared/useMediaQuery';
import { staticStyles } from '../shared/staticStyles';

/** Chakra's lg breakpoint: from this width the side menu stands beside the page (the drawer's button goes). */
const SIDE_MENU_QUERY = '(min-width: 1024px)';

/**
 * The frame's own parts (the header, the page's region), one class each (staticStyles): they render with every first
 * console page, and on a phone each Chakra element of that render is time before the page's first rows. The look is
 * Chakra's Flex, Text, Box and IconButton with the same style props (pixel-identical at 390 and 1280 px).
 */
const useHeaderClasses = staticStyles(({ recipe }) => ({
  // a printed page (an access report on A4) carries the report alone
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: { base: '2', md: '4' },
    h: '14',
    bg: 'teal.800',
    color: 'white',
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    _print: { display: 'none' },
  },
  // Chakra's IconButton: a button without padding, its icon at 1.2em
  menuButton: [
    recipe('button', { variant: 'ghost' }),
    {
      px: '0',
      py: '0',
      _icon: { fontSize: '1.2em' },
      color: 'white',
      _hover: { bg: 'teal.700' },
      display: { base: 'inline-flex', lg: 'none' },
    },
  ],
  product: { fontWeight: 'bold', display: { base: 'none', md: 'block' } },
  organization: { flex: '1', minW: '0' },
  organizationName: { truncate: true, fontWeight: 'medium' },
  main: { flex: '1', minW: '0', p: { base: '3', md: '6' } },
  frame: { display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'gray.50' },
  body: { display: 'flex', flex: '1', minH: '0' },
  sideMenu: {
    w: '60',
    flexShrink: 0,
    bg: 'white',
    borderRightWidth: '1px',
    display: { base: 'none', lg: 'block' },
    _print: { display: 'none' },
  },
  drawerSearch: { px: '3', pt: '3' },
}));

/**
 * Memoized: the layout's own state (the drawer opening and closing, the account menu) must not render the page
 * again; on a phone the click on a drawer's entry closed the drawer and re-rendered the whole page before the next
 * paint (half a second on a large organization's lists).
 */
const Main = memo(function Main() {
  const plan = usePlanStatus();
  // data-plan tells tests (and support staff in devtools) whether the plan gates are known yet
  return (
    <main className={useHeaderClasses().main} data-plan={plan}>
      <Outlet />
    </main>
  );
});

interface HeaderProps {
  readonly record: AuthRecord;
  readonly menus: Menus | null;
  readonly accountAsked: boolean;
  readonly onOpenDrawer: () => void;
  readonly onAskAccount: () => void;
  readonly searchDialog?: LoadSearchDialog;
}

/**
 * The header: the drawer's button, the organization, the search and the account menu. Memoized like the page: the
 * drawer opening and closing re-renders the drawer alone (on a phone the header's and the menu's Chakra elements
 * rendered again at each of the drawer's steps were most of a 240-400 ms tap on one of its entries).
 */
const ConsoleHeader = memo(function ConsoleHeader({
  record,
  menus,
  accountAsked,
  onOpenDrawer,
  onAskAccount,
  searchDialog,
}: HeaderProps) {
  const config = useAppConfig();
  const c = useHeaderClasses();
  return (
    <header className={c.header}>
      <button
        type="button"
        aria-label="メニューを開く"
        className={c.menuButton}
        onClick={onOpenDrawer}
        onPointerEnter={prefetchMenus}
        onFocus={prefetchMenus}
      >
        <MenuIcon />
      </button>
      <p className={c.product}>{config.productName}</p>
      <div className={c.organization}>
        {hasOrganizationSwitcher(record) ? (
          <OrganizationSwitcher record={record} />
        ) : (
          <p data-testid="organization-name" className={c.organizationName}>
            {record.currentOrganization?.name}
          </p>
        )}
      </div>
      {searchDialog && <HeaderSearch managerId={record.me.id} load={searchDialog} />}
      {menus ? (
        <menus.AccountMenu record={record} defaultOpen={accountAsked} trigger={<AccountButton record={record} />} />
      ) : (
        <AccountButton
          record={record}
          aria-expanded={false}
          onClick={onAskAccount}
          onPointerEnter={prefetchMenus}
          onFocus={prefetchMenus}
        />
      )}
    </header>
  );
});

/** The phone's drawer: its entries (memoized) do not render again as it opens and closes. */
const PhoneDrawer = memo(function PhoneDrawer({
  menus,
  open,
  onOpenChange,
  searchDialog,
}: {
  readonly menus: Menus;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly searchDialog?: LoadSearchDialog;
}) {
  const config = useAppConfig();
  const c = useHeaderClasses();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <menus.NavigationDrawer open={open} onOpenChange={onOpenChange}>
      {searchDialog && (
        <div className={c.drawerSearch}>
          <DrawerSearchButton onOpen={close} />
        </div>
      )}
      <ConsoleNavigation helpUrl={config.helpUrl} onNavigate={close} />
    </menus.NavigationDrawer>
  );
});

/**
 * The frame around every screen of a signed-in manager: the header (the drawer's button, the organization, the
 * account menu), the side navigation, the page, and the phone's drawer; the menus load late (useConsoleMenus.ts).
 */
export function ConsoleLayout({ searchDialog }: { readonly searchDialog?: LoadSearchDialog }) {
  const record = useRouteLoaderData('protected') as AuthRecord | undefined;
  const config = useAppConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // pressed before the menu's code was there: the menu opens once it is
  const [accountAsked, setAccountAsked] = useState(false);
  const [menus, loadMenus] = useConsoleMenus();
  // the drawer mounts a task after the account menu, or at once when its button is pressed: both in the render that
  // brought the menus were one task of 168-315 ms in traces at 4× (docs/PERFORMANCE.md); a tap meanwhile waited for it
  const [drawerLater, setDrawerLater] = useState(false);
  useEffect(() => {
    if (!menus || drawerLater) return;
    const timer = setTimeout(() => setDrawerLater(true), 0);
    return () => clearTimeout(timer);
  }, [menus, drawerLater]);
  const c = useHeaderClasses();
  // below lg the side menu is hidden: not rendered at all there (its 14 entries are the drawer's on a phone)
  const sideMenu = useMediaQuery(SIDE_MENU_QUERY);
  const openDrawer = useCallback(() => {
    setDrawerOpen(true);
    loadMenus();
  }, [loadMenus]);
  const askAccount = useCallback(() => {
    setAccountAsked(true);
    loadMenus();
  }, [loadMenus]);
  if (!record) return null;
  return (
    // a new organization (followed from another tab) remounts the pages and the plan: nothing of the old one acts on
    <PlanProvider key={String(record.currentOrganization?.id ?? '')}>
      <SessionFollower record={record} />
      <div className={c.frame}>
        <ConsoleHeader
          record={record}
          menus={menus}
          accountAsked={accountAsked}
          onOpenDrawer={openDrawer}
          onAskAccount={askAccount}
          searchDialog={searchDialog}
        />
        <div className={c.body}>
          {sideMenu && (
            <nav aria-label="メインメニュー" className={c.sideMenu}>
              <ConsoleNavigation helpUrl={config.helpUrl} />
            </nav>
          )}
          <Main />
        </div>
      </div>
      {/* from lg the side menu stands beside the page and the drawer's button is hidden: no drawer */}
      {menus && !sideMenu && (drawerLater || drawerOpen) && (
        <PhoneDrawer menus={menus} open={drawerOpen} onOpenChange={setDrawerOpen} searchDialog={searchDialog} />
      )}
    </PlanProvider>
  );
}
