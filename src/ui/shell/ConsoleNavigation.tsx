import { Box, Flex, Link as ChakraLink, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
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

/** 要対応's count beside its entry, once the lock list or the screen has counted (none at 0: nothing to do). */
function AttentionBadge() {
  const count = useAttentionCount();
  return count ? (
    <Box as="span" ms="auto" px="2" rounded="full" bg="orange.100" color="orange.900" fontSize="sm">
      {count}
      <VisuallyHidden>件</VisuallyHidden>
    </Box>
  ) : null;
}

/** The console's side menu (beside the page from 62em, in the phone's drawer below): its screens and the help. */
export function ConsoleNavigation({ helpUrl, onNavigate }: { helpUrl: string; onNavigate?: () => void }) {
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
                {route === 'attention' && <AttentionBadge />}
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
