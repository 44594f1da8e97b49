import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test } from './fixtures';
import { seriousViolations, sidewaysOverflow, withAnswersHeld } from './layoutChecks';

const PROGRESS = /^\d+ 件中 \d+ 件を確認しました$/;
const section = (page: Page, key: string) => page.getByTestId(`review-section-${key}`);

const readDone = async (page: Page) => {
  await expect(section(page, 'locksWithoutGroup')).toBeVisible();
  await expect(page.getByTestId('access-progress')).toHaveCount(0);
};

test.describe('アクセスの点検', () => {
  test.use({ signedInAs: MANAGER });

  test('from the side menu: progress, then every section with its count; a row leads to the screen that fixes it; back, the kept reading; 読み直す', async ({
    page,
  }) => {
    await openConsole(page);
    // every progress sentence the page shows while it reads (the demo world answers fast)
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="access-progress"]')?.textContent ?? '';
        if (text !== '' && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('link', { name: 'アクセスの点検' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'アクセスの点検' })).toBeVisible();
    await readDone(page);
    const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    expect(progress.length).toBeGreaterThan(1);
    progress.forEach((line) => expect(line).toMatch(PROGRESS));
    const last = /^(\d+) 件中 (\d+) 件/.exec(progress.at(-1) ?? '');
    expect(last?.[1]).toBe(last?.[2]);
    await expect(page.getByTestId('access-summary')).toHaveText(/^確認が必要な項目：\d+件$/);
    await expect(section(page, 'expiring')).toContainText(
      '7日以内に期限が切れる暗証番号・ICカード・鍵グループはありません。',
    );
    await expect(section(page, 'failed').getByTestId('review-count')).toHaveText('2件');
    await expect(section(page, 'groupsWithoutLock')).toContainText('すべての鍵グループにロックがあります。');
    await expect(section(page, 'locksWithoutGroup')).toContainText('サーバールーム');
    const readAt = await page.getByTestId('access-read-at').textContent();

    await section(page, 'failed').getByRole('link', { name: '暗証番号「臨時作業員」を設定する' }).click();
    await expect(page).toHaveURL(/\/locks\/1\/pins\/101\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('暗証番号');

    // back: what was read is shown at once, with the same read time, and no reading starts
    await page.getByRole('link', { name: 'アクセスの点検' }).click();
    await expect(section(page, 'failed').getByTestId('review-count')).toHaveText('2件');
    await expect(page.getByTestId('access-read-at')).toHaveText(readAt ?? '');
    await expect(page.getByTestId('access-progress')).toHaveCount(0);

    await withAnswersHeld(page, async () => {
      await page.getByRole('button', { name: '読み直す' }).click();
      await expect(page.getByTestId('access-progress')).toContainText(PROGRESS);
      await expect(page.getByRole('progressbar', { name: '読み込みの進み具合' })).toBeVisible();
      // the old reading stays under the progress
      await expect(section(page, 'failed')).toBeVisible();
    });
    await readDone(page);
  });

  test('CSV of every row with its link; axe clean, no sideways scroll at 1280 and 390, usable by keyboard @mock-http', async ({
    page,
  }) => {
    await openConsole(page, '/access/review');
    await readDone(page);
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVをダウンロード' }).click();
    const download = await waiting;
    expect(download.suggestedFilename()).toMatch(/^アクセスの点検_\d{8}\.csv$/);
    const bytes = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(bytes).toString('utf-8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF区分,項目,詳細,終了日時,リンク');
    expect(lines).toContain(
      'キーパッドへの登録に失敗したもの,暗証番号「臨時作業員」,本社 正面玄関・屋外側,,/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
    );
    expect(lines.filter((l) => l.startsWith('利用者が設定されていないカード,')).length).toBe(
      Number((await section(page, 'cardsWithoutUser').getByTestId('review-count').textContent())?.replace('件', '')),
    );

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(
        section(page, 'failed').getByRole('link', { name: 'ICカード「カード006」を設定する' }),
      ).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
    }

    // by keyboard: 読み直す, then a row's link
    await page.getByRole('button', { name: '読み直す' }).focus();
    await page.keyboard.press('Enter');
    await readDone(page);
    await section(page, 'locksWithoutGroup').getByRole('link', { name: 'サーバールームを設定する' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/locks\/6\/config$/);
  });
});
