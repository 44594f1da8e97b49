import {
  Box,
  Button,
  Drawer,
  Flex,
  IconButton,
  Link as ChakraLink,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState, type ComponentType, type SVGProps } from 'react';
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router-dom';
import { hasOrganizationSwitcher, showsPaymentHistory, type AuthRecord } from '../../domain/session/session';
import { useAppConfig, usePresenter } from './di';
import { OrganizationSwitchPresenter } from './OrganizationSwitchPresenter';
import {
  BellIcon,
  CardIcon,
  ChevronDownIcon,
  HelpIcon,
  KeyIcon,
  LockIcon,
  MailIcon,
  MenuIcon,
  ShieldIcon,
  TokenIcon,
  UsersIcon,
} from './icons';
import { navSectionOf } from './navSection';
import { PlanProvider, usePlan } from './PlanContext';
import { SessionFollower } from './SessionFollower';

interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const NAV: ReadonlyArray<NavItem> = [
  { to: '/home', label: 'ロック一覧', icon: LockIcon },
  { to: '/groups/', label: '鍵グループ', icon: KeyIcon },
  { to: '/guests', label: '利用者', icon: UsersIcon },
  { to: '/managers/', label: '管理者', icon: ShieldIcon },
  { to: '/manager-invitations/', label: '招待中の管理者', icon: MailIcon },
  { to: '/organization/cards', label: 'カード', icon: CardIcon },
  { to: '/notification/config/', label: '通知設定', icon: BellIcon },
  { to: '/tokens/', label: 'APIトークン', icon: TokenIcon },
];

function Navigation({ helpUrl, onNavigate }: { helpUrl: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const section = navSectionOf(pathname);
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="3">
      {NAV.map(({ to, label, icon: Icon }) => {
        // the entry of the page's section stays highlighted on its sub-pages (lock settings, a guest...)
        const isActive = section === to;
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
          if (await presenter.switchTo(Number(event.currentTarget.value))) window.location.assign('/home');
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

function AccountMenu({ record }: { record: AuthRecord }) {
  // the account pages (contract, billing, account info) are reached from here: it shows as current on them
  const onAccountPage = navSectionOf(useLocation().pathname) === 'account';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color="white"
          bg={onAccountPage ? 'teal.700' : undefined}
          _hover={{ bg: 'teal.700' }}
          aria-label="アカウントメニュー"
          data-current={onAccountPage ? 'true' : undefined}
          flexShrink={0}
          px={{ base: '1.5', md: '3' }}
        >
          <Text maxW={{ base: '20', md: '40' }} truncate>
            {record.me.name}
          </Text>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="account" asChild>
              <Link to="/account/">契約情報</Link>
            </Menu.Item>
            {showsPaymentHistory(record.currentOrganization) && (
              <Menu.Item value="billing" asChild>
                <Link to="/account/billing/">お支払い履歴</Link>
              </Menu.Item>
            )}
            <Menu.Item value="info" asChild>
              <Link to="/account/info">アカウント情報</Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              <Link to="/logout/">ログアウト</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function Main() {
  const plan = usePlan();
  // data-plan tells tests (and support staff in devtools) whether the plan gates are known yet
  return (
    <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} data-plan={plan.status}>
      <Outlet />
    </Box>
  );
}

/** Header and side drawer around every screen of a signed-in manager. */
export function ConsoleLayout() {
  const record = useRouteLoaderData('protected') as AuthRecord | undefined;
  const config = useAppConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!record) return null;
  return (
    // a new organization (followed from another tab) remounts the pages and the plan: nothing of the old one acts on
    <PlanProvider key={String(record.currentOrganization?.id ?? '')}>
      <SessionFollower record={record} />
      <Flex direction="column" minH="100dvh" bg="gray.50">
        <Flex
          as="header"
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
            onClick={() => setDrawerOpen(true)}
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
          <AccountMenu record={record} />
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
          >
            <Navigation helpUrl={config.helpUrl} />
          </Box>
          <Main />
        </Flex>
      </Flex>
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>メニュー</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <nav aria-label="メインメニュー">
                  <Navigation helpUrl={config.helpUrl} onNavigate={() => setDrawerOpen(false)} />
                </nav>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label="メニューを閉じる" variant="ghost" size="sm">
                  ×
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </PlanProvider>
  );
}
