/**
 * The console's toasts. The toaster (Chakra/Ark's toast machinery) is loaded on the first
 * toast, not with /login: most visits never show one. Main app: top centre, 5000 ms.
 */
import { TOAST_DURATION_MS } from './toastDuration';

export { TOAST_DURATION_MS };

export type ToastKind = 'success' | 'error' | 'info';

type Listener = () => void;
let requested = false;
const listeners = new Set<Listener>();
let toasterModule: Promise<typeof import('./toaster')> | null = null;

/** Whether the shell must mount the toaster (true from the first toast on). */
export const toasterDemand = {
  get: (): boolean => requested,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const loadToaster = () => (toasterModule ??= import('./toaster'));

const shownAt = new Map<string, number>();

/** A toast's identity is its text: the same message never stacks twice, whoever raises it. */
const notify = (type: ToastKind, description: string): void => {
  const id = `${type}:${description}`;
  const now = Date.now();
  const last = shownAt.get(id);
  // decided here, synchronously: the toaster may still be loading when the second call comes
  if (last !== undefined && now - last < TOAST_DURATION_MS) return;
  shownAt.set(id, now);
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void loadToaster().then(({ toaster }) => {
    toaster.create({ id, description, type, duration: TOAST_DURATION_MS });
  });
};

export const notifySuccess = (message: string): void => notify('success', message);
export const notifyError = (message: string): void => notify('error', message);
export const notifyInfo = (message: string): void => notify('info', message);
