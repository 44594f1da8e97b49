import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test } from './fixtures';

// A screen's first reads go out beside the guard's refresh on entering it (application/shared/HeadStart, asked for by
// the route's loader): what the screen shows are those answers, never a second read of the same thing. Over HTTP the
// requests are visible; the unit tests (test/application/**/*HeadStart*) hold the rules of what is handed out.

/** The GET requests whose path starts with one of `prefixes`, from now on, as 'GET /path?query'. */
const readsOf = (page: Page, prefixes: ReadonlyArray<string>): string[] => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && prefixes.some((p) => url.pathname.startsWith(p)))
      reads.push(`GET ${url.pathname}${url.search}`);
  });
  return reads;
};

test.describe('reads asked for ahead of their screen @mock-http-only', () => {
  test.use({ signedInAs: MANAGER });

  test('entering 契約情報 from the account menu reads the organization, its plans and its card once each', async ({
    page,
  }) => {
    await openConsole(page);
    const reads = readsOf(page, ['/v1/console/organizations/']);
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: '契約情報' }).click();
    await expect(page.getByTestId('address')).toHaveText('〒150-0002 東京都渋谷区渋谷二丁目1番1号 キュリオビル5階');
    await expect(page.getByTestId('card')).toHaveText(/^Visa •••• 4242 有効期限 12\/\d{4}$/);
    expect(reads.sort()).toEqual([
      'GET /v1/console/organizations/1',
      'GET /v1/console/organizations/1/card',
      'GET /v1/console/organizations/1/plan',
    ]);
  });

  test('entering 利用者, カード and 鍵グループ from the menu reads each list’s first page once', async ({ page }) => {
    await openConsole(page);
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    const reads = readsOf(page, ['/v1/console/guests/search', '/v1/console/card_masters', '/v1/console/groups/search']);
    await menu.getByRole('link', { name: '利用者' }).click();
    // the guest's name is looked for as the list's link to their page: the lock list's panels may name the same guest
    // in their last events (the seeded events depend on the time of day), and they stay on screen, under the new
    // address, until the guest list's code has arrived (the router's transition keeps the screen before it)
    await expect(page).toHaveURL(/\/guests$/);
    await expect(page.getByRole('link', { name: '鈴木 美咲' })).toBeVisible();
    await menu.getByRole('link', { name: 'カード' }).click();
    await expect(page).toHaveURL(/\/organization\/cards$/);
    await expect(page.getByText('社員証001')).toBeVisible();
    await menu.getByRole('link', { name: '鍵グループ' }).click();
    await expect(page.getByTestId('group-card').first()).toBeVisible();
    expect(reads.map((r) => r.split('?')[0])).toEqual([
      'GET /v1/console/guests/search',
      'GET /v1/console/card_masters',
      'GET /v1/console/groups/search',
    ]);
  });
});
