import type { Page } from '@playwright/test';

/**
 * Lets a test hold this tab's storage events, as a busy tab gets them late: a listener registered before
 * the console's own (an init script, so it runs first) stops them while held. `release` delivers them, in order.
 */
export async function holdableStorageEvents(page: Page) {
  await page.addInitScript(() => {
    const state = { holding: false, held: [] as StorageEvent[] };
    window.addEventListener('storage', (event) => {
      if (!state.holding || !event.isTrusted) return;
      state.held.push(
        new StorageEvent('storage', {
          key: event.key,
          oldValue: event.oldValue,
          newValue: event.newValue,
          storageArea: event.storageArea,
          url: event.url,
        }),
      );
      event.stopImmediatePropagation();
    });
    Object.assign(window, {
      __storageEvents: {
        hold: () => {
          state.holding = true;
        },
        release: () => {
          state.holding = false;
          state.held.splice(0).forEach((e) => window.dispatchEvent(e));
        },
      },
    });
  });
  type Control = { __storageEvents: { hold: () => void; release: () => void } };
  return {
    hold: () => page.evaluate(() => (window as unknown as Control).__storageEvents.hold()),
    release: () => page.evaluate(() => (window as unknown as Control).__storageEvents.release()),
  };
}
