import { chooseTime, expect as baseExpect, MANAGER, openPage, test, toast, world } from './fixtures';

// 2 cores shared by many checkouts: pages take seconds to settle here, the product itself answers in ~100 ms
const expect = baseExpect.configure({ timeout: 20_000 });
// no test here is about signing in: each starts with the manager's session (fixtures, signedInAs)
test.use({ signedInAs: MANAGER });
const consoleReady = (page: import('@playwright/test').Page) =>
  expect(page.locator('main[data-plan="ready"]')).toBeVisible();
const LIST = '/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4';
const NEW = `${LIST}/new`;
const pinsNamed = (page: import('@playwright/test').Page, name: string) =>
  world<Array<{ pin: string; status: string; timeFrom: string | null }>>(
    page,
    `return world.read((s) => s.pins.filter((p) => p.name === ${JSON.stringify(name)}).map((p) => ({ pin: p.pin, status: p.status, timeFrom: p.timeFrom })));`,
  );

test.describe('keypad PINs @mock-http', () => {
  test('from the lock panel: the list with its count, a new PIN accepted, registering, then registered', async ({
    page,
  }) => {
    // the keypad's answer (the world's device delay, 3 s) and the status watcher's 3 s polls run on the page's
    // clock: the test moves it on instead of sleeping through them
    await page.clock.install();
    await openPage(page, '/home');
    await consoleReady(page);
    await page.getByRole('link', { name: '本社 正面玄関 屋外側の暗証番号' }).click();
    await expect(page.getByRole('heading', { name: '屋外側キーパッドの暗証番号' })).toBeVisible();
    await expect(page.getByTestId('pin-count')).toHaveText('登録数 5 / 50');
    await expect(page.getByTestId('pin-row')).toHaveCount(5);
    await expect(page.getByTestId('pin-row').filter({ hasText: '来客用（先月）' })).toContainText('有効期限切れ');
    await page.getByRole('link', { name: '暗証番号を新規登録' }).click();
    await page.getByLabel('名前').fill('宅配業者');
    await page.getByLabel('暗証番号', { exact: true }).fill('3141');
    await page.getByRole('button', { name: '登録する' }).click();
    const accepted = page.getByRole('alertdialog', { name: '登録を受け付けました' });
    await expect(accepted).toContainText(
      '暗証番号の登録を受け付けました。キーパッドに反映されるまでしばらく時間がかかります。',
    );
    expect(await pinsNamed(page, '宅配業者')).toEqual([{ pin: '3141', status: 'registering', timeFrom: null }]);
    await accepted.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\?tab=registering$/);
    await expect(page.getByTestId('pin-row').filter({ hasText: '宅配業者' })).toBeVisible();
    // the keypad answers after the world's device delay; the status watcher's next poll reads the list again
    expect(await pinsNamed(page, '宅配業者')).toEqual([{ pin: '3141', status: 'registering', timeFrom: null }]);
    await page.clock.fastForward(3000);
    await expect(page.getByTestId('pin-row').filter({ hasText: '宅配業者' })).toHaveCount(0);
    await page.getByRole('tab', { name: '登録済み' }).click();
    await expect(page.getByTestId('pin-row').filter({ hasText: '宅配業者' })).toBeVisible();
    await expect(page.getByTestId('pin-count')).toHaveText('登録数 6 / 50');
  });
});

test.describe('keypad PINs', () => {
  test("bad input: the spec's messages, nothing sent, the input kept", async ({ page }) => {
    await openPage(page, NEW);
    await page.getByLabel('暗証番号', { exact: true }).fill('12ab');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('「名前」は30文字以内で入力してください。')).toBeVisible();
    await expect(page.getByText('数値で入力', { exact: true })).toBeVisible();
    await page.getByLabel('暗証番号', { exact: true }).fill('123');
    await expect(page.getByText('「暗証番号」は4桁以上8桁以下で入力してください。')).toBeVisible();
    await expect(page.getByLabel('暗証番号', { exact: true })).toHaveValue('123');
    expect(await pinsNamed(page, '')).toEqual([]);
  });

  test('the PIN field can be emptied (select all, delete) and typed again: the new digits only', async ({ page }) => {
    await openPage(page, NEW);
    const pin = page.getByLabel('暗証番号', { exact: true });
    await pin.pressSequentially('12a4');
    await expect(pin).toHaveValue('12a4');
    await pin.press('ControlOrMeta+a');
    await pin.press('Delete');
    await expect(pin).toHaveValue('');
    await pin.pressSequentially('759298');
    await expect(pin).toHaveValue('759298');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('「名前」は30文字以内で入力してください。')).toBeVisible();
    await expect(page.getByText('数値で入力', { exact: true })).toHaveCount(0);
    await expect(pin).toHaveValue('759298');
  });

  test('★ a code already on the keypad is said before saving, and a free random PIN of the chosen length is offered', async ({
    page,
  }) => {
    await openPage(page, NEW);
    await page.getByLabel('名前').fill('重複テスト');
    await page.getByLabel('暗証番号', { exact: true }).fill('2580');
    await expect(page.getByTestId('pin-conflict')).toHaveText(
      'この暗証番号は同じキーパッドの「清掃業者」で使われています。別の番号を入力してください。',
    );
    await page.getByRole('combobox', { name: 'ランダムな暗証番号の桁数' }).selectOption('8');
    await page.getByRole('button', { name: '空いている番号を自動で入れる' }).click();
    await expect(page.getByLabel('暗証番号', { exact: true })).toHaveValue(/^[0-9]{8}$/);
    await expect(page.getByTestId('pin-conflict')).toHaveCount(0);
  });

  test("the period: a start before now is refused with the spec's message (the other rules: domain and use-case tests)", async ({
    page,
  }) => {
    await openPage(page, NEW);
    await page.getByLabel('名前').fill('期間テスト');
    await page.getByLabel('暗証番号', { exact: true }).fill('5566');
    await page.getByText('有効期限を設定する').click();
    // the start defaults to the next 5-minute mark today; 00:00 today has passed
    await chooseTime(page, '開始時刻', '00:00');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('現在より後の日時を設定してください。')).toBeVisible();
    await expect(page.getByLabel('名前')).toHaveValue('期間テスト');
    expect(await pinsNamed(page, '期間テスト')).toEqual([]);
  });

  test('at the cap of registered PINs (devices-access §8) the limit modal shows instead of the form', async ({
    page,
  }) => {
    await openPage(page, '/home');
    await consoleReady(page);
    // 5 registered (and 2 registering, which the spec's count leaves out)
    await world(
      page,
      'world.write((s) => { const o = s.organizations.find((x) => x.id === 1); o.planFunctions = { ...o.planFunctions, maximumPinCount: 5 }; });',
    );
    await page.goto(NEW);
    const modal = page.getByRole('alertdialog', { name: '登録上限' });
    await expect(modal).toContainText('登録できる暗証番号は5件までです。');
    await expect(page.getByLabel('名前')).toHaveCount(0);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });

  test('a lock without hub or keypad: the Hub not set modal', async ({ page }) => {
    await openPage(page, '/locks/5/pins/999/x/new');
    const modal = page.getByRole('alertdialog', { name: 'ハブ未設定' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/locks\/$/);
  });

  test('a register failure shows the alert and keeps the input', async ({ page }) => {
    await openPage(page, NEW);
    await page.getByLabel('名前').fill('通信テスト');
    await page.getByLabel('暗証番号', { exact: true }).fill('7788');
    await world(page, 'world.write((s) => { s.dev.networkUp = false; });');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。' })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('名前')).toHaveValue('通信テスト');
    await world(page, 'world.write((s) => { s.dev.networkUp = true; });');
  });

  test('delete asks first, then 削除しました。; the failed job is warned and retried from the lock panel', async ({
    page,
  }) => {
    await openPage(page, LIST);
    await page.getByRole('button', { name: '暗証番号「警備会社」を削除' }).click();
    await page.getByRole('alertdialog', { name: '暗証番号の削除' }).getByRole('button', { name: '削除する' }).click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    await expect(page.getByTestId('pin-row').filter({ hasText: '警備会社' })).toHaveCount(0);
    await page.getByRole('tab', { name: '登録中' }).click();
    await expect(page.getByText('キーパッドへの登録に失敗しました。').first()).toBeVisible();

    await page.goto('/locks/');
    const status = page.getByTestId('registration-status-101');
    await expect(status).toContainText('登録に失敗：暗証番号1件');
    await status.getByRole('button', { name: '暗証番号「臨時作業員」を再登録' }).click();
    await expect(toast(page, '暗証番号の再登録を受け付けました。')).toBeVisible();
    expect((await pinsNamed(page, '臨時作業員')).map((p) => p.status)).toEqual(['registering']);
  });
});
