import { chooseTime, expect, MANAGER, openPage, test, toast, world } from './fixtures';

test.describe('key groups', () => {
  test.use({ signedInAs: MANAGER });

  test('the list shows conditions in words, 翌 for a night window, and hides the whole group', async ({ page }) => {
    await openPage(page, '/groups/');
    const cards = page.getByTestId('group-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.filter({ hasText: '全員' })).toHaveCount(0);
    await expect(cards.filter({ hasText: '正社員' }).getByTestId('group-conditions')).toHaveText('制限なし');
    await expect(cards.filter({ hasText: '夜間警備' }).getByTestId('group-conditions')).toHaveText('22:00〜翌06:00');
    await expect(cards.filter({ hasText: '平日スタッフ' }).getByTestId('group-conditions')).toHaveText(
      '月・火・水・木・金',
    );
    await page.getByLabel('グループ名で検索').fill('スタッフ');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('link', { name: '平日スタッフの設定' }).click();
    await expect(page).toHaveURL(/\/groups\/4$/);
  });

  test('a group with every condition is created, encoded in Japan time and drawn across midnight', async ({ page }) => {
    await openPage(page, '/groups/new');
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByText('「グループ名」は必須です。入力してください。')).toBeVisible();
    await page.getByLabel('グループ名').fill('夜勤チーム');
    await page.getByText('期間指定', { exact: true }).click();
    await page.getByText('時間指定', { exact: true }).click();
    // 24-hour selects only: no AM/PM anywhere, minutes in 5-minute steps
    await expect(page.getByRole('combobox', { name: '開始時刻（時）' }).locator('option')).toHaveText(
      Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')),
    );
    await expect(page.getByRole('combobox', { name: '開始時刻（分）' }).locator('option')).toHaveText(
      Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0')),
    );
    await chooseTime(page, '開始時刻', '00:05');
    await expect(page.getByText('終了時刻と開始時刻を同時刻に設定することはできません。')).toBeVisible();
    await chooseTime(page, '開始時刻', '22:00');
    await chooseTime(page, '終了時刻', '06:00');
    await page.getByText('曜日指定', { exact: true }).click();
    for (const day of ['月', '火', '水', '木', '金', '土', '日'])
      await page.getByRole('group', { name: '利用できる曜日' }).getByText(day, { exact: true }).click();
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByText('「曜日指定」がONになっています。曜日を1つ以上指定してください。')).toBeVisible();
    await expect(page.getByLabel('グループ名')).toHaveValue('夜勤チーム');
    await page.getByRole('group', { name: '利用できる曜日' }).getByText('金', { exact: true }).click();
    await expect(page.getByTestId('conditions-summary')).toContainText('金 / 22:00〜翌06:00');
    await expect(page.getByRole('img', { name: '利用できる曜日と時間帯' })).toBeVisible();
    await expect(page.getByText('土 00:00〜06:00')).toBeAttached();
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(toast(page, '登録しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    const stored = await world<{
      daily: unknown;
      weekly: { friday: boolean; monday: boolean };
      duration: { expiresIn: number };
    }>(page, "return world.read((s) => s.groups.find((g) => g.name === '夜勤チーム'));");
    expect(stored.daily).toEqual({ fromMinute: 1320, expiresInMinutes: 480 });
    expect([stored.weekly.friday, stored.weekly.monday]).toEqual([true, false]);
    // today to tomorrow, the end taken as the end of the day
    expect(stored.duration.expiresIn).toBe(2 * 86_400 - 1);
  });

  test("a member tab opens on the group's current members with their count", async ({ page }) => {
    await openPage(page, '/groups/3');
    const members = await world<string[]>(
      page,
      `return world.read((s) => s.guests
      .filter((g) => g.isConnected && s.memberships.some((m) => m.groupId === 3 && m.guestId === g.id)).map((g) => g.name));`,
    );
    expect(members.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: '連携済みの利用者' }).click();
    await expect(page.getByRole('checkbox', { name: 'メンバーのみ表示' })).toBeChecked();
    await expect(page.getByTestId('member-count')).toHaveText(`このグループの連携済みの利用者：${members.length}人`);
    const rows = page.getByTestId('member-row');
    await expect(rows).toHaveCount(Math.min(members.length, 10));
    for (const row of await rows.all()) await expect(row.getByRole('checkbox')).toBeChecked();
    await page.getByText('メンバーのみ表示').click();
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('member-count')).toHaveText(`このグループの連携済みの利用者：${members.length}人`);
  });

  test('membership is ticked across the guest tabs and saved: the connected guest as a member, the unconnected one as an invitation', async ({
    page,
  }) => {
    await openPage(page, '/groups/3');
    await page.getByRole('tab', { name: '連携済みの利用者' }).click();
    await page.getByText('メンバーのみ表示').click();
    await expect(page.getByTestId('member-row')).toHaveCount(10);
    await page.getByLabel('連携済みの利用者を名前で検索').fill('松本');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByTestId('member-row')).toHaveCount(1);
    await page.getByTestId('member-row').filter({ hasText: '松本 隼人' }).locator('label').click();
    // switching tab searches again with the same term (and the same members-only choice)
    await page.getByRole('tab', { name: '未連携の利用者' }).click();
    await expect(page.getByRole('checkbox', { name: 'メンバーのみ表示' })).not.toBeChecked();
    await expect(page.getByTestId('member-row')).toHaveCount(0);
    await page.getByLabel('未連携の利用者を名前で検索').fill('岡田');
    await page.getByRole('button', { name: '検索' }).click();
    await page.getByTestId('member-row').filter({ hasText: '岡田 凛' }).locator('label').click();
    await expect(page.getByText('未保存の変更が2件あります。')).toBeVisible();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    await expect(page.getByText('変更はありません。')).toBeVisible();
    const members = await world<number[]>(
      page,
      'return world.read((s) => s.memberships.filter((m) => m.groupId === 3).map((m) => m.guestId).sort((a, b) => a - b));',
    );
    expect(members).toEqual([13, 14, 30]);
  });

  test('unsaved settings are asked about before a guest tab replaces them', async ({ page }) => {
    await openPage(page, '/groups/2');
    await page.getByLabel('グループ名').fill('短期プロジェクトB');
    await page.getByRole('tab', { name: '連携済みの利用者' }).click();
    const ask = page.getByRole('alertdialog', { name: '保存されていない変更があります' });
    await ask.getByRole('button', { name: 'このページに戻る' }).click();
    await expect(page.getByRole('tab', { name: 'グループ設定' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('グループ名')).toHaveValue('短期プロジェクトB');
    await page.getByRole('tab', { name: '連携済みの利用者' }).click();
    await ask.getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page.getByRole('tab', { name: '連携済みの利用者' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('連携済みの利用者を名前で検索')).toBeVisible();
  });

  test('a group is deleted after confirmation', async ({ page }) => {
    await openPage(page, '/groups/2');
    await page.getByRole('button', { name: 'このグループを削除' }).click();
    await page
      .getByRole('alertdialog', { name: '鍵グループを削除します' })
      .getByRole('button', { name: '削除する' })
      .click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/groups\/$/);
    await expect(page.getByTestId('group-card').filter({ hasText: '短期プロジェクト' })).toHaveCount(0);
  });
});
