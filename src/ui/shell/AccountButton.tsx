import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthRecord } from '../../domain/session/session';
import { ChevronDownIcon } from '../shared/icons';
import { staticStyles } from '../shared/staticStyles';
import { navSectionOf } from './navSection';

/**
 * Chakra's ghost button (size sm) in the header's colours, and its truncated name; one class each (staticStyles), as
 * the rest of the header: it renders with every first console page.
 */
const useAccountClasses = staticStyles(({ recipe }) => {
  const button = recipe('button', { variant: 'ghost', size: 'sm' });
  const look = { color: 'white', _hover: { bg: 'teal.700' }, flexShrink: 0, px: { base: '1.5', md: '3' } };
  return {
    button: [button, look],
    current: [button, look, { bg: 'teal.700' }],
    name: { maxW: { base: '20', md: '40' }, truncate: true },
  };
});

/** The account menu's button: the menu's trigger once ./ConsoleMenus is loaded, a plain button before. */
export function AccountButton({
  record,
  className,
  ...handlers
}: { record: AuthRecord } & ComponentPropsWithRef<'button'>) {
  // the account pages (contract, billing, account info) are reached from here: it shows as current on them
  const onAccountPage = navSectionOf(useLocation().pathname) === 'account';
  const c = useAccountClasses();
  return (
    <button
      type="button"
      // and the menu trigger's own class, when the account menu (Ark's trigger, asChild) renders it
      className={[onAccountPage ? c.current : c.button, className].filter(Boolean).join(' ')}
      // the visible name first, then what the button opens (WCAG 2.5.3: the label contains the visible text)
      aria-label={`${record.me.name} アカウントメニュー`}
      aria-haspopup="menu"
      data-current={onAccountPage ? 'true' : undefined}
      {...handlers}
    >
      <p className={c.name}>{record.me.name}</p>
      <ChevronDownIcon />
    </button>
  );
}
