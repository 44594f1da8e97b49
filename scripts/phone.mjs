// Lighthouse's mobile figures, for the benchmarks that drive Chromium themselves (bench-phone, bench-large,
// bench-access STUB=1): its mobileSlow4G throttling (150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU 4x) and its
// Moto G screen (412x823 at 1.75).

/** The network, applied with the DevTools protocol's Network.emulateNetworkConditions; `latency`: its round trip. */
export const mobileNetwork = (latency = 150) => ({
  offline: false,
  latency,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});

/** The CPU slowdown (Emulation.setCPUThrottlingRate). */
export const MOBILE_CPU_RATE = 4;

/** The phone: Playwright's context options. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
};
