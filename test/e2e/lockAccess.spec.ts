import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseTime, expect, MANAGER, openConsole, test, world } from './fixtures';
import { seriousViolations, sidewaysOverflow } from './layoutChecks';
import { withAnswersHeld } from './layoutChecks';

/**
 * An office group (09:00–18:00 every day) on 本社 正面玄関 with one connected guest of its own: that guest is
 * the only one the hour changes (the others reach the door through groups open at both hours).
 */
const seedOfficeHours = (page: Page) =>
  world(
    page,
    `world.write((s) => {
      s.groups.push({ id: 700, organizationId: 1, name: 'オフィス時間', enableOffline: true, enableRemote: false,
        whole: false, duration: null, daily: { fromMinute: 540, expiresInMinutes: 540 }, weekly: null,
        createdAt: new Date().toISOString() });
      s.guests.push({ id: 700, organizationId: 1, name: '日勤 花子', email: 'nikkin@example.jp', isConnected: true,
        verifyCode: null, connectionRequestDate: null, createdAt: new Date().toISOString() });
      s.memberships.push({ groupId: 700, guestId: 700 });
      s.groupLocks.push({ groupId: 700, lockId: 1 });
    });`,
  );

const summary = (page: Page) => page.getByTestId('access-summary');
const officeGroup = (page: Page) => page.getByRole('article', { name: 'オフィス時間' });

test.describe('この扉を開けられる人 @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('from the lock panel: totals, the hour changing the answer, CSV, print heading, axe', async ({ page }) => {
    await openConsole(page);
    await seedOfficeHours(page);
    await page.getByRole('link', { name: '本社 正面玄関を開けられる人' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'この扉を開けられる人' })).toBeVisible();
    await expect(summary(page)).toContainText(
      /^今（\d{1,2}月\d{1,2}日 \d{2}:\d{2} 時点）この扉を開けられる：利用者 \d+人・PIN 5件・カード 2枚$/,
      {
        timeout: 20_000, // 20 calls read on a shared, loaded machine
      },
    );
    await expect(page.getByText('ロック：本社 正面玄関').first()).toBeVisible();

    await chooseTime(page, '時刻', '10:00');
    await expect(summary(page)).toHaveText(/ 10:00 にこの扉を開けられる：利用者 19人・PIN 5件・カード 2枚$/);
    await expect(officeGroup(page).getByTestId('group-conditions')).toHaveText('利用条件：09:00〜18:00');
    await expect(officeGroup(page).getByTestId('group-open-count')).toHaveText('1人中 1人が開けられます');
    await chooseTime(page, '時刻', '20:00');
    await expect(summary(page)).toHaveText(/ 20:00 にこの扉を開けられる：利用者 18人・PIN 5件・カード 2枚$/);
    await expect(officeGroup(page)).toContainText('利用時間外');
    await expect(officeGroup(page).getByTestId('group-open-count')).toHaveText('1人中 0人が開けられます');
    await expect(page.getByRole('article', { name: '組織全体（全員）' })).toContainText('18人中 18人が開けられます');
    await expect(page.getByRole('region', { name: 'キーパッド（屋外側）のPIN' })).toContainText(
      '臨時作業員期限なし登録失敗',
    );

    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVをダウンロード' }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toMatch(/^この扉を開けられる人_本社 正面玄関_\d{8}-2000\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('種類,名前,鍵グループ・利用者,側,有効期間・利用条件,状態,この時刻に開けられる');
    expect(lines).toContain('利用者,日勤 花子,オフィス時間,両側,09:00〜18:00,利用時間外,いいえ');
    expect(lines).toContain('PIN,臨時作業員,,屋外側,期限なし,登録失敗,いいえ');

    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    const heading = page.getByTestId('print-heading');
    await expect(heading).toBeVisible();
    await expect(heading).toContainText('組織：株式会社キュリオデモ');
    await expect(heading).toContainText('ロック：本社 正面玄関');
    await expect(heading).toContainText(/時点：\d{4}年\d{2}月\d{2}日 20:00/);
    await expect(page.getByRole('button', { name: '印刷' })).toBeHidden();
  });
});

// the layout and the kept reading are the page's own: the memory build is enough
test.describe('この扉を開けられる人 on a phone', () => {
  test.use({ signedInAs: MANAGER });

  test('at 390 px: no sideways scroll, the kept reading on a second visit, keyboard to 読み直す', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openConsole(page, '/locks/1/access');
    await expect(summary(page)).toContainText('この扉を開けられる：', { timeout: 20_000 });
    const readAt = await page.getByTestId('access-read-at').textContent();
    // the organization-wide group's 18 guests start folded; the keyboard unfolds them
    const whole = page.getByRole('article', { name: '組織全体（全員）' });
    await whole.getByRole('button', { name: '利用者を表示（18人）' }).focus();
    await page.keyboard.press('Enter');
    await expect(whole.getByRole('button', { name: '利用者を閉じる' })).toHaveAttribute('aria-expanded', 'true');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'ロック一覧' }).click();
    await page.getByRole('link', { name: '本社 正面玄関を開けられる人' }).click();
    await expect(page.getByTestId('access-read-at')).toHaveText(readAt ?? '');
    const readAgain = page.getByRole('button', { name: '読み直す' });
    // the world's answers are held while the progress is looked at (no latency in the browser tests)
    await withAnswersHeld(page, async () => {
      await readAgain.focus();
      await page.keyboard.press('Enter');
      // the kept answer stays on screen under the progress of the new reading
      await expect(page.getByText(/^\d+ 件中 \d+ 件を確認しました$/)).toBeVisible();
      await expect(summary(page)).toContainText('この扉を開けられる：');
    });
    await expect(readAgain).toBeEnabled({ timeout: 20_000 });
  });
});

// a bookmark of organization 2's lock while organization 1 is current: the production code path (HTTP adapters)
test.describe('この扉を開けられる人 of another organization’s lock @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('says whose lock it is, evaluates nothing, prints that organization, and offers the switch', async ({
    page,
  }) => {
    await openConsole(page, '/locks/31/access');
    const notice = page.getByTestId('access-elsewhere');
    await expect(notice).toContainText('ほかの組織のロックです', { timeout: 20_000 });
    await expect(notice).toContainText(
      'ロック「グランハイツ101」は「デモ不動産合同会社」のロックです。表示中の組織「株式会社キュリオデモ」の鍵グループやカードでは判定しません。',
    );
    await expect(summary(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '鍵グループ' })).toHaveCount(0);
    await expect(page.getByTestId('print-heading')).toContainText('組織：デモ不動産合同会社');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: '「デモ不動産合同会社」に切り替えて表示する' }).click();
    await expect(summary(page)).toContainText('この扉を開けられる：', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/locks\/31\/access$/);
    await expect(page.getByRole('combobox', { name: '組織の切り替え' })).toHaveValue('2');
    await expect(page.getByRole('article', { name: '入居者' })).toBeVisible();
    await expect(page.getByTestId('print-heading')).toContainText('組織：デモ不動産合同会社');
  });
});
