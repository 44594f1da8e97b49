import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test } from './fixtures';
import { DESKTOP, PHONE, seriousViolations, sidewaysOverflow } from './layoutChecks';

const section = (page: Page, kind: string) => page.getByTestId(`attention-section-${kind}`);
const COUNT = /^要対応 (\d+)件$/;
/** The side menu's entry with its count (the count is a badge beside the words). */
const menuEntry = (count: number): RegExp => new RegExp(`^要対応\\s*${count}\\s*件$`);

/** A whole reading: 29 calls on the demo organization, four at a time (mock-http answers at the benchmark's pace). */
const readDone = async (page: Page) => {
  await expect(page.getByTestId('access-summary')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('access-progress')).toHaveCount(0, { timeout: 30_000 });
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });

/** The number of the summary '要対応 N件（確認済み M件）'. */
const openCount = async (page: Page): Promise<number> =>
  Number(/^要対応 (\d+)件/.exec((await page.getByTestId('access-summary').textContent()) ?? '')?.[1]);

test.describe('要対応', () => {
  test.use({ signedInAs: MANAGER });

  test('the lock list’s line and the menu’s count; a low battery and a failed registration listed, their links reaching the fix; 確認済み for the day', async ({
    page,
  }) => {
    test.slow();
    await openConsole(page);
    const line = page.getByTestId('attention-line');
    await expect(line).toHaveText(COUNT);
    const devices = Number(COUNT.exec((await line.textContent()) ?? '')?.[1]);
    expect(devices).toBeGreaterThan(0);
    // the side menu's entry carries the same count (from what the lock list read)
    await expect(menu(page).getByRole('link', { name: menuEntry(devices) })).toBeVisible();

    await line.click();
    await expect(page).toHaveURL(/\/attention$/);
    await expect(page.getByRole('heading', { level: 1, name: '要対応' })).toBeVisible();
    await readDone(page);
    await expect(page.getByTestId('attention-kept-here')).toHaveText(
      '確認済みの印はこのブラウザに組織・管理者ごとに保存され、翌日、まだ対応が必要な項目は再び表示されます。',
    );
    const total = await openCount(page);
    expect(total).toBeGreaterThan(devices);
    await expect(menu(page).getByRole('link', { name: menuEntry(total) })).toBeVisible();
    const readAt = await page.getByTestId('access-read-at').textContent();

    // a low battery: the storeroom's NG battery, fixed in the lock's settings (its devices, the lock list's battery
    // summary's link too)
    const storeroom = section(page, 'battery').getByTestId('attention-item').filter({ hasText: '倉庫' });
    await expect(storeroom).toContainText('電池異常');
    await storeroom.getByRole('link', { name: '倉庫：ロック設定を開く' }).click();
    await expect(page).toHaveURL(/\/locks\/5\/config$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ロック設定');
    await expect(page.getByTestId('device-info')).toBeVisible();

    // back from the menu: the kept reading at once, same read time, no reading
    await menu(page)
      .getByRole('link', { name: /^要対応/ })
      .click();
    await readDone(page);
    await expect(page.getByTestId('access-read-at')).toHaveText(readAt ?? '');

    // a failed registration: the PIN on the front door's outdoor keypad, fixed on that keypad's PINs
    const failed = section(page, 'registrationFailed');
    await expect(failed).toContainText('暗証番号「臨時作業員」');
    await failed.getByRole('link', { name: '暗証番号「臨時作業員」：暗証番号を開く' }).click();
    await expect(page).toHaveURL(/\/locks\/1\/pins\/101\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('暗証番号');
    await expect(page.getByText('臨時作業員').first()).toBeVisible();

    // 確認済み for today: out of the open items and of the count, kept across a reload
    await menu(page)
      .getByRole('link', { name: /^要対応/ })
      .click();
    await readDone(page);
    await page.getByRole('button', { name: '倉庫を確認済みにする' }).click();
    await expect(page.getByTestId('attention-acknowledged')).toContainText('倉庫');
    await expect(section(page, 'battery')).not.toContainText('倉庫');
    await expect(menu(page).getByRole('link', { name: menuEntry(total - 1) })).toBeVisible();
    await page.reload();
    await readDone(page);
    await expect(page.getByTestId('attention-acknowledged')).toContainText('倉庫');
    expect(await openCount(page)).toBe(total - 1);
    // taken back
    await page.getByRole('button', { name: '倉庫を確認済みから戻す' }).click();
    await expect(section(page, 'battery')).toContainText('倉庫');
    await expect(page.getByTestId('attention-acknowledged')).toHaveCount(0);
  });

  test('axe clean, no sideways scroll at 1280 and 390, usable by keyboard @mock-http', async ({ page }) => {
    // two whole readings and axe at two widths
    test.slow();
    await openConsole(page, '/attention');
    await readDone(page);
    for (const width of [DESKTOP, PHONE]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(section(page, 'registrationFailed')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
    }

    // by keyboard: 読み直す, then 確認済み, then an item's link
    await page.getByRole('button', { name: '読み直す' }).focus();
    await page.keyboard.press('Enter');
    await readDone(page);
    await page.getByRole('button', { name: '暗証番号「臨時作業員」を確認済みにする' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('attention-acknowledged')).toContainText('暗証番号「臨時作業員」');
    await page.getByRole('link', { name: 'カード「カード006」：ICカードを開く' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/locks\/1\/cards\/101\//);
  });
});
