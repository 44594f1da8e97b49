/** How long a toast stays (main app: 5000 ms); its own file so the lazy toaster and notify share it without a cycle. */
export const TOAST_DURATION_MS = 5000;
