/**
 * The console's toasts. The toaster (Chakra/Ark's toast machinery) is loaded on the first
 * toast, not with /login: most visits never show one. Two kinds (account-billing-signup §9): the main app's,
 * 5000 ms; the client shell's (client-wide failures, the login guard), 3000 ms, one at a time, top centre, bare.
 */
import { SHELL_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toastDuration';

export { TOAST_DURATION_MS };

export type ToastKind = 'success' | 'error' | 'info';

type Listener = () => void;
let requested = false;
const listeners = new Set<Listener>();
let toasterModule: Promise<typeof import('./toasters')> | null = null;

/** Whether the shell must mount the toaster (true from the first toast on). */
export const toasterDemand = {
  get: (): boolean => requested,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const loadToaster = () => (toasterModule ??= import('./toasters'));

const shownAt = new Map<string, number>();

/** A toast's identity is its text: the same message never stacks twice, whoever raises it. */
const notify = (type: ToastKind, description: string, from: 'main' | 'shell' = 'main'): void => {
  const id = `${type}:${description}`;
  const now = Date.now();
  const last = shownAt.get(id);
  const duration = from === 'shell' ? SHELL_TOAST_DURATION_MS : TOAST_DURATION_MS;
  // decided here, synchronously: the toaster may still be loading when the second call comes
  if (last !== undefined && now - last < duration) return;
  shownAt.set(id, now);
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void loadToaster().then(({ toaster, shellToaster }) => {
    (from === 'shell' ? shellToaster : toaster).create({ id, description, type, duration });
  });
};

export const notifySuccess = (message: string): void => notify('success', message);
export const notifyError = (message: string): void => notify('error', message);
/** A client shell toast (account-billing-signup §9): the client-wide 401 and network failures, the login guard's. */
export const notifyShellError = (message: string): void => notify('error', message, 'shell');
export const notifyInfo = (message: string): void => notify('info', message);
