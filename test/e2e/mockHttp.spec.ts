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
});
