import { mkdirSync } from 'node:fs';
import { expect as baseExpect, MANAGER, openPage, test, world } from './fixtures';
import { seriousViolations, sidewaysOverflow } from './layoutChecks';

// 2 cores shared by many checkouts: pages take seconds to settle here
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ signedInAs: MANAGER });
// two builds' pages and axe at two widths, three times, on a shared 2-core machine
test.setTimeout(180_000);
const LIST = '/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4';
const SHOTS = process.env.E2E_SHOTS;

/** Twenty passes of last week on 本社 正面玄関's outdoor keypad, all expired (the keypad's five stay). */
const SEED_EXPIRED = `world.write((s) => { for (let i = 0; i < 20; i += 1) s.pins.push({ id: 800 + i, keypadId: 101,
  name: '訪問者' + (i + 1), pin: String(700000 + i), timeFrom: '2026-11-14T10:00:00+09:00',
  timeTill: '2026-11-14T12:00:00+09:00', status: 'registered', dueAt: null }); }); return true;`;

const shoot = async (page: import('@playwright/test').Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

test.describe('expired PINs deleted together @mock-http', () => {
  test('20 expired PINs ticked by keyboard, confirmed, 20 DELETE, each answered, places freed; 390 and 1280', async ({
    page,
  }) => {
    await openPage(page, LIST);
    await world(page, SEED_EXPIRED);
    await page.reload();
    await expect(page.getByTestId('pin-count')).toHaveText('登録数 25 / 50');
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    // by keyboard: the page's tick-all (Space), then 来客用（先月） unticked (Space): the twenty passes stay
    await page.getByTestId('bulk-tick-page').focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-count')).toHaveText('21件選択中');
    await page.getByRole('checkbox', { name: '暗証番号「来客用（先月）」を選択' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-count')).toHaveText('20件選択中');
    // a PIN still valid cannot be ticked
    await expect(page.getByRole('checkbox', { name: '暗証番号「清掃業者」を選択' })).toBeDisabled();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      await shoot(page, `pins-ticked-${width}`);
    }
    await page.getByRole('button', { name: '選択した暗証番号を削除' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('bulk-run');
    await expect(dialog).toContainText('選択した期限切れ・登録失敗の暗証番号を削除します。よろしいですか？（20件）');
    await expect(dialog.getByTestId('bulk-item')).toHaveCount(20);
    expect(deletes).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      await shoot(page, `pins-confirm-${width}`);
    }
    await dialog.getByRole('button', { name: '削除する' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('bulk-count')).toHaveText('20件中 20件を削除しました');
    await expect(dialog.locator('[data-testid="bulk-item"][data-status="done"]')).toHaveCount(20);
    await expect(dialog.getByTestId('pin-places-freed')).toHaveText('PINの空き 25 件 → 45 件');
    expect(deletes).toHaveLength(20);
    expect(new Set(deletes).size).toBe(20);
    expect(deletes.every((path) => /\/pad_pins\/\d+$/.test(path))).toBe(true);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      await shoot(page, `pins-done-${width}`);
    }
    await dialog.getByRole('button', { name: '閉じる' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('pin-count')).toHaveText('登録数 5 / 50');
    await expect(page.getByTestId('selection-count')).toHaveText('0件選択中');
    // the keypad takes a PIN off in its own time after the answer (the spec's registration job): gone once it has
    await expect
      .poll(() => world(page, "return world.read((s) => s.pins.filter((p) => p.name.startsWith('訪問者')).length);"), {
        timeout: 20_000,
      })
      .toBe(0);
  });
});

test.describe('アクセスの点検: expired and failed credentials of the whole organization deleted together', () => {
  test('read with progress, ticked, asked, each answered, the places freed per keypad; 390 and 1280', async ({
    page,
  }) => {
    await openPage(page, '/access/review');
    await page.getByRole('button', { name: '期限切れ・登録失敗をまとめて削除' }).click();
    const panel = page.getByTestId('clear-expired');
    await expect(
      panel.getByRole('checkbox', { name: '暗証番号「来客用（先月）」（本社 正面玄関（屋外側））を選択' }),
    ).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      await shoot(page, `review-clear-${width}`);
    }
    const rows = await panel.getByTestId('clear-row').count();
    await panel.getByTestId('bulk-tick-page').focus();
    await page.keyboard.press('Space');
    await expect(panel.getByTestId('selection-count')).toHaveText(`${rows}件選択中`);
    await panel.getByRole('button', { name: '選択したものを削除' }).click();
    const dialog = page.getByTestId('bulk-run');
    await expect(dialog.getByTestId('bulk-item')).toHaveCount(rows);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(dialog.getByTestId('bulk-count')).toHaveText(`${rows}件中 ${rows}件を削除しました`);
    await expect(dialog.getByTestId('clear-places-freed')).toContainText('本社 正面玄関（屋外側）：PINの空き');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      await shoot(page, `review-clear-done-${width}`);
    }
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(panel).toContainText('期限切れ・登録に失敗した暗証番号とICカードはありません。');
  });
});
