import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoadSearchShortcuts } from '../../application/search/LoadSearchShortcuts';
import type { ManagerId } from '../../domain/shared/ids';
import { useLazyContainer } from '../shared/di';
import { useWindowEvent } from '../shared/domHooks';
import { SearchIcon } from '../shared/icons';

/** The search dialog's module, handed to the frame by main.ts (the frame imports no feature's folder). */
export type LoadSearchDialog = () => Promise<{
  default: ComponentType<{ readonly onClose: () => void; readonly shortcuts: boolean }>;
}>;

/** Where a / is typed text, not the shortcut. */
const TYPING = 'input,textarea,select,[contenteditable]:not([contenteditable=false])';

/**
 * The header's search as the lock list's path carries it: a button that looks like a field, and the shortcuts
 * (Ctrl+K / ⌘K anywhere, / where no field has focus; off when the manager turned them off in the account menu). The
 * dialog, its presenter and the matching load on first use (ui/search/SearchDialog); a hover or focus fetches them.
 */
export function HeaderSearch({ managerId, load }: { readonly managerId: ManagerId; readonly load: LoadSearchDialog }) {
  const container = useLazyContainer();
  const [open, setOpen] = useState(false);
  const [SearchDialog] = useState(() => lazy(load));
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
      <Button
        variant="outline"
        size="sm"
        color="white"
        borderColor="whiteAlpha.600"
        bg="whiteAlpha.200"
        _hover={{ bg: 'teal.700' }}
        justifyContent="start"
        w={{ md: '48' }}
        flexShrink={0}
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcuts() ? 'Control+K Meta+K /' : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <SearchIcon />
        検索
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog shortcuts={shortcuts()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
