import { Dialog } from '@ark-ui/react/dialog';
import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { usePresenter } from '../shared/di';
import { usePageHeldBehind } from '../shared/domHooks';
import { staticStyles } from '../shared/staticStyles';
import { useObservable } from '../shared/useObservable';
import { SearchShortcutsPresenter } from './SearchShortcutsPresenter';
import { Link } from 'react-router-dom';
import { showsPaymentHistory, type AuthRecord } from '../../domain/session/session';
import { pathOf } from './routeTable';

/**
 * The header's account menu and the phone's side drawer: Chakra's menu (with its popper) and drawer,
 * loaded by useConsoleMenus.ts after the first screen is on screen (not on the way from ログイン to the lock list).
 */

/**
 * The account menu; `trigger` is the header's AccountButton, `defaultOpen` when it was pressed before this loaded.
 * @public ConsoleLayout reads it from the module useConsoleMenus imports when the menus first load (knip cannot
 * follow that).
 */
export function AccountMenu({
  record,
  trigger,
  defaultOpen,
}: {
  record: AuthRecord;
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  // the search's shortcuts (Ctrl+K / ⌘K and /), per manager on this browser: a switch, WCAG 2.1.4
  const shortcuts = usePresenter(SearchShortcutsPresenter, { managerId: record.me.id });
  const { on } = useObservable(shortcuts);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="account" asChild>
              <Link to={pathOf('account')}>契約情報</Link>
            </Menu.Item>
            {showsPaymentHistory(record.currentOrganization) && (
              <Menu.Item value="billing" asChild>
                <Link to={pathOf('account-billing')}>お支払い履歴</Link>
              </Menu.Item>
            )}
            <Menu.Item value="info" asChild>
              <Link to={pathOf('account-info')}>アカウント情報</Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.CheckboxItem
              value="search-shortcuts"
              checked={on}
              onCheckedChange={(checked) => shortcuts.turn(checked)}
            >
              検索のショートカット（Ctrl+K・/）
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              <Link to={pathOf('logout')}>ログアウト</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The drawer's parts, one class each from Chakra's drawer recipe (placement start, its default size), the class
 * Chakra's part would carry too: the parts are Ark's dialog parts, which Chakra's Drawer styles. Chakra's own parts
 * resolve their recipe and serialize their styles at every render, and Zag renders the drawer synchronously at each
 * opening and closing (flushSync): on a phone at 4× that was 50-80 ms of the tap on メニューを開く before its frame.
 */
const useDrawerClasses = staticStyles(({ slots, recipe }) => {
  const drawer = slots('drawer', { placement: 'start' });
  const part = (slot: string) => drawer[slot] ?? {};
  return {
    backdrop: part('backdrop'),
    positioner: part('positioner'),
    content: part('content'),
    header: part('header'),
    title: part('title'),
    body: [part('body'), { p: '0' }],
    // Chakra's IconButton (ghost, sm) placed by the drawer's closeTrigger slot, which wins (position: absolute)
    closeTrigger: [recipe('button', { variant: 'ghost', size: 'sm' }), { px: '0', py: '0' }, part('closeTrigger')],
  };
});

/**
 * The side menu on a phone (`children`: the navigation), opened by the header's メニューを開く.
 * @public read from the lazily imported module, as AccountMenu.
 */
export function NavigationDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  usePageHeldBehind(open);
  const c = useDrawerClasses();
  return (
    // mounted once, hidden while closed (Chakra's drawer mounts its content at each opening and drops it at each
    // closing): on a phone the first tap on メニューを開く rendered the menu's fourteen entries before its first frame
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      lazyMount={false}
      unmountOnExit={false}
      // modal as a dialog should be (focus trapped, a tap outside closes, aria-modal, the page behind held still and
      // hidden by usePageHeldBehind), without Zag's modal mode, whose writes restyle the whole page (see there)
      modal={false}
      trapFocus
      closeOnInteractOutside
      preventScroll={false}
    >
      <Portal>
        <Dialog.Backdrop className={`chakra-drawer__backdrop ${c.backdrop}`} />
        <Dialog.Positioner className={`chakra-drawer__positioner ${c.positioner}`}>
          <Dialog.Content aria-modal className={`chakra-drawer__content ${c.content}`}>
            <div className={`chakra-drawer__header ${c.header}`}>
              <Dialog.Title className={`chakra-drawer__title ${c.title}`}>メニュー</Dialog.Title>
            </div>
            <div className={`chakra-drawer__body ${c.body}`}>
              <nav aria-label="メインメニュー">{children}</nav>
            </div>
            <Dialog.CloseTrigger
              aria-label="メニューを閉じる"
              className={`chakra-drawer__closeTrigger ${c.closeTrigger}`}
            >
              ×
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
