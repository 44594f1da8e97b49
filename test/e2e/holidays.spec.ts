import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test, world } from './fixtures';
import { atBothWidths, seriousViolations, sidewaysOverflow } from './layoutChecks';

/**
 * 祝日: the demo world's clock (the page's Date) is fixed at Sunday 2026-11-01 10:00 in Japan, two days before 文化の日
 * (Tuesday 2026-11-03): its week and its 90 days hold it. Only the date is fixed (setFixedTime), the timers run: with
 * the page's timers faked too (clock.install, run on by pageClock.ts) a resize to 390 px was not drawn until the clock
 * ran, and the router's navigation waited for it.
 */
const NOV_1 = new Date('2026-11-01T10:00:00+09:00');
const BUNKA = '11月3日（火・祝）文化の日';

/** 平日スタッフ (月〜金, no hours) opens 本社 正面玄関 too: the per-lock view then has a group open on holidays. */
const seedWeekdaysOnFrontDoor = (page: Page) =>
  world(
    page,
    `world.write((s) => {
      if (!s.groupLocks.some((l) => l.groupId === 4 && l.lockId === 1)) s.groupLocks.push({ groupId: 4, lockId: 1 });
    });`,
  );

test.describe('祝日 @mock-http @memory', () => {
  test.use({ signedInAs: MANAGER });
  // two widths, axe three times and a reading of 21 calls: more than one default timeout on a shared 2-core machine
  test.describe.configure({ timeout: 120_000 });

  test('a group open on weekdays is flagged for 文化の日; its period picker names the holiday', async ({ page }) => {
    await page.clock.setFixedTime(NOV_1);
    await atBothWidths(
      page,
      async () => {
        await openConsole(page, '/groups/');
        await page.getByRole('link', { name: '平日スタッフ', exact: true }).click();
        await expect(page.getByTestId('group-holidays')).toBeVisible();
      },
      async () => {
        const notice = page.getByTestId('group-holidays');
        await expect(notice).toContainText('今後90日間の祝日のうち4日は、この鍵グループの条件で扉が開きます。');
        await expect(notice.getByRole('listitem')).toHaveText([
          `${BUNKA} 終日`,
          '11月23日（月・祝）勤労感謝の日 終日',
          '1月1日（金・祝）元日 終日',
          '1月11日（月・祝）成人の日 終日',
        ]);
        await expect(notice).toContainText(
          '鍵グループの利用条件（期間・曜日・時間帯）では祝日だけを除くことはできません。',
        );
        await expect(notice).toContainText('グループ設定の「期間」の終了日を祝日の前日にし');
        await expect(notice).toContainText('祝日は1970年から2050年までの祝日表で判定しています。');
        // the week view: Tuesday's row carries 祝, and the line under it says the doors open all day
        await expect(page.getByTestId('week-view').locator(`[data-holiday="${BUNKA}"]`)).toHaveText('火祝');
        await expect(page.getByTestId('week-holidays')).toContainText(`${BUNKA}：この条件では終日扉が開きます。`);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );

    // the period's date picker: 文化の日 is named in the month, and under the field once chosen
    await page.getByTestId('condition-duration').getByText('期間指定').click();
    await page.getByRole('button', { name: '終了日をカレンダーから選ぶ' }).click();
    const holiday = page.getByRole('button', { name: BUNKA });
    await expect(holiday).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await holiday.click();
    await expect(page.getByTestId('date-note')).toHaveText(BUNKA);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/holidays-group-${width}.png`, fullPage: true });
    }
  });

  test('この扉を開けられる人 at a moment on 文化の日 says so; the weekday group is named for its holidays', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOV_1);
    await openConsole(page);
    await seedWeekdaysOnFrontDoor(page);
    await atBothWidths(
      page,
      async () => {
        await page.getByRole('link', { name: '本社 正面玄関を開けられる人' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'この扉を開けられる人' })).toBeVisible();
        await expect(page.getByTestId('access-summary')).toBeVisible({ timeout: 20_000 });
      },
      async () => {
        // Sunday 11-01: no holiday said of the moment
        await expect(page.getByTestId('access-moment-holiday')).toHaveCount(0);
        const groups = page.getByTestId('access-holiday-groups');
        await expect(groups.getByRole('heading', { name: '今後90日間に祝日も扉が開く鍵グループ' })).toBeVisible();
        await expect(groups.getByTestId('access-holiday-group').filter({ hasText: '平日スタッフ' })).toContainText(
          `${BUNKA} 終日`,
        );
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
    await page.getByRole('button', { name: '日付をカレンダーから選ぶ' }).click();
    await page.getByRole('button', { name: BUNKA }).click();
    await expect(page.getByTestId('access-moment-holiday')).toHaveText(`この時点は祝日です：${BUNKA}`);
    await expect(page.getByTestId('access-summary')).toContainText('2026/11/03 10:00 にこの扉を開けられる');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/holidays-lock-access-${width}.png`, fullPage: true });
    }
    // the next day is a working day again
    await page.getByRole('button', { name: '日付をカレンダーから選ぶ' }).click();
    const next = page.getByRole('button', { name: /11月4日/ });
    await next.click();
    await expect(page.getByTestId('access-moment-holiday')).toHaveCount(0);
  });
});
