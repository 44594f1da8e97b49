/**
 * The console's toasts. The toaster (Chakra/Ark's toast machinery) is loaded on the first
 * toast, not with /login: most visits never show one. Main app: top centre, 5000 ms.
 */
export const TOAST_DURATION_MS = 5000;

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

const notify = (type: ToastKind, description: string, id?: string): void => {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  // client-wide toasts carry a fixed id so the same failure never stacks twice
  void loadToaster().then(({ toaster }) => {
    if (id && toaster.isVisible(id)) toaster.update(id, { description, type, duration: TOAST_DURATION_MS });
    else toaster.create({ description, type, duration: TOAST_DURATION_MS, ...(id ? { id } : {}) });
  });
};

export const notifySuccess = (message: string, id?: string): void => notify('success', message, id);
export const notifyError = (message: string, id?: string): void => notify('error', message, id);
export const notifyInfo = (message: string, id?: string): void => notify('info', message, id);
