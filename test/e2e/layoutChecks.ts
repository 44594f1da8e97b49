import type { Page } from '@playwright/test';
import { axeViolations, seriousOf } from './axe';
import { world } from './fixtures';

/**
 * axe findings of impact serious or critical, as "rule: targets". `withoutToasts` leaves the shell's
 * toasts out: axe measures their colour while they fade, which is the toaster's matter, not the screen's.
 */
export const seriousViolations = async (
  page: Page,
  options: { readonly withoutToasts?: boolean } = {},
): Promise<string[]> => {
  return seriousOf(await axeViolations(page, options.withoutToasts ? { exclude: ['[id^="toast"]'] } : {}));
};

/** How far the page scrolls sideways (0 when it fits the viewport). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export const PHONE = 390;
export const DESKTOP = 1280;

/**
 * A page at both widths, opened once: at phone width, as on a phone, then widened to desktop width (the console
 * follows a resize as a window's would: its tables switch between cards and rows). `look` runs at each width; the
 * page ends at phone width again.
 */
export async function atBothWidths(
  page: Page,
  open: () => Promise<unknown>,
  look: (width: number) => Promise<void>,
): Promise<void> {
  await page.setViewportSize({ width: PHONE, height: 800 });
  await open();
  for (const width of [PHONE, DESKTOP]) {
    await page.setViewportSize({ width, height: 800 });
    await look(width);
  }
  await page.setViewportSize({ width: PHONE, height: 800 });
}

/** Makes organization 2 current through the header's switcher. */
export async function switchToOrganization2(page: Page): Promise<void> {
  await page.getByLabel('組織の切り替え').selectOption({ label: 'デモ不動産合同会社' });
  await page.waitForFunction(
    () =>
      (JSON.parse(localStorage.getItem('qrio-console.auth') ?? '{}') as { currentOrganization?: { id: number } })
        .currentOrganization?.id === 2,
  );
}

/**
 * Runs `action` while the demo world (memory mode) holds every answer, as a slow server would: what a
 * screen shows while it loads stays on screen for the checks. The answers go through afterwards.
 */
export async function withAnswersHeld(page: Page, action: () => Promise<void>): Promise<void> {
  await world(
    page,
    'world.faults.stalled = new Promise((release) => { window.__releaseAnswers = release; }); return true;',
  );
  try {
    await action();
  } finally {
    await page.evaluate('window.__demo.world.faults.stalled = null; window.__releaseAnswers();');
  }
}
