import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import type { AuthRecord } from '../../domain/session/session';
import { ChevronDownIcon } from '../shared/icons';
import { navSectionOf } from './navSection';

/** The account menu's button: the menu's trigger once ./ConsoleMenus is loaded, a plain button before. */
export function AccountButton({ record, ...handlers }: { record: AuthRecord } & ButtonProps) {
  // the account pages (contract, billing, account info) are reached from here: it shows as current on them
  const onAccountPage = navSectionOf(useLocation().pathname) === 'account';
  return (
    <Button
      variant="ghost"
      size="sm"
      color="white"
      bg={onAccountPage ? 'teal.700' : undefined}
      _hover={{ bg: 'teal.700' }}
      // the visible name first, then what the button opens (WCAG 2.5.3: the label contains the visible text)
      aria-label={`${record.me.name} アカウントメニュー`}
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
