import { lazy, Suspense, useState, type ComponentType } from 'react';
import { laterStyles } from './laterStyles';

/**
 * A dialog whose code (and Chakra's dialog machinery: focus trap, dismissal, scroll lock, about 15 KB
 * gzip) loads when it first opens, not with the screen: no screen needs it for its first paint (the way
 * from ログイン to the lock list above all). Closed and never opened, it renders nothing; once opened it
 * stays mounted, so it closes with its animation. `useOpen` reads the dialog's open state from its props
 * (a hook: it runs on every render).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  useOpen: (props: P) => boolean,
): ComponentType<P> {
  // its recipes first (./laterStyles.ts): Chakra keeps the styles a component had on its first render
  const Dialog = lazy(async () => ({ default: (await Promise.all([load(), laterStyles()]))[0] }));
  function LazyDialog(props: P) {
    const open = useOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
