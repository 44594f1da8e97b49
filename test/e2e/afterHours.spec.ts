import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test, toast } from './fixtures';
import { seriousViolations, sidewaysOverflow } from './layoutChecks';

const PROGRESS = /^\d+ 件中 \d+ 件の読み込みが終わりました$/;
/** The demo world's two seeded moments on 会議室B (the logs seed): a night unlock and one on 文化の日. */
const NIGHT_ROW = '2026/11/18 22:30:00,水,時間外,,会議室B,解錠,佐々木 剛,アプリ';
const HOLIDAY_ROW = '2026/11/03 10:05:00,火,祝日,文化の日,会議室B,解錠,山口 恵,アプリ';
const HEADER = '\uFEFF日時,曜日,区分,祝日,扉,操作,利用者,解錠方法';

const readDone = async (page: Page) => {
  await expect(page.getByTestId('after-hours-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('after-hours-progress')).toHaveCount(0);
};

/** The month's report read whole: its heading names the organization and the month once read. */
const monthRead = async (page: Page, month: string) => {
  await expect(page.getByTestId('after-hours-subject')).toHaveText(`株式会社キュリオデモ　${month}`, {
    timeout: 90_000,
  });
  await expect(page.getByTestId('after-hours-progress')).toHaveCount(0);
};

const csvOf = async (page: Page): Promise<{ name: string; lines: string[] }> => {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVをダウンロード' }).click();
  const download = await waiting;
  const bytes = await (await download.createReadStream()).toArray();
  return { name: download.suggestedFilename(), lines: Buffer.concat(bytes).toString('utf-8').split('\r\n') };
};

test.describe('時間外・休日の入退室', () => {
  test.use({ signedInAs: MANAGER });

  test('from the side menu: progress, the month by address, an entry at 22:30 and one on a holiday listed and in the CSV @mock-http @memory', async ({
    page,
  }) => {
    // a month of every door's two logs, hundreds of calls four at a time
    test.setTimeout(180_000);
    await openConsole(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="after-hours-progress"]')?.textContent ?? '';
        if (text !== '' && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('link', { name: '時間外・休日の入退室' }).click();
    // the screen's chunk and the features it needs load first (the demo world's, in memory mode)
    await expect(page.getByRole('heading', { level: 1, name: '時間外・休日の入退室' })).toBeVisible({
      timeout: 30_000,
    });
    await readDone(page);
    const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    expect(progress.length).toBeGreaterThan(0);
    progress.forEach((line) => expect(line).toMatch(PROGRESS));

    await expect(page.getByTestId('business-hours-line')).toHaveText('月〜金 09:00〜18:00（土・日・祝日は休業）');

    // another month by address, and Back to this one
    await page.getByLabel('対象の月').selectOption('2026-10');
    await expect(page).toHaveURL(/\/after-hours\?month=2026-10$/);
    await monthRead(page, '2026年10月');
    await page.goBack();
    await expect(page).toHaveURL(/\/after-hours$/);
    await expect(page.getByLabel('対象の月')).toHaveValue('2026-11');
    await monthRead(page, '2026年11月');
    await expect(page.getByTestId('after-hours-doors')).toContainText('会議室B');

    const csv = await csvOf(page);
    expect(csv.name).toBe('時間外・休日の入退室_株式会社キュリオデモ_2026年11月.csv');
    expect(csv.lines[0]).toBe(HEADER);
    expect(csv.lines.filter((l) => l.startsWith('2026/11/18 22:30:00,'))).toEqual([NIGHT_ROW]);
    expect(csv.lines.filter((l) => l.startsWith('2026/11/03 10:05:00,') && l.includes(',会議室B,'))).toEqual([
      HOLIDAY_ROW,
    ]);
  });

  test('one lock’s report from its logs screen; hours changed by keyboard take the night entry in; axe and 390 px', async ({
    page,
  }) => {
    // axe runs five times over a page of a hundred rows
    test.setTimeout(120_000);
    await openConsole(page, '/locks/4/logs');
    await page.getByRole('link', { name: '時間外・休日の入退室を見る' }).click();
    await expect(page).toHaveURL(/\/locks\/4\/after-hours$/);
    await expect(page.getByRole('heading', { level: 1, name: '時間外・休日の入退室（会議室B）' })).toBeVisible();
    await page.getByLabel('対象の月').selectOption('2026-11');
    await readDone(page);
    const rows = page.getByTestId('after-hours-rows');
    await expect(rows.getByText('2026年11月18日(水) 22:30')).toBeVisible();
    await expect(rows.getByText('2026年11月3日(火) 10:05')).toBeVisible();
    await expect(rows.getByText('祝日（文化の日）').first()).toBeVisible();

    // the charts' numbers as tables and the hours form, opened by keyboard, then checked at both widths
    for (const summary of await page.getByText('数値を表で見る').all()) {
      await summary.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('table', { name: '曜日・時間帯ごとの入室数（表）' })).toBeVisible();
    await expect(page.getByRole('table', { name: '日ごとの入室数（表）' })).toBeVisible();
    await page.getByRole('button', { name: '営業時間を変更' }).focus();
    await page.keyboard.press('Enter');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByTestId('after-hours-heat')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
    }

    // Wednesdays open till 23:00, by keyboard alone: the 22:30 unlock is inside the hours now
    await page.getByRole('combobox', { name: '水曜日の終了（時）' }).selectOption('23');
    await page.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, '営業時間を保存しました。')).toBeVisible();
    await expect(page.getByTestId('business-hours-line')).toHaveText(
      '月・火 09:00〜18:00・水 09:00〜23:00・木・金 09:00〜18:00（土・日・祝日は休業）',
    );
    await expect(rows.getByText('2026年11月18日(水) 22:30')).toHaveCount(0);
    await expect(rows.getByText('2026年11月3日(火) 10:05')).toBeVisible();
  });
});
