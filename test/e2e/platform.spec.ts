import type { Page } from '@playwright/test';
import {
  animationsEnded,
  consoleReady,
  EMPTY_STORAGE,
  expect,
  login,
  MANAGER,
  openConsole,
  openPage,
  test,
  world,
  chooseMenuItem,
} from './fixtures';
import { axeViolations, seriousOf } from './axe';
import { CONDITIONS } from '../../src/ui/shared/groupedRules';

/**
 * The document loads of a reload (/?t=…), counted by their requests: a same-document history entry the router makes on
 * the new page (framenavigated fires for those too) is not a second reload.
 */
const reloadsOf = (page: Page, reloads: string[]): void => {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url().includes('?t='))
      reloads.push(request.url());
  });
};

const seriousViolations = async (page: Page) => seriousOf(await axeViolations(page));

test.describe('accessibility (axe: no serious or critical violation)', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByTestId('news-banner')).toBeVisible();
    // the news arrives after the page is drawn: it comes after the form, so its arrival moves no field nor the button
    await expect(page.locator('form ~ [data-testid=news-banner]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe(() => {
    test.use({ signedInAs: 'nobody@example.jp' });

    test('empty organization', async ({ page }) => {
      await openPage(page, '/home');
      await expect(page.getByRole('heading', { name: '所属している組織がありません' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('not found', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('home shell, desktop and phone', async ({ page }) => {
      await openConsole(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: '鍵グループ' })).toBeVisible();
      // the drawer slides and fades in: axe reads mid-fade text as low contrast (a CI run saw color-contrast on its
      // links)
      await animationsEnded(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

test.describe('shell', () => {
  test('every page title ends with the product name', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page).toHaveTitle('ページが見つかりません | スマートロック管理コンソール');
    await page.goto('/login');
    await expect(page).toHaveTitle('ログイン | スマートロック管理コンソール');
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('the phone drawer lists every section and the help link', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await openConsole(page);
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      const drawer = page.getByRole('dialog');
      for (const name of ['ロック一覧', '鍵グループ', '利用者', '管理者', '招待中の管理者', 'カード', '通知設定']) {
        await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(drawer.getByRole('link', { name: /ヘルプ/ })).toHaveAttribute('target', '_blank');
      await drawer.getByRole('link', { name: '利用者', exact: true }).click();
      await expect(page).toHaveURL(/\/guests$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    // the drawer is modal without Zag's modal mode (ConsoleMenus.tsx, usePageHeldBehind): what that mode gave is kept
    test('the phone drawer holds the page behind it: no scroll, hidden, focus kept inside, a tap outside closes', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 500 });
      await openConsole(page);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const scrolled = await page.evaluate(() => window.scrollY);
      const opener = page.getByRole('button', { name: 'メニューを開く' });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'メニュー' });
      await expect(drawer).toHaveAttribute('aria-modal', 'true');
      // the page behind is out of the accessibility tree: its button is no longer found
      await expect(opener).toHaveCount(0);
      await page.mouse.wheel(0, 300);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

      await page.getByRole('button', { name: 'メニューを開く' }).click();
      await expect(drawer).toBeVisible();
      await animationsEnded(page);
      // right of the drawer's panel: the backdrop
      await page.mouse.click(375, 450);
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(/\/home$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('the account menu offers payment history only to card-type organizations', async ({ page }) => {
      await openConsole(page);
      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      await expect(page.getByRole('menuitem', { name: 'お支払い履歴' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: '契約情報' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'アカウント情報' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByLabel('組織の切り替え').selectOption({ label: 'デモ不動産合同会社' });
      await consoleReady(page);
      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      await expect(page.getByRole('menuitem', { name: '契約情報' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'お支払い履歴' })).toHaveCount(0);
    });
  });

  test.describe(() => {
    // the app's very first start: nothing stored, the world seeds itself while the login form shows
    test.use({ storageState: EMPTY_STORAGE });

    test('the demo world keeps its state across a reload and can be reset', async ({ page }) => {
      await login(page);
      await consoleReady(page);
      await world(page, "devTools.update({ deviceSpeed: 'slow' });");
      await page.reload();
      await consoleReady(page);
      expect(await world<string>(page, 'return devTools.settings().deviceSpeed;')).toBe('slow');
      await page.getByRole('button', { name: '開発メニュー' }).click();
      await chooseMenuItem(page, 'デモデータを初期化');
      await expect(page).toHaveURL(/\/login/);
      expect(await world<string>(page, 'return devTools.settings().deviceSpeed;')).toBe('normal');
    });
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('the dev menu toggles flip the setting as it is now, both ways', async ({ page }) => {
      await openConsole(page);
      await page.getByRole('button', { name: '開発メニュー' }).click();
      await chooseMenuItem(page, '通信: 正常 → 遮断する');
      expect(await world<boolean>(page, 'return devTools.settings().networkUp;')).toBe(false);
      await page.getByRole('button', { name: '開発メニュー' }).click();
      await chooseMenuItem(page, '通信: 遮断中 → 復旧する');
      expect(await world<boolean>(page, 'return devTools.settings().networkUp;')).toBe(true);
    });
  });

  test('the static servers send the security headers', async ({ request }) => {
    const response = await request.get('/login');
    const csp = response.headers()['content-security-policy'] ?? '';
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

test.describe('error reporter', () => {
  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('an uncaught error and an unhandled rejection are reported silently to error_reports', async ({
      page,
      guards,
    }) => {
      await openConsole(page);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('boom from a timer');
        }, 0);
        void Promise.reject(new Error('rejected on purpose'));
      });
      await expect
        .poll(() =>
          world<Array<{ errorJson: { type?: string; message?: string; reason?: string } }>>(
            page,
            'return world.read((s) => s.errorReports);',
          ),
        )
        .toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              errorJson: expect.objectContaining({
                type: 'error',
                message: expect.stringContaining('boom from a timer'),
              }),
            }),
            expect.objectContaining({
              errorJson: expect.objectContaining({
                type: 'unhandledrejection',
                reason: expect.stringContaining('rejected on purpose'),
              }),
            }),
          ]),
        );
      await expect(page.getByTestId('toast')).toHaveCount(0);
      // these two were thrown on purpose: they must not fail the test's page-error guard
      guards.pageErrors.length = 0;
    });
  });
});

test.describe('version check', () => {
  test('a new current_commit reloads to the site root with a timestamp, on a route that allows it', async ({
    page,
  }) => {
    let commit = 'aaaa';
    const reloads: string[] = [];
    reloadsOf(page, reloads);
    await page.route('**/app_info.json*', (route) => route.fulfill({ json: { current_commit: commit } }));
    await page.clock.install();
    await login(page);
    await consoleReady(page);
    await page.clock.runFor(61_000);
    expect(reloads).toEqual([]);
    commit = 'bbbb';
    await page.clock.runFor(61_000);
    await expect.poll(() => reloads.length).toBe(1);
    expect(reloads[0]).toMatch(/\/\?t=\d+$/);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the console reloads 24 hours after load even without a new build', async ({ page }) => {
    const reloads: string[] = [];
    reloadsOf(page, reloads);
    await page.route('**/app_info.json*', (route) => route.fulfill({ json: { current_commit: 'same' } }));
    await page.clock.install();
    await login(page);
    await consoleReady(page);
    await page.clock.fastForward('23:59:00');
    expect(reloads).toEqual([]);
    await page.clock.fastForward('02:00');
    await expect.poll(() => reloads.length).toBe(1);
  });

  test('no reload on a form route; the reload waits for an overview route', async ({ page }) => {
    let commit = 'aaaa';
    const reloads: string[] = [];
    reloadsOf(page, reloads);
    await page.route('**/app_info.json*', (route) => route.fulfill({ json: { current_commit: commit } }));
    await page.clock.install();
    await login(page, 'manager@example.jp', '/login?redirect=%2Faccount%2Finfo');
    await expect(page).toHaveURL(/\/account\/info$/);
    commit = 'bbbb';
    await page.clock.runFor(61_000);
    await page.clock.runFor(1_000);
    expect(reloads).toEqual([]);
    await page.getByRole('link', { name: 'ロック一覧' }).first().click();
    await expect.poll(() => reloads.length).toBe(1);
    expect(reloads[0]).toMatch(/\/\?t=\d+$/);
  });
});

test.describe('Chakra’s styles in blocks made once (ui/shared/groupedRules.ts)', () => {
  test.use({ signedInAs: MANAGER });

  /** Emotion's sheet: its top-level rules and how many style rules its blocks hold. */
  const emotionSheet = (page: Page) =>
    page.evaluate(() => {
      const css = [...document.styleSheets].find((s) => (s.ownerNode as HTMLElement | null)?.dataset.emotion === 'css');
      const top = [...(css?.cssRules ?? [])];
      const blockOf = (r: CSSRule): CSSMediaRule | null =>
        r instanceof CSSLayerBlockRule ? (r.cssRules[0] as CSSMediaRule) : r instanceof CSSMediaRule ? r : null;
      return {
        top: top.length,
        blocks: top.slice(0, 16).map((r) => {
          const block = blockOf(r);
          return `${r instanceof CSSLayerBlockRule ? `@layer ${r.name} ` : ''}${block?.conditionText ?? r.cssText}`;
        }),
        inBlocks: top.slice(0, 16).reduce((n, r) => n + (blockOf(r)?.cssRules.length ?? 0), 0),
      };
    });

  test('a menu drawn after the lock list writes its rules inside the blocks, no new block', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openConsole(page);
    const before = await emotionSheet(page);
    // the blocks groupedRules makes (their order is test/ui/shared/groupedRules.test.ts's)
    const conditions = ['all', ...CONDITIONS];
    // made with the first rule: each layer's base before its conditions, breakpoints from small to large
    expect(before.blocks).toEqual([...conditions, ...conditions.map((c) => `@layer recipes ${c}`)]);
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
    const after = await emotionSheet(page);
    // the menu's styles (its recipe's classes, in layer recipes, and its hover conditions) went into the blocks
    expect(after.inBlocks).toBeGreaterThan(before.inBlocks);
    expect(after.top).toBe(before.top);
  });
});
