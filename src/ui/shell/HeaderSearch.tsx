import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoadSearchShortcuts } from '../../application/search/LoadSearchShortcuts';
import type { ManagerId } from '../../domain/shared/ids';
import { useLazyContainer } from '../shared/di';
import { useWindowEvent } from '../shared/domHooks';
import { laterStyles } from '../shared/laterStyles';
import { SearchIcon } from '../shared/icons';
import { staticStyles } from '../shared/staticStyles';

/** The search dialog's module, handed to the frame by main.ts (the frame imports no feature's folder). */
export type LoadSearchDialog = () => Promise<{
  default: ComponentType<{ readonly onClose: () => void; readonly shortcuts: boolean }>;
}>;

/**
 * The header's button: Chakra's outline button (size sm) in the header's colours, one class (staticStyles) as the rest
 * of the header. On a phone the drawer has the button (DrawerSearchButton); the shortcuts work at every width.
 */
const useSearchClasses = staticStyles(({ recipe }) => ({
  button: [
    recipe('button', { variant: 'outline', size: 'sm' }),
    {
      color: 'white',
      borderColor: 'whiteAlpha.600',
      bg: 'whiteAlpha.200',
      _hover: { bg: 'teal.700' },
      justifyContent: 'start',
      w: '48',
      display: { base: 'none', md: 'inline-flex' },
      flexShrink: 0,
    },
  ],
}));

/** Where a / is typed text, not the shortcut. */
const TYPING = 'input,textarea,select,[contenteditable]:not([contenteditable=false])';

/**
 * The header's search as the lock list's path carries it: a button that looks like a field, and the shortcuts
 * (Ctrl+K / ⌘K anywhere, / where no field has focus; off when the manager turned them off in the account menu). The
 * dialog, its presenter and the matching load on first use (ui/search/SearchDialog); a hover or focus fetches them.
 */
/** The header's open(), for the phone drawer's button (the header's own is hidden on a phone: below). */
let openSearch: (() => void) | null = null;

/**
 * The search's button in the phone's drawer: on a phone the header has no room for it beside the organization's
 * name, and the drawer is where a phone's manager goes to move around. It opens the header's dialog and closes the
 * drawer (onOpen).
 */
export function DrawerSearchButton({ onOpen }: { readonly onOpen: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      w="full"
      justifyContent="start"
      aria-label="探す"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen();
        openSearch?.();
      }}
    >
      <SearchIcon />
      探す
    </Button>
  );
}

export function HeaderSearch({ managerId, load }: { readonly managerId: ManagerId; readonly load: LoadSearchDialog }) {
  const container = useLazyContainer();
  const [open, setOpen] = useState(false);
  openSearch = () => setOpen(true);
  // the dialog's recipes first (Chakra keeps the styles a component had on its first render): on the lock list, the
  // recipes beyond its own are not loaded yet (../shared/laterStyles.ts)
  const [SearchDialog] = useState(() => lazy(() => Promise.all([load(), laterStyles()]).then(([module]) => module)));
  const prefetch = () => void load().catch(() => undefined);
  const shortcuts = () => container.current?.get(LoadSearchShortcuts).execute(managerId) === true;
  useWindowEvent('keydown', (e) => {
    if (open || e.defaultPrevented || e.altKey || e.shiftKey || !shortcuts()) return;
    const typing = e.target instanceof Element && e.target.closest(TYPING) !== null;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') e.preventDefault();
    else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !typing) e.preventDefault();
    else return;
    setOpen(true);
  });
  return (
    <>
      <button
        type="button"
        className={useSearchClasses().button}
        // not 「検索」: every list has a 検索 button of its own, and a second one of that name in the header would make
        // 「検索」 name two buttons on every list screen
        aria-label="探す"
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcuts() ? 'Control+K Meta+K /' : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <SearchIcon />
        探す
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog shortcuts={shortcuts()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
