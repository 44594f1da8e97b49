import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, openPage, test, toast } from './fixtures';
import { seriousViolations, withAnswersHeld } from './layoutChecks';

const yearMonth = () => {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Tokyo' }));
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};
const dateOf = (y: number, m: number, d: number) => `${y}年${m}月${d}日`;

const openLogs = async (page: Page, lockId = 1) => {
  await openPage(page, `/locks/${lockId}/logs`);
  await expect(page.getByRole('tab', { name: '施解錠履歴' })).toBeVisible();
};

/** Clicks the visible CSV button and returns the download's file name and first bytes. */
const download = async (page: Page) => {
  const waiting = page.waitForEvent('download');
  await page.getByRole('tabpanel').getByRole('button', { name: 'CSVダウンロード' }).click();
  const file = await waiting;
  const path = await file.path();
  const bytes = await readFile(path);
  await expect(toast(page, 'ダウンロードしました。')).toBeVisible();
  return {
    name: file.suggestedFilename(),
    head: [...bytes.subarray(0, 3)],
    firstLine: bytes.subarray(3).toString('utf8').split('\r\n')[0],
  };
};

test.describe('lock history @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('lock/unlock history: 30 rows a page with Japanese labels, and its CSV', async ({ page }) => {
    await openLogs(page);
    const table = page.getByRole('table', { name: '施解錠履歴' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table).toContainText('オートロック');
    await expect(table).toContainText('メインロック');
    const { year, month } = yearMonth();
    expect(await download(page)).toEqual({
      name: `施解錠履歴_${year}年${month}月.csv`,
      head: [0xef, 0xbb, 0xbf],
      firstLine: '日時,操作,解錠方法,利用者,ロック',
    });
  });

  test('entry/exit history lists entries and exits, and its CSV', async ({ page }) => {
    await openLogs(page);
    await page.getByRole('tab', { name: '入退室履歴' }).click();
    const table = page.getByRole('table', { name: '入退室履歴' });
    await expect(table).toContainText('入室');
    await expect(table).toContainText('退室');
    const { year, month } = yearMonth();
    expect(await download(page)).toEqual({
      name: `入退室履歴_${year}年${month}月.csv`,
      head: [0xef, 0xbb, 0xbf],
      firstLine: '日時,入退室,利用者',
    });
  });

  test('timecard by day opens on the latest day with entries, then a chosen date, and its CSV named by the date', async ({
    page,
  }) => {
    await openLogs(page);
    await page.getByRole('tab', { name: '入退室履歴' }).click();
    const newest =
      (await page
        .getByRole('table', { name: '入退室履歴' })
        .getByRole('row')
        .nth(1)
        .getByRole('cell')
        .first()
        .textContent()) ?? '';
    const [, ny = '', nm = '', nd = ''] = /^(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(newest) ?? [];
    await page.getByRole('tab', { name: 'タイムカード' }).click();
    const picker = page.getByRole('textbox', { name: '日付' });
    // not today (often empty early in the morning): the day of the latest entry/exit
    await expect(picker).toHaveValue(`${ny}年${nm.padStart(2, '0')}月${nd.padStart(2, '0')}日`);
    await expect(page.getByRole('table', { name: '日別タイムカード' }).getByRole('row')).not.toHaveCount(0);
    const { year, month, day } = yearMonth();
    const earlier = new Date(Date.UTC(year, month - 1, day - 2));
    const [y, m, d] = [earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, earlier.getUTCDate()];
    await picker.fill(`${y}/${m}/${d}`);
    await picker.press('Enter');
    await expect(page.getByRole('table', { name: '日別タイムカード' })).toBeVisible();
    expect(await download(page)).toEqual({
      name: `タイムカード_日別_${dateOf(y, m, d)}.csv`,
      head: [0xef, 0xbb, 0xbf],
      firstLine: '利用者,入室,退室,状態',
    });
  });

  test('timecard by user needs a user; the CSV carries the user and month', async ({ page }) => {
    await openLogs(page);
    await page.getByRole('tab', { name: 'タイムカード' }).click();
    await page.getByText('利用者別').click();
    // opens on the person of the latest entry, with their month shown
    await expect(page.getByRole('combobox', { name: '利用者' })).not.toHaveValue('');
    await expect(page.getByRole('table', { name: '利用者別タイムカード' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('combobox', { name: '利用者' }).selectOption({ label: '選択してください' });
    await expect(page.getByText('利用者を選択してください。')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'CSVダウンロード' })).toBeDisabled();
    await page.getByRole('combobox', { name: '利用者' }).selectOption({ label: '佐藤 健' });
    const { year, month } = yearMonth();
    await page.getByRole('combobox', { name: '表示する月' }).selectOption({ index: 1 });
    await expect(page.getByRole('table', { name: '利用者別タイムカード' }).getByRole('row').nth(1)).toBeVisible();
    const previous = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
    expect(await download(page)).toEqual({
      name: `タイムカード_利用者別_佐藤 健_${previous.y}年${previous.m}月.csv`,
      head: [0xef, 0xbb, 0xbf],
      firstLine: '日付,入室,退室',
    });
  });

  test('the date picker offers today and disables the days after it', async ({ page }) => {
    await openLogs(page, 13);
    await page.getByRole('tab', { name: 'タイムカード' }).click();
    await page.getByRole('button', { name: '日付をカレンダーから選ぶ' }).click();
    const { day } = yearMonth();
    const today = page
      .locator('[data-part="table-cell-trigger"]:not([data-outside-range])')
      .filter({ hasText: new RegExp(`^${day}$`) });
    await expect(today).not.toHaveAttribute('data-disabled');
    const tomorrow = page
      .locator('[data-part="table-cell-trigger"]:not([data-outside-range])')
      .filter({ hasText: new RegExp(`^${day + 1}$`) });
    if ((await tomorrow.count()) > 0) await expect(tomorrow.first()).toHaveAttribute('data-disabled');
  });

  test('organization 2 has no timecard tab and no lock-history CSV (plan gates)', async ({ page }) => {
    await openConsole(page);
    await page.getByLabel('組織の切り替え').selectOption({ label: 'デモ不動産合同会社' });
    await expect(page.getByRole('article', { name: 'グランハイツ101' })).toBeVisible();
    await page.goto('/locks/31/logs');
    await expect(page.getByRole('tab')).toHaveText(['施解錠履歴', '入退室履歴']);
    await expect(page.getByRole('table', { name: '施解錠履歴' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSVダウンロード' })).toHaveCount(0);
    await page.getByRole('tab', { name: '入退室履歴' }).click();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'CSVダウンロード' })).toBeVisible();
  });
});

test.describe('lock history: while it loads', () => {
  test.use({ signedInAs: MANAGER });

  test('the loading spinner is announced as 読み込み中 and axe finds nothing serious, at both widths', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await openLogs(page);
      // a tab's first visit loads its rows: held, its spinner stays on screen for axe
      await withAnswersHeld(page, async () => {
        await page.getByRole('tab', { name: '入退室履歴' }).click();
        await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('読み込み中');
        expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      });
      await expect(page.getByRole('tabpanel').getByText(/^全\d+件$/)).toBeVisible();
    }
  });
});
