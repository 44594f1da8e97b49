import type { Page } from '@playwright/test';
import { axeViolations, seriousOf } from './axe';
import { consoleReady, expect, MANAGER, openPage, test, world } from './fixtures';

/** The demo world has no guest with a name in katakana: guest 7 (伊藤 さくら) takes one for the test. */
const KATAKANA_GUEST = `world.write((s) => {
  const guest = s.guests.find((g) => g.id === 7);
  if (guest) guest.name = 'ヤマモト ケンジ';
});`;

/** At both widths: no sideways scroll at 390 and nothing serious or critical for axe. */
const clean = async (page: Page): Promise<void> => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(seriousOf(await axeViolations(page))).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test.describe('the header search @mock-http @memory', () => {
  test.use({ signedInAs: MANAGER });

  test('Ctrl+K, katakana typed as hiragana: the guest is found, grouped under 利用者, and Enter opens them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, '/home');
    await consoleReady(page);
    await world(page, KATAKANA_GUEST);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'ロック、利用者、鍵グループ、カード、管理者、画面を検索' });
    await expect(box).toBeFocused({ timeout: 20_000 });
    await box.pressSequentially('やまもと', { delay: 50 });
    const guests = page.getByRole('group', { name: '利用者' });
    await expect(guests.getByRole('option')).toHaveText([/ヤマモト ケンジ/], { timeout: 20_000 });
    await clean(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/guests\/7$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('`/` opens it where no field has focus; the screens are found by name and open by the arrows and Enter', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, '/home');
    await consoleReady(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'ロック、利用者、鍵グループ、カード、管理者、画面を検索' });
    await expect(box).toBeFocused({ timeout: 20_000 });
    // full-width and half-width alike: ＡＰＩ finds APIトークン
    await box.pressSequentially('ＡＰＩ', { delay: 50 });
    const screens = page.getByRole('group', { name: '画面' });
    await expect(screens.getByRole('option').first()).toContainText('APIトークン', { timeout: 20_000 });
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tokens\/$/);
  });
});

test.describe('a list in the address @mock-http @memory', () => {
  test.use({ signedInAs: MANAGER });

  test("the guests list's page and term survive a reload and Back", async ({ page }) => {
    test.setTimeout(90_000);
    await openPage(page, '/guests');
    const firstGuest = page.getByRole('main').getByRole('row').nth(1).getByRole('link').first();
    await expect(page.getByRole('link', { name: '佐藤 健' })).toBeVisible({ timeout: 20_000 });

    // page 2 is pushed: the address names it, a reload shows it again
    await page.getByRole('button', { name: '2ページ目' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('link', { name: '佐藤 健' })).toHaveCount(0);
    const secondPageFirst = (await firstGuest.textContent()) ?? '';
    expect(secondPageFirst).not.toBe('');
    await page.reload();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(firstGuest).toHaveText(secondPageFirst, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: '佐藤 健' })).toHaveCount(0);

    // Back: the first page, from the address alone
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: '佐藤 健' })).toBeVisible({ timeout: 20_000 });

    // a term: in the address, in the box and in the list after a reload
    const term = page.getByRole('searchbox').or(page.getByPlaceholder('名前で検索')).first();
    await term.fill('佐藤');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=%E4%BD%90%E8%97%A4(&|$)/);
    await expect(page.getByRole('link', { name: '佐藤 健' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: '鈴木 美咲' })).toHaveCount(0);
    await page.reload();
    await expect(term).toHaveValue('佐藤', { timeout: 20_000 });
    await expect(page.getByRole('link', { name: '佐藤 健' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: '鈴木 美咲' })).toHaveCount(0);
  });
});
