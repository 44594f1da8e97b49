import { expect, MANAGER, openPage, test, world } from './fixtures';

/**
 * The CSP enforces Trusted Types (scripts/csp.mjs): every script sink the console uses goes through its one policy
 * (PAY.JP's loader, the CSV worker) or is not used (the sign-up terms are a blob: document, not srcdoc). The suite's
 * guard (fixtures.ts) fails any test on a securitypolicyviolation; these flows walk the pages the policy touches.
 */
const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types console-script-url";

type Report = { url: string; errorJson: { type?: string; sample?: string; violatedDirective?: string } };
const violationReports = (page: import('@playwright/test').Page) =>
  world<Report[]>(
    page,
    "return world.read((s) => s.errorReports.filter((r) => r.errorJson.type === 'securitypolicyviolation'));",
  );

test.describe('Trusted Types', () => {
  test('/login and the whole sign-up wizard run under Trusted Types with no violation', async ({ page }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain(TRUSTED_TYPES);
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);

    await page.goto('/account/signup/organization/signup-demo-token-0001');
    await expect(page.getByTestId('step-heading')).toHaveText('2. 企業情報', { timeout: 30_000 });
    await page.getByLabel('会社名').fill('株式会社サインアップ');
    await page.getByLabel('ご担当者さま氏名').fill('申込 太郎');
    await page.getByLabel('ご連絡先電話番号').fill('0312345678');
    // a business code whose data carries a street: the fill is prefecture and city plus area, the street is typed
    await page.getByLabel('郵便番号').fill('0018501');
    await expect(page.getByLabel('都道府県')).toHaveValue('北海道');
    const address = page.getByLabel('住所（市区町村・番地・建物名）');
    await expect(address).toHaveValue('札幌市北区北二十九条西');
    await address.fill('札幌市北区北二十九条西2-1-1');
    const next = page.getByRole('button', { name: '次へ', exact: true });
    await next.click();
    await expect(page.getByTestId('step-heading')).toHaveText('3. プラン選択');
    await next.click();
    await next.click();
    await expect(page.getByTestId('step-heading')).toHaveText('5. 確認');
    await expect(page.frameLocator('[data-testid="terms-frame"]').getByText('第1条（適用）')).toBeVisible();
    await page.getByTestId('terms').click();
    await next.click();
    await expect(page.getByTestId('step-heading')).toHaveText('6. お支払い情報');
    await page.getByText('クレジットカード払い', { exact: true }).click();
    await expect(page.getByLabel('カード名義')).toBeVisible();
    expect(await violationReports(page)).toEqual([]);
  });

  test('a blocked script sink is reported to error_reports, the page token redacted', async ({ page, guards }) => {
    await page.goto('/password_reset/f3a9c2e1b7d5/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const blocked = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
        return false;
      } catch {
        return true;
      }
    });
    expect(blocked).toBe(true);
    await expect
      .poll(() => violationReports(page))
      .toEqual([
        expect.objectContaining({
          url: expect.stringMatching(/\/password_reset\/\[redacted\]\/$/),
          errorJson: expect.objectContaining({
            violatedDirective: 'require-trusted-types-for',
            sample: expect.stringContaining('Element innerHTML'),
          }),
        }),
      ]);
    // made on purpose: not a failure of the page
    guards.violations.length = 0;
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test("the CSV reader's worker starts through the policy and reads the file", async ({ page }) => {
      const worker = page.waitForEvent('worker');
      await openPage(page, '/organization/cards/csv');
      await page.locator('input[type=file]').setInputFiles({
        name: 'cards.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n'),
      });
      expect((await worker).url()).toMatch(/\/assets\/csvWorker-[\w-]+\.js$/);
      await expect(page.getByRole('button', { name: '1件を登録する' })).toBeEnabled();
    });
  });
});
