import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';

export const PASSWORD = 'Passw0rd';
export const MANAGER = 'manager@example.jp';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Guards {
  /** Content-Security-Policy violations and uncaught page errors: any one fails the test. */
  readonly guards: { violations: string[]; pageErrors: string[] };
  /**
   * `test.use({ signedInAs: MANAGER })`: the test's browser starts signed in (the auth record and the demo
   * world holding that session, as the login form left them), so tests that are not about signing in skip
   * the form and the world's seeding. Tests of the login itself keep `login()`.
   */
  readonly signedInAs: string | null;
  /**
   * The demo world's delay per call in this test's pages, in ms: none by default (the product's demo waits 80 ms
   * a call, which the tests only waited out). A test of a wait's progress (a spinner, a button busy while its
   * call runs, a double click that sends one request) opts in: `test.use({ latencyMs: 80 })`.
   * E2E_LATENCY_MS changes the default for a run (80: as the demo, for a before/after measurement).
   */
  readonly latencyMs: number;
}

interface Sessions {
  /**
   * One sign-in through the login form per account and run (shared by the run's workers); its browser storage, to start
   * tests from.
   */
  readonly sessionOf: (email: string) => Promise<StorageState>;
  /**
   * The demo world as a first visit leaves it (seeded, nobody signed in), made once per run: a test
   * that does not say otherwise starts from it, so the world is not seeded (and faker not loaded) again
   * in every fresh browser storage. `test.use({ storageState: EMPTY_STORAGE })` starts from nothing.
   */
  readonly seededWorld: StorageState;
}

/** A browser storage with nothing in it: the app's very first start (the world seeds itself). */
export const EMPTY_STORAGE: StorageState = { cookies: [], origins: [] };

/**
 * The test browser's one setting for motion: every CSS animation and transition takes no time (a stylesheet
 * of the test context, added before the app's own; the product is unchanged). Dialogs, drawers, menus and
 * toasts still mount, open and close through the same states and events (a zero-length animation still ends
 * with animationend), but a click no longer waits for a dialog to stop moving, and axe no longer reads a
 * colour mid-fade. `prefers-reduced-motion` would not do it: the console's Chakra recipes do not read it.
 */
export async function withoutMotion(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const css =
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; scroll-behavior: auto !important; }';
    const add = () => {
      const style = document.createElement('style');
      style.dataset.e2e = 'without-motion';
      style.textContent = css;
      (document.head ?? document.documentElement).append(style);
    };
    if (document.documentElement) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  });
}

/** The demo world's delay per call in every page of the context, from its next page load (see `latencyMs`). */
export async function withLatency(context: BrowserContext, ms: number): Promise<void> {
  await context.addInitScript((delay) => {
    Object.assign(window, { __demoLatencyMs: delay });
  }, ms);
}

/** The default of `latencyMs`: none, unless the run says otherwise. */
export const DEFAULT_LATENCY_MS = Number(process.env.E2E_LATENCY_MS ?? 0);

/**
 * Signs in through the form in a context of its own and keeps what the browser stored; no e-mail: only loads /login
 * until the world is ready.
 */
async function signInOnce(browser: Browser, baseURL: string | undefined, email: string | null): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await withLatency(context, DEFAULT_LATENCY_MS);
  try {
    const page = await context.newPage();
    await page.goto('/login');
    if (email === null) {
      await page.waitForFunction(
        () => (window as unknown as { __demo?: { world: { isReady: boolean } } }).__demo?.world.isReady === true,
        undefined,
        { timeout: 30_000 },
      );
      return await context.storageState();
    }
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // the shell's first calls are done (the world has written what signing in writes); no organization: /empty
    const landed = page
      .locator('main[data-plan="ready"]')
      .or(page.getByRole('heading', { name: '所属している組織がありません' }));
    await expect(landed.first()).toBeVisible({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Made once per run, whichever worker first needs it: the others wait for its file. The run's folder is
 * made by globalSetup (E2E_SESSIONS_DIR); without it (a run that skipped globalSetup) each worker makes its own.
 */
async function oncePerRun(key: string, make: () => Promise<StorageState>): Promise<StorageState> {
  const dir = process.env.E2E_SESSIONS_DIR;
  if (!dir) return make();
  const file = join(dir, `${key}.json`);
  const lock = join(dir, `${key}.lock`);
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // another worker is making it
    }
    if (mine) {
      try {
        const state = await make();
        writeFileSync(`${file}.tmp`, JSON.stringify(state));
        renameSync(`${file}.tmp`, file);
        return state;
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${key} storage after 90 s`);
}

export const test = base.extend<Guards, Sessions>({
  sessionOf: [
    async ({ browser }, use, workerInfo) => {
      const sessions = new Map<string, Promise<StorageState>>();
      const baseURL = workerInfo.project.use.baseURL;
      await use((email) => {
        const known = sessions.get(email);
        if (known) return known;
        const made = oncePerRun(`${workerInfo.project.name}-${email}`, () => signInOnce(browser, baseURL, email));
        sessions.set(email, made);
        return made;
      });
    },
    { scope: 'worker' },
  ],
  seededWorld: [
    async ({ browser }, use, workerInfo) => {
      await use(
        await oncePerRun(`${workerInfo.project.name}-world`, () =>
          signInOnce(browser, workerInfo.project.use.baseURL, null),
        ),
      );
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  signedInAs: [null, { option: true }],
  latencyMs: [DEFAULT_LATENCY_MS, { option: true }],
  // a sign-in made here (the run's first test of an account) is set-up with a budget of its own, not
  // charged to the test that happens to need it first
  storageState: [
    async ({ signedInAs, storageState, sessionOf, seededWorld }, use) => {
      if (signedInAs !== null) await use(await sessionOf(signedInAs));
      else await use(storageState ?? seededWorld);
    },
    { scope: 'test', timeout: 90_000 },
  ],
  guards: [
    async ({ page, latencyMs }, use, testInfo) => {
      // boots of the app in this test (main-frame document loads), for the profile (E2E_JSON's report)
      let boots = 0;
      const countBoot = (request: Request) => {
        if (
          request.isNavigationRequest() &&
          request.resourceType() === 'document' &&
          request.frame().parentFrame() === null
        )
          boots += 1;
      };
      page.context().on('request', countBoot);
      const violations: string[] = [];
      const pageErrors: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
            `${e.violatedDirective} ${e.blockedURI}`,
          );
        });
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // a context reused between tests has its init scripts cleared: added again for every test's pages
      await withoutMotion(page.context());
      await withLatency(page.context(), latencyMs);
      // the console asks before a reload or a closed tab with unsaved input (beforeunload); a test that navigates
      // on has chosen to leave. Every other dialog is dismissed, as Playwright does without a listener.
      page.on(
        'dialog',
        (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined),
      );
      await use({ violations, pageErrors });
      page.context().off('request', countBoot);
      testInfo.annotations.push({ type: 'boots', description: String(boots) });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login page as a manager would. */
export async function login(page: Page, email = 'manager@example.jp', path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/**
 * A context's first page load is a cold start (no cache, nothing compiled): on a loaded 2-core machine it
 * takes longer than one expect timeout. Signing in through the form used to absorb it (fill waits within the
 * test's timeout); a signed-in test opens its page here and gets the same budget, once.
 */
const BOOT_MS = 20_000;

/**
 * Opens a console page in a test that started signed in (`test.use({ signedInAs })`): no login form.
 * Without a path it is the home the login lands on, waited until the shell has loaded the plan functions.
 */
export async function openConsole(page: Page, path = '/home'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main[data-plan="ready"]')).toBeVisible({ timeout: BOOT_MS });
}

/** Opens a page in a signed-in test and waits until the app has drawn its frame (a main region or a heading). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main, h1').first().waitFor({ state: 'visible', timeout: BOOT_MS });
}

/**
 * Waits until the console shell has loaded the plan functions (its first calls are done). Right after the
 * login form this is the console's first start in the page (its screens, Chakra, the first calls): the
 * same budget as any first start, BOOT_MS. With the world already seeded the form no longer absorbs that
 * time, and under a load of 30 on the 2 cores it took longer than the 7 s of one expect (2 of 211 tests).
 */
export async function consoleReady(page: Page): Promise<void> {
  await expect(page.locator('main[data-plan="ready"]')).toBeVisible({ timeout: BOOT_MS });
}

/** The demo world's dev handle (memory and mock-http builds only). */
export async function world<T>(page: Page, action: string): Promise<T> {
  // after a full page load the handle appears once main.ts has built the world, which may still be seeding
  await page.waitForFunction(
    () => (window as unknown as { __demo?: { world: { isReady: boolean } } }).__demo?.world.isReady === true,
  );
  return page.evaluate(`(async () => { const { world, devTools } = window.__demo; ${action} })()`) as Promise<T>;
}

/** Toast text, wherever the toaster renders it. */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Picks a time in the console's one 24-hour time field (hour and 5-minute selects). */
export async function chooseTime(page: Page, label: string, time: string): Promise<void> {
  const [hour = '', minute = ''] = time.split(':');
  await page.getByRole('combobox', { name: `${label}（時）` }).selectOption(hour);
  await page.getByRole('combobox', { name: `${label}（分）` }).selectOption(minute);
}

/**
 * Chooses an item of an open menu as a hand does: the pointer rests on it (the menu highlights it) before
 * the click. A click straight from elsewhere sometimes reached the menu before its highlight, and the menu
 * (Ark UI) selects the highlighted item: nothing happened and the menu stayed open.
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await item.hover();
  await expect(item).toHaveAttribute('data-highlighted', '');
  await item.click();
}

/**
 * Waits until running animations have ended (toasts and dialogs fade in; axe and contrast checks read
 * mid-fade colours as low contrast). Endless ones (skeleton pulses) are not waited for.
 */
export async function animationsEnded(page: Page, timeout = 7_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout },
  );
}
