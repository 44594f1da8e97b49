import { createToaster } from '@chakra-ui/react';
import { SHELL_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toastDuration';

/**
 * The main app's toasts (a screen's 保存しました。, 削除に失敗しました。): 5000 ms by default (account-billing-signup §9).
 * Top right from 48em, so they never cover the shell's toast at the top centre; across the top below.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  max: 3,
  pauseOnPageIdle: true,
});

/**
 * The client shell's toasts (the client-wide 401 and network failures, the login guard's refresh failures):
 * 3000 ms, one at a time (the next waits its turn), top centre, no icon, no close button, no progress bar
 * (account-billing-signup §9).
 */
export const shellToaster = createToaster({
  placement: 'top',
  duration: SHELL_TOAST_DURATION_MS,
  max: 1,
  pauseOnPageIdle: true,
});
