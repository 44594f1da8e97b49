import type { Page } from '@playwright/test';
import { expect as baseExpect, MANAGER, openPage, test, toast, world } from './fixtures';
import { PHONE, seriousViolations, sidewaysOverflow } from './layoutChecks';

/** A draft restores only what this manager typed, and never over another manager's change. */

// 2 cores shared by many checkouts: pages take seconds to settle here
const expect = baseExpect.configure({ timeout: 20_000 });

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('qrio-console.draft:')));
const card3 = (page: Page) =>
  world<{ name: string; guestId: number | null }>(
    page,
    'return world.read((s) => { const c = s.cardMasters.find((x) => x.id === 3); return { name: c.name, guestId: c.guestId }; });',
  );
const group1 = (page: Page) =>
  world<{ name: string; weekly: unknown }>(
    page,
    'return world.read((s) => { const g = s.groups.find((x) => x.id === 1); return { name: g.name, weekly: g.weekly }; });',
  );
const WEEKDAYS_ONLY =
  '{ monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false, sunday: false }';

test.describe('drafts never undo another manager change', () => {
  test.use({ signedInAs: MANAGER });

  test('card 3 given to another guest: after the conflict, 最新の内容を表示 shows the new user (no draft), and saving keeps it', async ({
    page,
  }) => {
    await openPage(page, '/organization/cards/3/edit');
    const name = page.getByLabel('カード名');
    await expect(name).not.toHaveValue('');
    const before = await card3(page);
    const newUser = await world<string>(page, 'return world.read((s) => s.guests.find((g) => g.id === 11).name);');
    await world(page, 'world.write((s) => { s.cardMasters.find((c) => c.id === 3).guestId = 11; });');
    await name.fill('受付A');
    await page.getByRole('button', { name: '保存する' }).click();
    const notice = page.getByTestId('changed-notice');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '最新の内容を表示' }).click();
    await expect(page.getByRole('combobox', { name: '利用者' })).toHaveValue(newUser);
    await expect(name).toHaveValue(before.name);
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    expect(await card3(page)).toEqual({ name: before.name, guestId: 11 });
  });

  test('/guests/2 after a reload: the typed name comes back with the notice, a group removed elsewhere stays unticked and is not re-attached', async ({
    page,
  }) => {
    await openPage(page, '/guests/2');
    const cleaning = page.getByRole('checkbox', { name: /清掃スタッフ/ });
    await expect(cleaning).toBeChecked();
    await page.getByLabel('名前').fill('鈴木 美咲（改）');
    await world(
      page,
      'world.write((s) => { s.memberships = s.memberships.filter((m) => !(m.groupId === 6 && m.guestId === 2)); });',
    );
    await page.reload();
    await expect(page.getByLabel('名前')).toHaveValue('鈴木 美咲（改）');
    await expect(cleaning).not.toBeChecked();
    await expect(page.getByTestId('draft-restored')).toContainText('保存されていない入力を復元しました。');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    expect(
      await world<boolean>(
        page,
        'return world.read((s) => s.memberships.some((m) => m.groupId === 6 && m.guestId === 2));',
      ),
    ).toBe(false);
    expect(await world<string>(page, 'return world.read((s) => s.guests.find((g) => g.id === 2).name);')).toBe(
      '鈴木 美咲（改）',
    );
    expect(await draftKeys(page)).toEqual([]);
  });

  test('/groups/1 after a reload: a weekday limit set elsewhere is kept under the restored name and saved with it', async ({
    page,
  }) => {
    await openPage(page, '/groups/1');
    await page.getByLabel('グループ名').fill('全員（平日のみ）');
    await world(page, `world.write((s) => { s.groups.find((g) => g.id === 1).weekly = ${WEEKDAYS_ONLY}; });`);
    await page.reload();
    await expect(page.getByLabel('グループ名')).toHaveValue('全員（平日のみ）');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    expect(await group1(page)).toEqual({
      name: '全員（平日のみ）',
      weekly: {
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: true,
        friday: true,
        saturday: false,
        sunday: false,
      },
    });
  });

  test('a draft whose typed field was changed elsewhere writes nothing: the conflict notice with the typed value; applied, it saves and is gone', async ({
    page,
  }) => {
    await openPage(page, '/groups/1');
    const name = page.getByLabel('グループ名');
    await expect(name).not.toHaveValue('');
    const original = await name.inputValue();
    await name.fill('私の入力');
    await world(page, "world.write((s) => { s.groups.find((g) => g.id === 1).name = '他の管理者の名前'; });");
    await page.reload();
    const notice = page.getByTestId('draft-moved');
    await expect(notice).toContainText(
      '保存されていない入力がありますが、入力した後にほかの管理者がこの内容を変更しました。入力は復元していません。変更された項目（あなたの入力）:',
    );
    await expect(notice).toContainText(`グループ名: ${original} → 他の管理者の名前（あなたの入力: 私の入力）`);
    await expect(name).toHaveValue('他の管理者の名前');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    await notice.getByRole('button', { name: '現在の内容に自分の変更を反映して保存' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    expect((await group1(page)).name).toBe('私の入力');
    expect(await draftKeys(page)).toEqual([]);
  });

  test('a moved draft: 最新の内容を表示 drops it, and the next visit shows the record with no notice', async ({
    page,
  }) => {
    await openPage(page, '/locks/1/config');
    const name = page.getByLabel('ロック名', { exact: false }).first();
    await expect(name).toHaveValue('本社 正面玄関');
    await name.fill('私のロック名');
    await world(page, "world.write((s) => { s.locks.find((l) => l.id === 1).lockName = '別館 正面玄関'; });");
    await page.reload();
    const notice = page.getByTestId('draft-moved');
    await expect(notice).toContainText('ロック名: 本社 正面玄関 → 別館 正面玄関（あなたの入力: 私のロック名）');
    await notice.getByRole('button', { name: '最新の内容を表示' }).click();
    await expect(notice).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
    await page.reload();
    await expect(name).toHaveValue('別館 正面玄関');
    await expect(page.getByTestId('draft-moved')).toHaveCount(0);
  });

  test('after 現在の内容に自分の変更を反映して保存 on a save conflict the draft is gone: the next visit restores nothing', async ({
    page,
  }) => {
    await openPage(page, '/groups/1');
    await page.getByLabel('グループ名').fill('反映して保存する名前');
    await world(page, `world.write((s) => { s.groups.find((g) => g.id === 1).weekly = ${WEEKDAYS_ONLY}; });`);
    await page.getByRole('button', { name: '保存する' }).click();
    const notice = page.getByTestId('changed-notice');
    await notice.getByRole('button', { name: '現在の内容に自分の変更を反映して保存' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    expect(await draftKeys(page)).toEqual([]);
    await page.reload();
    await expect(page.getByLabel('グループ名')).toHaveValue('反映して保存する名前');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });

  test('破棄する throws the restored input away: the record as loaded, no draft left', async ({ page }) => {
    await openPage(page, '/guests/2');
    const name = page.getByLabel('名前');
    const original = await name.inputValue();
    await name.fill('捨てる下書き');
    await page.reload();
    const restored = page.getByTestId('draft-restored');
    await expect(name).toHaveValue('捨てる下書き');
    await restored.getByRole('button', { name: '破棄する' }).click();
    await expect(name).toHaveValue(original);
    await expect(restored).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
  });

  test('unsaved ticks ask before leaving like a form: a lock’s key groups, a group’s members', async ({ page }) => {
    const question = page.getByRole('alertdialog', { name: '保存されていない変更があります' });
    await openPage(page, '/locks/1/config');
    await page.getByRole('group', { name: '鍵グループ' }).locator('label').first().click();
    await page.getByRole('link', { name: 'ロック一覧' }).first().click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'このページに戻る' }).click();
    await expect(page).toHaveURL(/\/locks\/1\/config$/);

    await openPage(page, '/groups/3');
    await page.getByRole('tab', { name: '連携済みの利用者' }).click();
    await expect(page.getByTestId('member-row').first()).toBeVisible();
    await page.getByTestId('member-row').first().locator('label').click();
    // another tab of the same page keeps the ticks and does not ask
    await page.getByRole('tab', { name: 'グループ設定' }).click();
    await expect(question).toHaveCount(0);
    await page.getByRole('link', { name: '鍵グループ', exact: true }).first().click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page).toHaveURL(/\/groups\/?$/);
  });

  test('the restored and the moved notices fit 390 px without sideways scroll and are axe clean', async ({ page }) => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    await openPage(page, '/guests/2');
    await page.getByLabel('名前').fill('スマートフォンで打った長い名前');
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

    await openPage(page, '/locks/1/config');
    await page.getByLabel('ロック名', { exact: false }).first().fill('スマートフォンで打ったロック名');
    await world(
      page,
      "world.write((s) => { s.locks.find((l) => l.id === 1).lockName = '別の管理者がつけたとても長いロック名'; });",
    );
    await page.reload();
    await expect(page.getByTestId('draft-moved')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  });
});
