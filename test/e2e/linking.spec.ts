import type { Page } from '@playwright/test';
import { expect, test, toast, world } from './fixtures';

const box = (page: Page, n: number) => page.getByLabel(`確認コード ${n}文字目`);

async function expectBoxes(page: Page, code: string): Promise<void> {
  for (let i = 0; i < 6; i += 1) await expect(box(page, i + 1)).toHaveValue(code[i] ?? '');
}

async function followMailLink(page: Page, to: string, linkName: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByTestId('mail').filter({ hasText: to }).first().getByRole('link', { name: linkName }).click();
}

/** A paste as the browser delivers it, with the text on the clipboard event. */
async function paste(page: Page, n: number, text: string): Promise<void> {
  await box(page, n).focus();
  await box(page, n).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('lock-app account linking @mock-http', () => {
  test('connection code by mail, the link prefills the six boxes, linking succeeds', async ({ page }) => {
    await page.goto('/account_connection/connection-code');
    await page.getByLabel('メールアドレス').fill('guest.tanaka@example.jp');
    await page.getByRole('button', { name: '確認コードを発行' }).click();
    await expect(page).toHaveURL(/\/account_connection\/connection-code\/done\?kind=connection$/);
    await expect(page.getByText('確認コードを送信しました。メールをご確認ください。')).toBeVisible();

    await followMailLink(page, 'guest.tanaka@example.jp', 'アカウントを連携する');
    await expect(page).toHaveURL(/\/account_connection\/connection\?secret=[A-Z0-9]{6}$/);
    const secret = new URL(page.url()).searchParams.get('secret') ?? '';
    await expectBoxes(page, secret);
    await page.getByLabel('アプリアカウントのメールアドレス').fill('app-user@example.jp');
    await page.getByLabel('アプリアカウントのパスワード').fill('Passw0rd');
    await page.getByRole('button', { name: '連携する' }).click();
    await expect(page).toHaveURL(/\/account_connection\/connection\/done$/);
    await expect(page.getByText('アプリアカウントとの連携が完了しました。')).toBeVisible();
    const connections = await world<string[]>(
      page,
      'return world.read((s) => s.lockAppConnections.map((c) => c.requestEmail));',
    );
    expect(connections).toContain('guest.tanaka@example.jp');
  });

  test('a wrong password gets the linking-failure toast and everything typed stays', async ({ page }) => {
    await page.goto('/account_connection/connection?secret=AB3DE9');
    await page.getByLabel('アプリアカウントのメールアドレス').fill('app-user@example.jp');
    await page.getByLabel('アプリアカウントのパスワード').fill('wrong');
    await page.getByRole('button', { name: '連携する' }).click();
    await expect(toast(page, 'メールアドレスかパスワード、あるいは確認コードが間違っています。')).toBeVisible();
    await expectBoxes(page, 'AB3DE9');
    await expect(page.getByLabel('アプリアカウントのパスワード')).toHaveValue('wrong');
  });

  test('release code by mail; its link releases the link, and opening it again is an invalid code', async ({
    page,
  }) => {
    await page.goto('/account_connection/disconnection-code');
    await page.getByLabel('メールアドレス').fill('app-user@example.jp');
    await page.getByRole('button', { name: '解除コードを発行' }).click();
    await expect(page.getByText('解除用のコードを送信しました。メールをご確認ください。')).toBeVisible();
    await followMailLink(page, 'app-user@example.jp', '連携を解除する');
    await expect(page).toHaveURL(/\/account_connection\/disconnection\?secret=[A-Z0-9]{6}$/);
    await expect(page.getByTestId('unlink-result')).toHaveText('アプリアカウントとの連携を解除しました。');
    await page.reload();
    await expect(page.getByTestId('unlink-result')).toHaveText('無効なコードです。');
  });
});

test.describe('the six code boxes', () => {
  test('typing advances box by box, backspace goes back, and the code messages are exact', async ({ page }) => {
    await page.goto('/account_connection/connection');
    await box(page, 1).click();
    await page.keyboard.type('ab3');
    await expectBoxes(page, 'ab3');
    await expect(box(page, 4)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expectBoxes(page, 'ab');
    await expect(box(page, 3)).toBeFocused();
    await page.keyboard.type('3dE');
    await expectBoxes(page, 'ab3dE');
    await page.getByRole('button', { name: '連携する' }).click();
    await expect(page.getByText('確認コードを入力してください。')).toBeVisible();
    await box(page, 6).click();
    await page.keyboard.type('!');
    await expect(page.getByText('確認コードは半角英数字で入力してください。')).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('9');
    await expectBoxes(page, 'ab3dE9');
    await expect(page.getByText(/確認コード(を入力|は半角)/)).toHaveCount(0);
  });

  test('a pasted code fills all six boxes, wherever it is pasted, separators dropped', async ({ page }) => {
    await page.goto('/account_connection/connection');
    await paste(page, 3, 'XY7-ZK2');
    await expectBoxes(page, 'XY7ZK2');
    await expect(box(page, 6)).toBeFocused();
  });

  test('the page links to reissue the code, to the app password page and to both app stores', async ({ page }) => {
    await page.goto('/account_connection/connection');
    await expect(page.getByRole('link', { name: '確認コードを再発行する' })).toHaveAttribute(
      'href',
      '/account_connection/connection-code',
    );
    await expect(page.getByRole('link', { name: /パスワードをお忘れの方/ })).toHaveAttribute(
      'href',
      /^https:\/\/example\.jp\//,
    );
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/example\.jp\//);
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/example\.jp\//);
  });
});

test.describe('disconnection page', () => {
  test('without a secret the code is invalid, and nothing is called', async ({ page }) => {
    await page.goto('/account_connection/disconnection');
    await expect(page.getByTestId('unlink-result')).toHaveText('無効なコードです。');
  });

  test('a release that fails says it failed', async ({ page }) => {
    await page.goto('/account_connection/disconnection-code');
    await page.getByLabel('メールアドレス').fill('app-user@example.jp');
    await page.getByRole('button', { name: '解除コードを発行' }).click();
    await expect(page).toHaveURL(/kind=disconnection$/);
    // the link was released some other way before the mail was opened
    await world(page, 'world.write((s) => { s.lockAppConnections = []; });');
    await followMailLink(page, 'app-user@example.jp', '連携を解除する');
    await expect(page.getByTestId('unlink-result')).toHaveText('アプリアカウントとの連携の解除に失敗しました。');
  });
});
