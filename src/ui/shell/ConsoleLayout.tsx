import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
import { prefetchMenus, useConsoleMenus } from './useConsoleMenus';
import { useMediaQuery } from '../shared/useMediaQuery';

/** Chakra's lg breakpoint: from this width the side menu stands beside the page (the drawer's button goes). */
const SIDE_MENU_QUERY = '(min-width: 1024px)';

function Main() {
  const plan = usePlanStatus();
  // data-plan tells tests (and support staff in devtools) whether the plan gates are known yet
  return (
    <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} data-plan={plan}>
      <Outlet />
    </Box>
  );
}

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
  if (!record) return null;
  return (
    // a new organization (followed from another tab) remounts the pages and the plan: nothing of the old one acts on
    <PlanProvider key={String(record.currentOrganization?.id ?? '')}>
      <SessionFollower record={record} />
      <Flex direction="column" minH="100dvh" bg="gray.50">
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
            onClick={() => {
              setDrawerOpen(true);
              loadMenus();
            }}
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
              onClick={() => {
                setAccountAsked(true);
                loadMenus();
              }}
              onPointerEnter={prefetchMenus}
              onFocus={prefetchMenus}
            />
          )}
        </Flex>
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
      {menus && (
        <menus.NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
          {searchDialog && (
            <Box px="3" pt="3">
              <DrawerSearchButton onOpen={() => setDrawerOpen(false)} />
            </Box>
          )}
          <ConsoleNavigation helpUrl={config.helpUrl} onNavigate={() => setDrawerOpen(false)} />
        </menus.NavigationDrawer>
      )}
    </PlanProvider>
  );
}
