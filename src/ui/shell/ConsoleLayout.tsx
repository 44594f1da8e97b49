import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { memo, useCallback, useState } from 'react';
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

/** Chakra's lg breakpoint: from this width the side menu stands beside the page (the drawer's button goes). */
const SIDE_MENU_QUERY = '(min-width: 1024px)';

/**
 * Memoized: the layout's own state (the drawer opening and closing, the account menu) must not render the page
 * again; on a phone the click on a drawer's entry closed the drawer and re-rendered the whole page before the next
 * paint (half a second on a large organization's lists).
 */
const Main = memo(function Main() {
  const plan = usePlanStatus();
  // data-plan tells tests (and support staff in devtools) whether the plan gates are known yet
  return (
    <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} data-plan={plan}>
      <Outlet />
    </Box>
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
  return (
    <Flex
      as="header"
      // a printed page (an access report on A4) carries the report alone
      _print={{ display: 'none' }}
      align="center"
      gap="3"
      px={{ base: '2', md: '4' }}
      h="14"
      bg="teal.800"
      color="white"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label="メニューを開く"
        variant="ghost"
        color="white"
        _hover={{ bg: 'teal.700' }}
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={onOpenDrawer}
        onPointerEnter={prefetchMenus}
        onFocus={prefetchMenus}
      >
        <MenuIcon />
      </IconButton>
      <Text fontWeight="bold" display={{ base: 'none', md: 'block' }}>
        {config.productName}
      </Text>
      <Box flex="1" minW="0">
        {hasOrganizationSwitcher(record) ? (
          <OrganizationSwitcher record={record} />
        ) : (
          <Text data-testid="organization-name" truncate fontWeight="medium">
            {record.currentOrganization?.name}
          </Text>
        )}
      </Box>
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
    </Flex>
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
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <menus.NavigationDrawer open={open} onOpenChange={onOpenChange}>
      {searchDialog && (
        <Box px="3" pt="3">
          <DrawerSearchButton onOpen={close} />
        </Box>
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
      <Flex direction="column" minH="100dvh" bg="gray.50">
        <ConsoleHeader
          record={record}
          menus={menus}
          accountAsked={accountAsked}
          onOpenDrawer={openDrawer}
          onAskAccount={askAccount}
          searchDialog={searchDialog}
        />
        <Flex flex="1" minH="0">
          {sideMenu && (
            <Box
              as="nav"
              aria-label="メインメニュー"
              w="60"
              flexShrink={0}
              bg="white"
              borderRightWidth="1px"
              display={{ base: 'none', lg: 'block' }}
              _print={{ display: 'none' }}
            >
              <ConsoleNavigation helpUrl={config.helpUrl} />
            </Box>
          )}
          <Main />
        </Flex>
      </Flex>
      {/* from lg the side menu stands beside the page and the drawer's button is hidden: no drawer */}
      {menus && !sideMenu && (
        <PhoneDrawer menus={menus} open={drawerOpen} onOpenChange={setDrawerOpen} searchDialog={searchDialog} />
      )}
    </PlanProvider>
  );
}
