import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, openPage, test, toast, world } from './fixtures';

const panels = (page: Page) => page.getByTestId('lock-panel');
const panel = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('lock list @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('pages through 17 locks as the server serves them (10 a page, no total), with the battery summary above', async ({
    page,
  }) => {
    await openPage(page, '/home');
    await expect(panels(page)).toHaveCount(10);
    // GET /v1/console/locks answers {locks} only (devices-access §7): no count is claimed, a full page offers one more
    await expect(page.getByText('1〜10件目')).toBeVisible();
    await expect(page.getByText(/全\d+件/)).toHaveCount(0);
    await expect(page.getByTestId('battery-summary')).toContainText('電池交換が必要なロック：6台');
    await page.getByRole('button', { name: '2ページ目' }).click();
    await expect(panels(page)).toHaveCount(7);
    await expect(page.getByText('11〜17件目')).toBeVisible();
    // a short page is the last: no third page offered
    await expect(page.getByRole('button', { name: '3ページ目' })).toHaveCount(0);
  });

  test('the name search applies on Enter; no match shows the no-result state', async ({ page }) => {
    await openPage(page, '/home');
    await expect(panels(page)).toHaveCount(10);
    await page.getByLabel('ロック名で検索').fill('会議室');
    await expect(panels(page)).toHaveCount(10);
    await page.getByLabel('ロック名で検索').press('Enter');
    await expect(panels(page)).toHaveCount(2);
    await page.getByLabel('ロック名で検索').fill('存在しない');
    await page.getByLabel('ロック名で検索').press('Enter');
    await expect(page.getByText('該当するロックはありません')).toBeVisible();
  });

  test('the sort choice is sent as sort_by/sort_order and remembered across a reload', async ({ page }) => {
    await openPage(page, '/home');
    await expect(panels(page)).toHaveCount(10);
    // over HTTP the call itself is visible: the choice travels as sort_by and sort_order
    const overHttp = test.info().project.name === 'mock-http';
    const listCall = overHttp
      ? page.waitForRequest((r) => r.url().includes('/v1/console/locks?') && r.url().includes('sort_by=created_at'))
      : null;
    await page.getByLabel('並び替え').selectOption({ label: '登録日（新しい順）' });
    if (listCall) expect(new URL((await listCall).url()).searchParams.get('sort_order')).toBe('desc');
    await expect(panels(page).first().getByRole('heading')).toHaveText('資料室');
    await page.reload();
    await expect(page.getByLabel('並び替え')).toHaveValue('createdDesc');
    await expect(panels(page).first().getByRole('heading')).toHaveText('資料室');
  });

  test('a panel shows batteries, keypad sides with PIN and card links, and hub-not-set where there is no hub', async ({
    page,
  }) => {
    await openPage(page, '/home');
    const front = panel(page, '本社 正面玄関');
    await expect(front.getByRole('link', { name: '本社 正面玄関 屋外側の暗証番号' })).toHaveAttribute(
      'href',
      '/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
    );
    await expect(front.getByRole('link', { name: '本社 正面玄関 屋内側のICカード' })).toHaveAttribute(
      'href',
      '/locks/1/cards/102/%E5%B1%8B%E5%86%85%E5%81%B4',
    );
    await expect(front.getByText('電池表示なし')).toBeVisible();
    const store = panel(page, '倉庫');
    await expect(store.getByText('電池A：電池異常')).toBeAttached();
    await expect(store.getByRole('button', { name: '倉庫：ハブ未設定' })).toBeDisabled();
    await store.getByRole('button', { name: '暗証番号' }).click();
    await expect(page.getByRole('alertdialog', { name: 'ハブ未設定' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ signedInAs: 'solo@example.jp' });

    test('an organization without locks sees the three-step setup guide', async ({ page }) => {
      await openPage(page, '/home');
      await expect(page.getByText('ロックが登録されていません')).toBeVisible();
      await expect(page.getByTestId('setup-guide').getByRole('listitem')).toHaveCount(3);
    });
  });
});

test.describe('remote lock/unlock', () => {
  test.use({ signedInAs: MANAGER });
  const dialog = (page: Page) => page.getByTestId('remote-dialog');
  const openRemote = async (page: Page, name: string) => {
    await page.clock.install();
    await openConsole(page);
    await panel(page, name)
      .getByRole('button', { name: `${name}を遠隔操作` })
      .click();
    await expect(dialog(page)).toHaveAttribute('data-stage', 'connecting');
    await expect(page.getByTestId('remote-message')).toHaveText('ロックと通信しています…');
    await expect(page.getByTestId('remote-progress')).toContainText('応答確認 0/10 回');
  };
  const poll = (page: Page) => page.clock.fastForward(3000);

  test.describe(() => {
    // the double click must land while the open job's call is still on its way: the demo's 80 ms a call
    test.use({ latencyMs: 80 });

    test('open: read status → open? → opening → unlocked → OK; a double click sends one job', async ({ page }) => {
      await openRemote(page, '本社 正面玄関');
      await poll(page);
      await expect(page.getByTestId('remote-message')).toHaveText('解錠しますか？');
      await page.getByRole('button', { name: '解錠' }).dblclick();
      await expect(page.getByTestId('remote-message')).toHaveText('解錠しています…');
      await page.keyboard.press('Enter');
      await poll(page);
      await poll(page);
      await expect(page.getByTestId('remote-message')).toHaveText('解錠しました。');
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(dialog(page)).toHaveCount(0);
      expect(await world<string[]>(page, 'return world.read((s) => s.remoteJobs.map((j) => j.jobType));')).toEqual([
        'open',
        'read_status',
      ]);
      await expect(panel(page, '本社 正面玄関').getByTestId('last-event')).toContainText('解錠（管理画面・山田 太郎）');
    });
  });

  test('close: an open lock asks close? and ends locked', async ({ page }) => {
    await openRemote(page, '本社 通用口');
    await poll(page);
    await expect(page.getByTestId('remote-message')).toHaveText('施錠しますか？');
    await page.getByRole('button', { name: '施錠' }).click();
    await poll(page);
    await poll(page);
    await expect(page.getByTestId('remote-message')).toHaveText('施錠しました。');
  });

  test('open_and_close offers open, close and cancel', async ({ page }) => {
    await openRemote(page, '会議室B');
    await poll(page);
    await expect(page.getByTestId('remote-message')).toHaveText(
      'ロックの状態を確認できませんでした。解錠または施錠を選択してください。',
    );
    await expect(dialog(page).getByRole('button')).toHaveText(['解錠', '施錠', 'キャンセル']);
    await page.getByRole('button', { name: '施錠' }).click();
    await poll(page);
    await poll(page);
    await expect(page.getByTestId('remote-message')).toHaveText('施錠しました。');
  });

  test("a failed job alerts the server's message and OK closes the dialog", async ({ page }) => {
    await openRemote(page, 'サーバールーム');
    await poll(page);
    await page.getByRole('button', { name: '解錠' }).click();
    await poll(page);
    await poll(page);
    await expect(page.getByRole('alertdialog').getByRole('alert')).toHaveText(
      'ロックとの通信がタイムアウトしました。ハブとロックの距離を確認してください。',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('still in progress after more than 10 polls is a communication error', async ({ page }) => {
    await openRemote(page, '屋上扉');
    for (let i = 1; i <= 10; i += 1) {
      await poll(page);
      await expect(page.getByTestId('remote-progress')).toContainText(`応答確認 ${i}/10 回`);
    }
    await poll(page);
    await expect(page.getByRole('alertdialog').getByRole('alert')).toHaveText(
      '通信エラーが発生しました。時間をおいて再度お試しください。',
    );
  });
});

test.describe('lock settings', () => {
  test.use({ signedInAs: MANAGER });

  test('the lock name is required and at most 30 characters; a valid name is saved', async ({ page }) => {
    await openPage(page, '/locks/1/config');
    const name = page.getByLabel('ロック名', { exact: false }).first();
    await expect(name).toHaveValue('本社 正面玄関');
    await name.fill('');
    await page.getByRole('button', { name: 'ロック名を保存' }).click();
    await expect(page.getByText('「ロック名」は必須です。入力してください。')).toBeVisible();
    await name.fill('あ'.repeat(31));
    await expect(page.getByText('「ロック名」は最大30文字です。')).toBeVisible();
    await name.fill('本館 正面玄関');
    await page.getByRole('button', { name: 'ロック名を保存' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    expect(await world<string>(page, 'return world.read((s) => s.locks.find((l) => l.id === 1).lockName);')).toBe(
      '本館 正面玄関',
    );
  });

  test('device information names every model, the hub model from its serial, and an unknown hub', async ({ page }) => {
    await openPage(page, '/locks/1/config');
    const info = page.getByTestId('device-info');
    await expect(info).toContainText('Qrio Lock R（シリアル番号 LR300001）');
    await expect(info).toContainText('Qrio Pad R（シリアル番号 PR700101）');
    await expect(info).toContainText('Q-H1（シリアル番号 1500000）');
    await page.goto('/locks/7/config');
    await expect(page.getByTestId('device-info')).toContainText('不明なデバイス（シリアル番号 123）');
  });

  test('key groups are ticked and saved through attach and detach', async ({ page }) => {
    await openPage(page, '/locks/1/config');
    await expect(page.getByRole('checkbox', { name: '正社員' })).toBeChecked();
    await page.getByText('正社員').click();
    await page.getByText('清掃スタッフ').click();
    await page.getByRole('button', { name: '鍵グループを保存' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '清掃スタッフ' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '正社員' })).not.toBeChecked();
  });

  test('a lock that does not exist says it may be deleted and returns to the list', async ({ page }) => {
    await openPage(page, '/locks/999/config');
    await expect(toast(page, 'ロックが見つかりません。削除された可能性があります。')).toBeVisible();
    await expect(page).toHaveURL(/\/locks\/$/);
  });
});
