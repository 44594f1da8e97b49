import { readFile } from 'node:fs/promises';
import { consoleReady, expect, login, MANAGER, openPage, test, toast, world, animationsEnded } from './fixtures';
import { axeViolations } from './axe';

/** The screens as a manager first finds them. */

const contrastOf = async (page: import('@playwright/test').Page, selector: string) =>
  (await axeViolations(page, { include: [selector], rules: ['color-contrast'] })).map((v) => v.id);

test.describe('first impressions', () => {
  test('a first visit is greeted by a calm notice on the login page, not a red toast', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
    const notice = page.getByTestId('login-notice');
    await expect(notice).toHaveText('認証が必要です。ログインしてください。');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    expect(await contrastOf(page, '[data-testid=login-notice]')).toEqual([]);
  });

  test('a session that really ended keeps the red error toast, readable at AA', async ({ page }) => {
    await login(page);
    await consoleReady(page);
    // from a page that asks nothing more once shown: on the lock list a background read (a keypad's registration in
    // progress is polled) answered 401 between the expiry and the click, and the session ended before the click
    await openPage(page, '/account/info');
    await consoleReady(page);
    await world(page, 'devTools.expireSessions();');
    await page.getByRole('link', { name: '鍵グループ' }).first().click();
    const ended = toast(page, '認証に失敗しました。再度ログインしてください。');
    await expect(ended).toBeVisible();
    await expect(ended).toHaveAttribute('data-type', 'error');
    await expect(page.getByTestId('login-notice')).toHaveCount(0);
    await animationsEnded(page);
    expect(await contrastOf(page, '[data-testid=toast]')).toEqual([]);
  });
});

test.describe('console screens', () => {
  test.use({ signedInAs: MANAGER });

  test('the side menu keeps its entry highlighted on sub-pages; account pages mark the account menu', async ({
    page,
  }) => {
    const current = page.getByRole('navigation', { name: 'メインメニュー' }).locator('[aria-current]');
    await openPage(page, '/locks/1/config');
    await expect(current).toHaveText('ロック一覧');
    await page.goto('/guests/1');
    await expect(current).toHaveText('利用者');
    await page.goto('/groups/3');
    await expect(current).toHaveText('鍵グループ');
    await page.goto('/account/info');
    await expect(current).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toHaveAttribute('data-current', 'true');
  });

  test('a group opens from its name, not only from the gear', async ({ page }) => {
    await openPage(page, '/groups/');
    await page.getByTestId('group-card').getByRole('link', { name: '平日スタッフ', exact: true }).click();
    await expect(page).toHaveURL(/\/groups\/4$/);
  });

  test('a lock with neither hub nor keypad says on its PIN and card buttons why; a click opens the Hub-not-set modal', async ({
    page,
  }) => {
    await openPage(page, '/home');
    const panel = page.getByRole('article', { name: '倉庫' });
    await expect(panel.getByRole('button', { name: '暗証番号（ハブ未設定）' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'ICカード（ハブ未設定）' })).toBeVisible();
    await expect(panel.getByTestId('keys-unavailable')).toContainText(
      'ハブもキーパッドもないため、暗証番号とICカードは登録できません。',
    );
    await panel.getByRole('button', { name: 'ICカード（ハブ未設定）' }).click();
    await expect(page.getByRole('alertdialog', { name: 'ハブ未設定' })).toBeVisible();
  });

  test('guests tabs control a rendered panel holding the list (aria-controls)', async ({ page }) => {
    await openPage(page, '/guests');
    for (const name of ['連携済み', '未連携']) {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.click();
      const panelId = await tab.getAttribute('aria-controls');
      expect(panelId).not.toBeNull();
      const panel = page.locator(`[id="${panelId ?? ''}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel.getByTestId('guest-row').first()).toBeVisible();
    }
  });

  test('the guest CSV is chosen in a Japanese drop zone, and the template downloads in Shift_JIS', async ({ page }) => {
    await openPage(page, '/guests/new');
    await page.getByRole('tab', { name: 'CSV一括登録' }).click();
    await expect(
      page.getByRole('button', { name: 'CSVファイルを選ぶ（ここにドラッグ＆ドロップもできます）' }),
    ).toBeVisible();
    await expect(page.getByText('ここにファイルをドラッグ＆ドロップ')).toBeVisible();
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'テンプレート（CSV）をダウンロード' }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toBe('利用者一括登録テンプレート.csv');
    expect((await readFile(await file.path())).toString('latin1')).toBe('name,mail\r\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'guests.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'CSVファイル（.csv）を選んでください。' })).toBeVisible();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'g.csv', mimeType: 'text/csv', buffer: Buffer.from('name,mail\r\nA,a@example.jp\r\n') });
    await expect(page.locator('[data-part=item-name]')).toHaveText('g.csv');
    await expect(page.getByRole('button', { name: '1件を登録する' })).toBeEnabled();
    await page.getByRole('button', { name: 'g.csvを取り消す' }).click();
    await expect(page.getByRole('button', { name: 'CSVで登録する' })).toBeDisabled();
  });

  test('contract info shows phones with hyphens and each delivery address on its own', async ({ page }) => {
    await openPage(page, '/account/');
    const contract = page.getByRole('region', { name: 'ご契約者情報' });
    await expect(contract).toContainText('03-1234-5678');
    const deliveries = page.getByTestId('delivery');
    await expect(deliveries).toHaveCount(2);
    await expect(deliveries.nth(0).getByRole('heading')).toHaveText('配送先 1');
    await expect(deliveries.nth(1)).toContainText('06-6234-5678');
  });

  test('the invoice notes give one issue day', async ({ page }) => {
    await openPage(page, '/account/payment/edit/');
    await page.getByText('請求書払い（銀行振込・コンビニ払い）').click();
    await expect(page.getByText('請求書はご利用月の翌月第3営業日に発行し、郵送いたします。')).toBeVisible();
    await expect(page.getByText(/第4営業日/)).toHaveCount(0);
  });
});

test.describe('phone width', () => {
  test.use({ signedInAs: MANAGER });

  test.use({ viewport: { width: 390, height: 800 } });

  test('payment history rows are cards showing amount, status and the detail link', async ({ page }) => {
    await openPage(page, '/account/billing/');
    const cards = page.getByRole('list', { name: 'お支払い履歴' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const first = cards.first();
    await expect(first.locator('dt')).toHaveText(['内容', '金額（税込）', '状態']);
    await expect(first.getByRole('link', { name: /の明細$/ })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('unconnected guests show the request date and the request button on screen', async ({ page }) => {
    await openPage(page, '/guests');
    await page.getByRole('tab', { name: '未連携' }).click();
    const card = page.getByTestId('guest-row').first();
    await expect(card.getByTestId('request-date')).toBeInViewport();
    await expect(card.getByRole('button', { name: /に連携依頼$/ })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('the header shows the whole organization name, and a dialog keeps off the screen edges', async ({ page }) => {
    await openPage(page, '/home');
    const select = page.getByRole('combobox', { name: '組織の切り替え' });
    // the selected name's text width fits in the select, beside its arrow
    const room = await select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(s).font;
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = s.options[s.selectedIndex]?.text ?? '';
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(s);
      return s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
    });
    expect(room).toBeGreaterThanOrEqual(0);
    await page
      .getByRole('button', { name: /を遠隔操作$/ })
      .first()
      .click();
    const box = await page.getByTestId('remote-dialog').boundingBox();
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(16);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390 - 16);
  });
});
