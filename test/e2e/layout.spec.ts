import type { Browser, Page } from '@playwright/test';
import { ROUTES, type RouteEntry } from '../../src/ui/shell/routeTable';
import { axeViolations } from './axe';
import { DESKTOP, PHONE } from './layoutChecks';
import {
  animationsEnded,
  DEFAULT_LATENCY_MS,
  expect,
  MANAGER,
  test,
  withLatency,
  withoutMotion,
  world,
  type StorageState,
} from './fixtures';

/**
 * Every route of the route table, at phone and desktop width: the document is never wider than
 * the viewport at 390 px, and axe finds nothing serious or critical at either width.
 * One page per part of the routes, walked through the router. Routes with parameters get real ids from
 * the demo world. Screens other helpers are still building are checked as they are.
 */

interface Ids {
  lockId: number;
  keypadId: number;
  groupId: number;
  guestId: number;
  statementId: number | string;
}

const pathFor = (route: RouteEntry, ids: Ids): string => {
  const params: Record<string, string | number> = {
    token: 'demo-token',
    code: 'ABC123',
    payment: 'card',
    guest_id: ids.guestId,
    manager_id: 1,
    id:
      route.name.startsWith('locks') || route.name.startsWith('pins') || route.name.startsWith('cards-')
        ? ids.lockId
        : route.name === 'groups-detail'
          ? ids.groupId
          : route.name === 'account-billing-invoice'
            ? ids.statementId
            : route.name === 'accept-manager-invitation'
              ? 'c0ffee01-new-manager'
              : 1,
    keypad_id: ids.keypadId,
    keypad_name: 'outside',
  };
  return route.path.replace(/:([a-z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? 1)));
};

const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  readonly route: string;
  readonly width: number;
  readonly scrollWidth: number;
  readonly axe: ReadonlyArray<string>;
}

/**
 * Screens that keep working after they have drawn, and what shows they have drawn: 扉の状態 reads every door
 * (3 s polls; the demo's rooftop door never answers, 33 s), so its spinners stay; its rows are checked while
 * the reading runs, and its read state at both widths by doorStates.spec.ts.
 */
const DRAWN_WHILE_WORKING: Readonly<Record<string, string>> = { 'door-states': '[data-testid="door-row"]' };

/** Waits until the screen has drawn: a heading, and no loading spinner. */
async function settle(page: Page, route: string): Promise<void> {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => undefined);
  const drawn = DRAWN_WHILE_WORKING[route];
  if (drawn !== undefined) {
    await page.locator(drawn).first().waitFor({ state: 'visible', timeout: 15_000 });
    await animationsEnded(page, 5_000).catch(() => undefined);
    return;
  }
  await expect(page.locator('[role=status] .chakra-spinner, .chakra-spinner'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  // toasts and dialogs finish their entry animation (axe reads mid-fade colours as low contrast): waited for
  // as it happens, not a fixed pause per route; endless ones (skeleton pulses) are not waited for
  await animationsEnded(page, 5_000).catch(() => undefined);
}

const LEAVING = 'layout-spec: leaving';

/**
 * Opens a route as a link in the app would (the dev handle's router), or by loading it when the app is not
 * running yet. The wait is for the shell's commit of the new location: the root layout sets the document's title
 * in an effect of every location change (ui/shell/RootLayout.tsx), so the title is cleared before the navigation
 * and the new page has drawn once it is set again. A heading is no sign: two routes of one screen (/home and
 * /locks/) keep the same heading element, and waiting for a new one cost 3 s each. A navigation that ends on the
 * path it started from (a redirect back to it) has nothing new to draw.
 */
async function open(page: Page, path: string): Promise<void> {
  const running = await page
    .evaluate(() => typeof (window as unknown as { __demo?: { navigate?: unknown } }).__demo?.navigate === 'function')
    .catch(() => false);
  if (!running) {
    await page.goto(path);
    return;
  }
  const moved = await page.evaluate(
    async ({ to, leaving }) => {
      const from = window.location.pathname;
      document.title = leaving;
      await (window as unknown as { __demo: { navigate: (to: string) => Promise<void> } }).__demo.navigate(to);
      return window.location.pathname !== from;
    },
    { to: path, leaving: LEAVING },
  );
  if (moved) await page.waitForFunction((leaving) => document.title !== leaving, LEAVING, { timeout: 15_000 });
}

/** What the page shows now: its width and axe's serious or critical findings. */
async function look(page: Page, route: RouteEntry, width: number): Promise<Finding> {
  const scrollWidth = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
  );
  const axe = (await axeViolations(page))
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  return { route: route.name, width, scrollWidth, axe };
}

/** The page at another width, once it has drawn again (the console's tables switch to cards on a resize). */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await animationsEnded(page, 5_000).catch(() => undefined);
}

/**
 * A route at both widths: opened at phone width, as on a phone, looked at, then the same page widened to desktop
 * width and looked at again (one opening instead of two: the page follows the resize as a window's would), and
 * narrowed back for the next route.
 */
async function check(page: Page, route: RouteEntry, path: string): Promise<Finding[]> {
  const started = Date.now();
  await open(page, path);
  await settle(page, route.name);
  const settled = Date.now();
  const phone = await look(page, route, PHONE);
  await resize(page, DESKTOP);
  const desktop = await look(page, route, DESKTOP);
  await resize(page, PHONE);
  if (process.env.LAYOUT_TIMING)
    console.log(`[layout] ${route.name} settle ${settled - started}ms looks ${Date.now() - settled}ms`);
  return [phone, desktop];
}

/** A context at phone width, starting with the account's session (one sign-in per worker, fixtures). */
async function signedIn(
  browser: Browser,
  sessionOf: (email: string) => Promise<StorageState>,
  email = MANAGER,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: PHONE, height: 800 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    baseURL: test.info().project.use.baseURL,
    storageState: await sessionOf(email),
  });
  await withoutMotion(context);
  await withLatency(context, DEFAULT_LATENCY_MS);
  const page = await context.newPage();
  await page.goto('/home');
  return page;
}

async function idsOf(page: Page): Promise<Ids> {
  return world<Ids>(
    page,
    `return world.read((s) => {
    const lock = s.locks.find((l) => l.organizationId === 1 && l.keypads.length > 0);
    const statement = (s.statements ?? []).find((x) => x.organizationId === 1) ?? { id: 5003 };
    return { lockId: lock.id, keypadId: lock.keypads[0].id, groupId: 3, guestId: 1, statementId: statement.id };
  });`,
  );
}

const report = (findings: ReadonlyArray<Finding>): void => {
  const phone = findings.filter((f) => f.width === PHONE);
  const widest = phone.reduce(
    (a, f) => (f.scrollWidth > a.scrollWidth ? f : a),
    phone[0] ?? { route: '-', scrollWidth: 0 },
  );
  console.log(
    `[layout] widest at ${PHONE}px: ${widest.scrollWidth}px (${widest.route}); axe serious/critical per route and width: ${findings.map((f) => `${f.route}@${f.width}=${f.axe.length}`).join(' ')}`,
  );
};

/** Sideways scroll at phone width, and axe at both widths: each finding as "route width: what". */
const expectClean = (findings: ReadonlyArray<Finding>): void => {
  expect(
    findings.filter((f) => f.width === PHONE && f.scrollWidth > PHONE).map((f) => `${f.route} ${f.scrollWidth}px`),
  ).toEqual([]);
  expect(findings.filter((f) => f.axe.length > 0).map((f) => `${f.route} ${f.width}px: ${f.axe.join('; ')}`)).toEqual(
    [],
  );
};

const consoleRoutes = ROUTES.filter((r: RouteEntry) => !r.withoutLogin && !r.withoutOrganization);
// parts of about six routes (each within one test's default limit), so the two workers share the console routes evenly
// with the other specs
// (two long halves kept one worker busy minutes after the other had finished); every route is in one part
const PART = 6;
const consoleParts = Array.from(
  { length: Math.ceil(consoleRoutes.length / PART) },
  (_, i) => [`part ${i + 1}`, consoleRoutes.slice(i * PART, (i + 1) * PART)] as const,
);
// logout ends the session: visited last
const publicRoutes = [
  ...ROUTES.filter((r: RouteEntry) => r.withoutLogin === true && r.name !== 'logout'),
  ...ROUTES.filter((r) => r.name === 'logout'),
];

test.describe('every route at phone and desktop width', () => {
  // each part is one page of the test's own browser (the fixtures' page: the run's stored session or world,
  // the content-security and page-error guards) walking its routes through the app's router, each at both widths
  test.describe(() => {
    test.use({ signedInAs: MANAGER, viewport: { width: PHONE, height: 800 } });
    for (const [part, routes] of consoleParts) {
      test(`console routes (${part}) at ${PHONE} and ${DESKTOP}px: no sideways scroll, axe clean`, async ({ page }) => {
        // the screens that read a whole organization (要対応, out-of-hours, passes, 退職処理) take longer each
        test.setTimeout(90_000);
        await page.goto('/home');
        const ids = await idsOf(page);
        const findings: Finding[] = [];
        for (const route of routes) findings.push(...(await check(page, route, pathFor(route, ids))));
        report(findings);
        expectClean(findings);
      });
    }
  });

  // the public routes in parts like the console's, signed out (the run's seeded world); the empty
  // organization's routes with the last part, in a context of nobody@example.jp
  const publicParts = Array.from({ length: Math.ceil(publicRoutes.length / PART) }, (_, i) =>
    publicRoutes.slice(i * PART, (i + 1) * PART),
  );
  test.describe(() => {
    test.use({ viewport: { width: PHONE, height: 800 } });
    for (const [index, routes] of publicParts.entries()) {
      const last = index === publicParts.length - 1;
      test(`public routes (part ${index + 1})${last ? ' and the empty organization' : ''} at ${PHONE} and ${DESKTOP}px: no sideways scroll, axe clean`, async ({
        page,
        browser,
        sessionOf,
      }) => {
        const ids: Ids = { lockId: 1, keypadId: 1, groupId: 3, guestId: 1, statementId: 5003 };
        const findings: Finding[] = [];
        for (const route of routes) findings.push(...(await check(page, route, pathFor(route, ids))));
        if (last) {
          const nobody = await signedIn(browser, sessionOf, 'nobody@example.jp');
          const empty = ROUTES.filter((r: RouteEntry) => r.withoutOrganization === true);
          for (const route of empty) findings.push(...(await check(nobody, route, route.path)));
          await nobody.context().close();
        }
        report(findings);
        expectClean(findings);
      });
    }
  });
});
