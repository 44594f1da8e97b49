import {
  Box,
  Button,
  Flex,
  IconButton,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
  type ButtonProps,
} from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ComponentType, type SVGProps } from 'react';
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router-dom';
import { hasOrganizationSwitcher, type AuthRecord } from '../../domain/session/session';
import { useAppConfig, usePresenter } from '../shared/di';
import { OrganizationSwitchPresenter } from './OrganizationSwitchPresenter';
import {
  BellIcon,
  CardIcon,
  ChevronDownIcon,
  DoorIcon,
  FileIcon,
  HelpIcon,
  KeyIcon,
  LockIcon,
  MailIcon,
  MenuIcon,
  ShieldIcon,
  TokenIcon,
  UsersIcon,
} from '../shared/icons';
import { navSectionOf } from './navSection';
import { pathOf, type RouteWithoutParams } from './routeTable';
import { PlanProvider } from '../shared/PlanContext';
import { usePlanStatus } from '../shared/PlanGate';
import { SessionFollower } from './SessionFollower';

interface NavItem {
  readonly route: RouteWithoutParams;
  readonly label: string;
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const NAV: ReadonlyArray<NavItem> = [
  { route: 'home', label: 'ロック一覧', icon: LockIcon },
  { route: 'door-states', label: '扉の状態', icon: DoorIcon },
  { route: 'groups', label: '鍵グループ', icon: KeyIcon },
  { route: 'guests', label: '利用者', icon: UsersIcon },
  { route: 'managers', label: '管理者', icon: ShieldIcon },
  { route: 'manager-invitations', label: '招待中の管理者', icon: MailIcon },
  { route: 'organization-cards', label: 'カード', icon: CardIcon },
  { route: 'notification', label: '通知設定', icon: BellIcon },
  { route: 'tokens', label: 'APIトークン', icon: TokenIcon },
  { route: 'access-review', label: 'アクセスの点検', icon: FileIcon },
];

function Navigation({ helpUrl, onNavigate }: { helpUrl: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const section = navSectionOf(pathname);
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="3">
      {NAV.map(({ route, label, icon: Icon }) => {
        const to = pathOf(route);
        // the entry of the page's section stays highlighted on its sub-pages (lock settings, a guest...)
        const isActive = section === route;
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={isActive ? (pathname === to ? 'page' : 'true') : undefined}
            >
              <Flex
                align="center"
                gap="3"
                px="3"
                py="2"
                rounded="md"
                fontWeight={isActive ? 'bold' : 'normal'}
                bg={isActive ? 'teal.50' : undefined}
                color={isActive ? 'teal.800' : 'gray.800'}
                _hover={{ bg: 'gray.100' }}
              >
                <Icon />
                {label}
              </Flex>
            </Link>
          </li>
        );
      })}
      <li>
        <ChakraLink
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          display="flex"
          gap="3"
          px="3"
          py="2"
          color="gray.800"
        >
          <HelpIcon />
          ヘルプ
          <VisuallyHidden>（新しいタブで開きます）</VisuallyHidden>
        </ChakraLink>
      </li>
    </Stack>
  );
}

function OrganizationSwitcher({ record }: { record: AuthRecord }) {
  const presenter = usePresenter(OrganizationSwitchPresenter);
  return (
    // as wide as the header allows on a phone, so the organization's name is not cut ('株式会社キュリオデ')
    <NativeSelect.Root size="sm" width={{ base: 'full', md: '64' }} maxW="64">
      <NativeSelect.Field
        aria-label="組織の切り替え"
        value={String(record.currentOrganization?.id ?? '')}
        bg="white"
        color="gray.900"
        onChange={async (event) => {
          // switching rewrites the stored organization and reloads home (account-billing-signup §4)
          if (await presenter.switchTo(Number(event.currentTarget.value))) window.location.assign(pathOf('home'));
        }}
      >
        {record.organizations.map((o) => (
          <option key={String(o.id)} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The account menu's button: the menu's trigger once ./ConsoleMenus is loaded, a plain button before. */
function AccountButton({ record, ...handlers }: { record: AuthRecord } & ButtonProps) {
  // the account pages (contract, billing, account info) are reached from here: it shows as current on them
  const onAccountPage = navSectionOf(useLocation().pathname) === 'account';
  return (
    <Button
      variant="ghost"
      size="sm"
      color="white"
      bg={onAccountPage ? 'teal.700' : undefined}
      _hover={{ bg: 'teal.700' }}
      aria-label="アカウントメニュー"
      aria-haspopup="menu"
      data-current={onAccountPage ? 'true' : undefined}
      flexShrink={0}
      px={{ base: '1.5', md: '3' }}
      {...handlers}
    >
      <Text maxW={{ base: '20', md: '40' }} truncate>
        {record.me.name}
      </Text>
      <ChevronDownIcon />
    </Button>
  );
}

type Menus = typeof import('./ConsoleMenus');
let menusModule: Menus | null = null;
let menusLoading: Promise<Menus> | null = null;
const fetchMenus = (): Promise<Menus> =>
  (menusLoading ??= import('./ConsoleMenus').then(
    (m) => (menusModule = m),
    (error: unknown) => {
      menusLoading = null; // the next touch tries again
      throw error;
    },
  ));
/** The menus load this long after the layout is on screen, unless a touch of their buttons asks first. */
const MENUS_AFTER_MS = 2500;

/**
 * The account menu and the phone's drawer (Chakra's menu, its popper and the drawer, about 20 KB gzip)
 * are not on the way to the first screen (the click on ログイン -> the lock list): they load a moment
 * after the layout is on screen, or on the first press of their buttons; a hover or focus only fetches
 * their code. Swapping the plain button for the menu's trigger between a tap's pointerdown and its
 * click lost the tap (the trigger opens on pointerdown), so the swap happens on the press itself,
 * which opens the menu once its code is there.
 */
const prefetchMenus = (): void => {
  fetchMenus().catch(() => undefined);
};

function useMenus(): [Menus | null, () => void] {
  const [menus, setMenus] = useState(menusModule);
  const load = useCallback(() => {
    fetchMenus().then(setMenus, () => undefined);
  }, []);
  useEffect(() => {
    if (menus) return;
    const timer = setTimeout(load, MENUS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [menus, load]);
  return [menus, load];
}

function Main() {
  const plan = usePlanStatus();
  // data-plan tells tests (and support staff in devtools) whether the plan gates are known yet
  return (
    <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} data-plan={plan}>
      <Outlet />
    </Box>
  );
}

/** Header and side drawer around every screen of a signed-in manager. */
export function ConsoleLayout() {
  const record = useRouteLoaderData('protected') as AuthRecord | undefined;
  const config = useAppConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // pressed before the menu's code was there: the menu opens once it is
  const [accountAsked, setAccountAsked] = useState(false);
  const [menus, loadMenus] = useMenus();
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
            <Navigation helpUrl={config.helpUrl} />
          </Box>
          <Main />
        </Flex>
      </Flex>
      {menus && (
        <menus.NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Navigation helpUrl={config.helpUrl} onNavigate={() => setDrawerOpen(false)} />
        </menus.NavigationDrawer>
      )}
    </PlanProvider>
  );
}
