import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs the page clock on, 3 s (one poll) at a time, until `target` shows `text`: the pool's jobs start as earlier
 * ones end, each polling every 3 s, so the test runs time rather than waiting it. In memory mode one step runs every
 * timer the app sets meanwhile too; over HTTP (a service worker answers) each step runs one round of polls.
 */
export const runUntil = (page: Page, target: Locator, text: string, timeout = 20_000) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(3000);
        return (await target.textContent()) ?? '';
      },
      { intervals: [50], timeout },
    )
    .toBe(text);

/** Runs the page clock on, one poll at a time, until `target` is visible (the reading before a confirmation). */
export const runUntilVisible = (page: Page, target: Locator, timeout = 20_000) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(3000);
        return target.isVisible();
      },
      { intervals: [50], timeout },
    )
    .toBe(true);
