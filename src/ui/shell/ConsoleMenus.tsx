import { Drawer, IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { usePresenter } from '../shared/di';
import { usePageHeldBehind } from '../shared/domHooks';
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
  return (
    // mounted once, hidden while closed (Chakra's drawer mounts its content at each opening and drops it at each
    // closing): on a phone the first tap on メニューを開く rendered the menu's fourteen entries before its first frame
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="start"
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
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-modal>
            <Drawer.Header>
              <Drawer.Title>メニュー</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <nav aria-label="メインメニュー">{children}</nav>
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
  );
}
