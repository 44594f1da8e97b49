import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, openPage, test } from './fixtures';

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

  test('entering この扉を開けられる人 from a lock’s panel reads the lock, its owner’s page and its first reads once each', async ({
    page,
  }) => {
    await openConsole(page);
    const locks = readsOf(page, ['/v1/console/locks']);
    const access = readsOf(page, ['/v1/console/groups/search', '/v1/console/guests/search']);
    await page.getByRole('link', { name: '本社 正面玄関を開けられる人' }).click();
    await expect(page.getByTestId('access-summary')).toContainText('この扉を開けられる', { timeout: 20_000 });
    const name = new URLSearchParams({ lock_name: '本社 正面玄関' }).toString();
    // the lock list's own reads (its battery scan's pages) are not this view's: only the lock and the name's page
    expect(locks.filter((r) => r.startsWith('GET /v1/console/locks/') || r.includes('lock_name='))).toEqual([
      'GET /v1/console/locks/1',
      `GET /v1/console/locks?organization_id=1&page=1&${name}`,
    ]);
    // the groups' search and the first group's first page of connected guests, asked for with the lock: once each
    const repeated = (reads: ReadonlyArray<string>) => reads.filter((r, i) => reads.indexOf(r) !== i);
    expect(access.filter((r) => r.startsWith('GET /v1/console/groups/search'))).toHaveLength(1);
    expect(access.filter((r) => r.includes('is_connected=true') && r.includes('page=1&'))).not.toHaveLength(0);
    expect(repeated(access)).toEqual([]);
  });

  test('entering この人が開けられる扉 from a guest’s page reads the guest and its namesakes’ page once each', async ({
    page,
  }) => {
    await openPage(page, '/guests/13');
    await expect(page.getByRole('link', { name: 'この人が開けられる扉' })).toBeVisible();
    const reads = readsOf(page, ['/v1/console/guests']);
    await page.getByRole('link', { name: 'この人が開けられる扉' }).click();
    await expect(page.getByTestId('access-summary')).toContainText('この人が開けられる扉：', { timeout: 20_000 });
    // the whole group's search names the guest too, with its group_id: not the look at whose the guest is
    const namesakes = reads.filter(
      (r) => r.includes('/guests/search?') && r.includes('name=') && !r.includes('group_id'),
    );
    expect(reads.filter((r) => r === 'GET /v1/console/guests/13')).toHaveLength(1);
    expect(namesakes).toHaveLength(1);
    expect(new URL(`http://x${namesakes[0]?.slice('GET '.length)}`).searchParams.get('name')).toBe('佐々木 剛');
  });
});
