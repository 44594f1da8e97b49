/**
 * How long a toast stays (account-billing-signup §9): main app 5000 ms by default, the client shell's 3000 ms. Its own
 * file so the lazy toaster and notify share it without a cycle.
 */
export const TOAST_DURATION_MS = 5000;
export const SHELL_TOAST_DURATION_MS = 3000;
