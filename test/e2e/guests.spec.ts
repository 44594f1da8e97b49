import Encoding from 'encoding-japanese';
import { consoleReady, expect, MANAGER, openConsole, openPage, test, toast, world } from './fixtures';

const sjis = (text: string): Buffer =>
  Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const guestCount = (page: import('@playwright/test').Page) =>
  world<number>(page, 'return world.read((s) => s.guests.filter((g) => g.organizationId === 1).length);');

test.describe('guest registration over the free tier @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('the billable guest is confirmed, sent again with pay-per-guest on, and the manager stays signed in', async ({
    page,
  }) => {
    await openConsole(page, '/guests/new');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('名前を入力してください。')).toBeVisible();
    await expect(page.getByText('「メールアドレス」は必須です。入力してください。')).toBeVisible();
    await page.getByLabel('名前').fill('新井 次郎');
    await page.getByLabel('メールアドレス').fill('guest05@example.jp');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('既に登録されているメールアドレスです。')).toBeVisible();
    await expect(page.getByLabel('名前')).toHaveValue('新井 次郎');
    await page.getByLabel('メールアドレス').fill('arai@example.jp');
    await page.getByRole('button', { name: '登録する' }).click();
    const dialog = page.getByRole('alertdialog', { name: '有料の利用者の登録' });
    await expect(dialog).toContainText(
      '現在の利用者数は30名です。利用者は20名まで無料で、それを超える利用者1名につき月額110円（税込）がかかります。',
    );
    await dialog.getByRole('button', { name: '同意して登録する' }).click();
    await expect(toast(page, '登録しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/guests$/);
    await expect(toast(page, '認証に失敗しました。再度ログインしてください。')).toHaveCount(0);
    expect(
      await world<string>(page, "return world.read((s) => s.guests.find((g) => g.email === 'arai@example.jp')?.name);"),
    ).toBe('新井 次郎');
  });
});

test.describe('guest CSV in UTF-8: read in a worker, sent as Shift_JIS @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('a row Shift_JIS cannot hold is reported by its number; the fixed file arrives as Shift_JIS with the names intact', async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openConsole(page, '/guests/new');
    await page.getByRole('tab', { name: 'CSV一括登録' }).click();
    await expect(page.getByTestId('csv-encoding-note')).toHaveText(
      'サーバーはShift_JISで読み取るため、UTF-8のファイルはShift_JISに変換して送信します。',
    );
    await expect(page.getByText('CSVファイル（.csv）、5MBまで')).toBeVisible();
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'utf8.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\uFEFFname,mail\r\n髙橋 一郎,u1@example.jp\r\n𠮷田 二郎,u2@example.jp\r\n', 'utf8'),
    });
    await expect(page.getByTestId('csv-preview-errors').getByRole('listitem')).toHaveText([
      '3行目: Shift_JISに変換できない文字（「𠮷」）が含まれています。別の文字に置き換えてください。',
    ]);
    await expect(page.getByRole('button', { name: 'CSVで登録する' })).toBeDisabled();
    await input.setInputFiles({
      name: 'utf8-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,mail\r\n髙橋 一郎,u1@example.jp\r\n吉田 二郎,u2@example.jp\r\n', 'utf8'),
    });
    await expect(page.getByTestId('csv-sent-as')).toHaveText('UTF-8のファイルをShift_JISに変換して送信します');
    await page.getByRole('button', { name: '2件を登録する' }).click();
    await page
      .getByRole('alertdialog', { name: '有料の利用者の登録' })
      .getByRole('button', { name: '同意して登録する' })
      .click();
    await expect(toast(page, '登録しました。')).toBeVisible();
    // the demo server reads Shift_JIS only, as the spec's: the names arrive intact only if the bytes were Shift_JIS
    expect(
      await world<string[]>(
        page,
        "return world.read((s) => s.guests.filter((g) => g.email.startsWith('u')).map((g) => g.name));",
      ),
    ).toEqual(['髙橋 一郎', '吉田 二郎']);
    expect(workers.filter((url) => /\/csvWorker[^/]*\.(js|ts)/.test(url))).toHaveLength(1);
  });

  test('a file over 5 MB is refused with its message, and nothing can be sent', async ({ page }) => {
    await openPage(page, '/guests/new');
    await page.getByRole('tab', { name: 'CSV一括登録' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x61) });
    await expect(page.getByText('ファイルが大きすぎます。CSVファイルは5MBまでです。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSVで登録する' })).toBeDisabled();
  });
});

test.describe('guests', () => {
  test.use({ signedInAs: MANAGER });

  test('a Shift_JIS CSV is previewed row by row, refused until fixed, then registered after the billing confirmation', async ({
    page,
  }) => {
    await openConsole(page, '/guests/new');
    await page.getByRole('tab', { name: 'CSV一括登録' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: sjis(
        '名前,メールアドレス\r\n山田 一郎,ichiro@example.jp\r\n,jiro@example.jp\r\n鈴木 三郎,saburo@\r\n山田 一郎,ichiro@example.jp\r\n',
      ),
    });
    const errors = page.getByTestId('csv-preview-errors');
    await expect(errors.getByRole('listitem')).toHaveText([
      '3行目: 名前を入力してください。',
      '4行目: 「メールアドレス」の形式が正しくありません。',
      '5行目: メールアドレスが2行目と重複しています。',
    ]);
    await expect(page.getByRole('button', { name: 'CSVで登録する' })).toBeDisabled();
    expect(await guestCount(page)).toBe(30);

    await page.locator('input[type=file]').setInputFiles({
      name: 'guests-fixed.csv',
      mimeType: 'text/csv',
      buffer: sjis('名前,メールアドレス\r\n山田 一郎,ichiro@example.jp\r\n田中 次郎,jiro@example.jp\r\n'),
    });
    await expect(page.getByTestId('csv-preview-errors')).toHaveCount(0);
    await page.getByRole('button', { name: '2件を登録する' }).click();
    const dialog = page.getByRole('alertdialog', { name: '有料の利用者の登録' });
    await expect(dialog).toContainText('今回の登録で2名分（月額220円）が追加されます。');
    await dialog.getByRole('button', { name: '同意して登録する' }).click();
    await expect(toast(page, '登録しました。')).toBeVisible();
    expect(await guestCount(page)).toBe(32);
  });

  test('rows only the server can refuse come back numbered from the server', async ({ page }) => {
    await openConsole(page, '/guests/new');
    await page.getByRole('tab', { name: 'CSV一括登録' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'g.csv',
      mimeType: 'text/csv',
      buffer: sjis('name,mail\r\n既存 さん,guest03@example.jp\r\n'),
    });
    await page.getByRole('button', { name: '1件を登録する' }).click();
    await expect(page.getByTestId('csv-server-errors').getByRole('listitem')).toHaveText(['2行目: 不正な値です。']);
    await expect(toast(page, 'CSVの登録に失敗しました。エラー内容をご確認ください。')).toBeVisible();
  });

  test('deleting a guest who holds cards names the cards; one without cards is deleted', async ({ page }) => {
    await openConsole(page, '/guests/1');
    await page.getByRole('button', { name: 'この利用者を削除' }).click();
    await page
      .getByRole('alertdialog', { name: '利用者を削除します' })
      .getByRole('button', { name: '削除する' })
      .click();
    const modal = page.getByRole('alertdialog', { name: '利用者を削除できません' });
    await expect(modal.getByTestId('blocking-cards').getByRole('listitem')).toHaveText(['社員証001', '予備カード']);
    await modal.getByRole('button', { name: 'OK' }).click();
    expect(await world<boolean>(page, 'return world.read((s) => s.guests.some((g) => g.id === 1));')).toBe(true);

    await page.goto('/guests/3');
    await page.getByRole('button', { name: 'この利用者を削除' }).click();
    await page
      .getByRole('alertdialog', { name: '利用者を削除します' })
      .getByRole('button', { name: '削除する' })
      .click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/guests$/);
  });

  test('an unconnected guest is sent a connection request and the date appears', async ({ page }) => {
    await openConsole(page, '/guests');
    await page.getByRole('tab', { name: '未連携' }).click();
    const row = page.getByTestId('guest-row').filter({ hasText: '森 奈々' });
    await expect(row.getByTestId('request-date')).toHaveText('未送信');
    await row.getByRole('button', { name: '森 奈々に連携依頼' }).click();
    await expect(toast(page, '連携依頼しました。')).toBeVisible();
    await expect(row.getByTestId('request-date')).not.toHaveText('未送信');
    expect(await world<string>(page, 'return world.read((s) => s.mails[0].to);')).toBe('guest22@example.jp');
  });

  test('the guest edit saves the name and the groups', async ({ page }) => {
    await openConsole(page, '/guests/2');
    await page.getByLabel('名前').fill('');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('名前を入力してください。')).toBeVisible();
    await page.getByLabel('名前').fill('鈴木 美咲（改）');
    await page.locator('label').filter({ hasText: '夜間警備' }).click();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    const groups = await world<number[]>(
      page,
      'return world.read((s) => s.memberships.filter((m) => m.guestId === 2).map((m) => m.groupId).sort());',
    );
    expect(groups).toEqual([1, 3, 5, 6]);
  });

  test('an organization near its limit without guest CSV sees why', async ({ page }) => {
    await openConsole(page);
    await page.getByLabel('組織の切り替え').selectOption({ label: 'デモ不動産合同会社' });
    await consoleReady(page);
    await page.goto('/guests/new');
    await page.getByRole('tab', { name: 'CSV一括登録' }).click();
    await expect(page.getByText('ご利用のプランではこの機能はお使いいただけません。')).toBeVisible();
  });
});

test.describe('guest connection through the request mail @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('the request mail carries a 6-character code; linking app-user@example.jp with it connects the guest', async ({
    page,
  }) => {
    await openConsole(page, '/guests');
    await page.getByRole('tab', { name: '未連携' }).click();
    await page
      .getByTestId('guest-row')
      .filter({ hasText: '森 奈々' })
      .getByRole('button', { name: '森 奈々に連携依頼' })
      .click();
    await expect(toast(page, '連携依頼しました。')).toBeVisible();

    await page.goto('/dev/mailbox');
    const mail = page
      .getByTestId('mail')
      .filter({ hasText: '【株式会社キュリオデモ】スマートロックアプリとの連携のお願い' })
      .filter({ hasText: 'guest22@example.jp' });
    await mail.first().getByRole('link', { name: 'アカウントを連携する' }).click();
    await expect(page).toHaveURL(/\/account_connection\/connection\?secret=[A-Z0-9]{6}$/);
    const secret = new URL(page.url()).searchParams.get('secret') ?? '';
    for (let i = 0; i < 6; i += 1)
      await expect(page.getByLabel(`確認コード ${i + 1}文字目`)).toHaveValue(secret[i] ?? '');
    await page.getByLabel('アプリアカウントのメールアドレス').fill('app-user@example.jp');
    await page.getByLabel('アプリアカウントのパスワード').fill('Passw0rd');
    await page.getByRole('button', { name: '連携する' }).click();
    await expect(page).toHaveURL(/\/account_connection\/connection\/done$/);

    await page.goto('/guests');
    await consoleReady(page);
    await page.getByRole('tab', { name: '連携済み' }).click();
    await page.getByLabel('利用者を名前で検索').fill('森 奈々');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByTestId('guest-row').filter({ hasText: '森 奈々' })).toBeVisible();
  });
});
