import { expect, MANAGER, openConsole, test, world } from './fixtures';

// runs in the mock-http project only, like every @mock-http flow: only HTTP adapters decode bodies
test.describe('HTTP adapters in the browser @mock-http-only', () => {
  test.use({ signedInAs: MANAGER });

  test('a malformed response shows a clear message, never a blank screen', async ({ page }) => {
    await openConsole(page);
    await world(page, "world.faults.malformNext.add('/v1/console/managers/me');");
    await page.getByRole('link', { name: '鍵グループ' }).first().click();
    await expect(
      page
        .getByTestId('toast')
        // the guard's refresh failing for a reason other than 401 or 404 (account-billing-signup §8)
        .filter({ hasText: '処理に失敗しました。時間を置いて再度お試しください。' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'メインメニュー' }).first()).toBeVisible();
  });

  test('the XSRF-TOKEN cookie goes back as X-XSRF-TOKEN on every call, read as the browser keeps it', async ({
    page,
    context,
    baseURL,
  }) => {
    // account-billing-signup §7; the page reads it with the Cookie Store API here (a secure origin), document.cookie
    // elsewhere (HttpClient's documentCookie): the header carries the cookie's value, URI-decoded
    await context.addCookies([{ name: 'XSRF-TOKEN', value: 'tok%2Ben', url: baseURL ?? '' }]);
    const calls: Array<{ path: string; xsrf: string | undefined }> = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/v1/') || path.startsWith('/console/v2/'))
        calls.push({ path, xsrf: request.headers()['x-xsrf-token'] });
    });
    await openConsole(page);
    await page.getByRole('link', { name: '鍵グループ' }).first().click();
    await expect(page.getByRole('heading', { name: '鍵グループ', level: 1 })).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/v1/console/managers/me']));
    expect(calls.filter((c) => c.xsrf !== 'tok+en')).toEqual([]);
  });
});
