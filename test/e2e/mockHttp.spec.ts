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
        .filter({ hasText: 'サーバーから想定外の応答がありました。時間をおいて再度お試しください。' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'メインメニュー' }).first()).toBeVisible();
  });
});
