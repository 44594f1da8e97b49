import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, openPage, test, toast, world, chooseMenuItem } from './fixtures';

/** Opens the newest mail to the address in the dev mailbox and follows its link. */
async function followMailLink(page: Page, to: string, linkName: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByTestId('mail').filter({ hasText: to }).first().getByRole('link', { name: linkName }).click();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

const storedOrganizationIds = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('qrio-console.auth') ?? '{}') as { organizations?: Array<{ id: number }> }
      ).organizations?.map((o) => o.id) ?? [],
  );

test.describe('password reset @mock-http', () => {
  test('the whole reset flow through the mailbox, then the used link is refused', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).click();
    await expect(page).toHaveURL(/\/password\/reset\/$/);
    await page.getByRole('button', { name: 'リセットメールを送信' }).click();
    await expect(page.getByText('メールアドレスを入力してください。', { exact: true })).toBeVisible();
    await page.getByLabel('メールアドレス').fill('solo@example.jp');
    await page.getByRole('button', { name: 'リセットメールを送信' }).click();
    await expect(page).toHaveURL(/\/password\/mail-done\/$/);
    await expect(page.getByText('パスワード再設定用のリンクを記載したメールを送信しました。')).toBeVisible();

    await followMailLink(page, 'solo@example.jp', 'パスワードを再設定する');
    await expect(page).toHaveURL(/\/password_reset\/[^/]+\/$/);
    const tokenPage = page.url();
    await page.getByLabel('新しいパスワード', { exact: true }).fill('weakpass');
    await page.getByLabel('新しいパスワード（確認）').fill('weakpasS');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page.getByText('半角英数、大小文字を含む8文字以上で設定ください。')).toBeVisible();
    await expect(page.getByText('パスワードが一致しません。')).toBeVisible();
    await page.getByLabel('新しいパスワード', { exact: true }).fill('N3wPassword');
    await page.getByLabel('新しいパスワード（確認）').fill('N3wPassword');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'パスワードを変更しました')).toBeVisible();

    await signIn(page, 'solo@example.jp', 'N3wPassword');
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(tokenPage);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('An0therOne');
    await page.getByLabel('新しいパスワード（確認）').fill('An0therOne');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(toast(page, 'このリンクは無効です。もう一度パスワード再設定をお申し込みください。')).toBeVisible();
    await expect(page).toHaveURL(tokenPage);
    await expect(page.getByLabel('新しいパスワード', { exact: true })).toHaveValue('An0therOne');
  });

  test('a reset mail that cannot be sent shows the alert and keeps the address', async ({ page }) => {
    await page.goto('/password/reset/');
    await page.getByLabel('メールアドレス').fill('solo@example.jp');
    await world(page, 'devTools.update({ networkUp: false });');
    await page.getByRole('button', { name: 'リセットメールを送信' }).click();
    await expect(page.getByTestId('reset-mail-failed')).toHaveText(
      'リセットメールの送信に失敗しました。時間をおいて再度お試しください。',
    );
    await expect(page.getByLabel('メールアドレス')).toHaveValue('solo@example.jp');
    await world(page, 'devTools.update({ networkUp: true });');
  });

  test('the reset-done page says to log in with the new password', async ({ page }) => {
    await page.goto('/password/done/');
    await expect(
      page.getByText('パスワードの再設定が完了しました。新しいパスワードでログインしてください。'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'ログイン画面へ' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('account info', () => {
  test.use({ signedInAs: MANAGER });

  test('the name is saved with 保存しました。 and the header shows it; invalid names disable saving', async ({
    page,
  }) => {
    await openConsole(page);
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await chooseMenuItem(page, 'アカウント情報');
    await expect(page).toHaveURL(/\/account\/info$/);
    await expect(page.getByTestId('manager-id')).toHaveText('1');
    await expect(page.getByLabel('メールアドレス')).toHaveValue('manager@example.jp');
    await expect(page.getByLabel('メールアドレス')).toHaveAttribute('readonly', '');
    const name = page.getByLabel('名前');
    const save = page.getByRole('button', { name: '保存' });
    await name.fill('');
    await name.blur();
    await expect(page.getByText('名前を入力してください。')).toBeVisible();
    await expect(save).toBeDisabled();
    await name.fill('あ'.repeat(21));
    await expect(page.getByText('名前は20文字以内で入力してください。')).toBeVisible();
    await expect(save).toBeDisabled();
    await name.fill('山田 花子');
    await save.click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toHaveText('山田 花子');
  });

  test('a failed save says so and keeps what was typed', async ({ page }) => {
    await openPage(page, '/account/info');
    await page.getByLabel('名前').fill('新しい名前');
    await world(page, 'devTools.update({ networkUp: false });');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, 'アカウント情報を保存できませんでした。')).toBeVisible();
    await expect(page.getByLabel('名前')).toHaveValue('新しい名前');
    await world(page, 'devTools.update({ networkUp: true });');
  });
});

test.describe('accept manager invitation', () => {
  test('case 1: the invitee registers, logs in, comes back and joins', async ({ page }) => {
    await followMailLink(page, 'new-manager@example.jp', '招待を確認する');
    await expect(page).toHaveURL(/\/accept-manager-invitation\/c0ffee01-new-manager$/);
    await expect(page.getByText('招待されたメールアドレスでアカウントを登録してください。')).toBeVisible();
    await expect(page.getByTestId('invited-email')).toHaveText('new-manager@example.jp');
    await expect(page.getByRole('button', { name: '登録する' })).toBeDisabled();
    await page.getByLabel('名前').fill('新井 真司');
    await page.getByLabel('パスワード').fill('Newc0mer!');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccept-manager-invitation%2Fc0ffee01-new-manager$/);
    await signIn(page, 'new-manager@example.jp', 'Newc0mer!');
    await expect(page).toHaveURL(/\/accept-manager-invitation\/c0ffee01-new-manager$/);
    await expect(page.getByText('このアカウントで「株式会社キュリオデモ」に参加しますか？')).toBeVisible();
    await page.getByRole('button', { name: '参加する' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('organization-name')).toHaveText('株式会社キュリオデモ');
  });

  test('case 1: a registration that fails says so and keeps the form', async ({ page }) => {
    await page.goto('/accept-manager-invitation/c0ffee01-new-manager');
    await page.getByLabel('名前').fill('新井 真司');
    await page.getByLabel('パスワード').fill('Newc0mer!');
    await world(page, 'devTools.update({ networkUp: false });');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(toast(page, 'アカウントを登録できませんでした。')).toBeVisible();
    await expect(page.getByLabel('名前')).toHaveValue('新井 真司');
    await world(page, 'devTools.update({ networkUp: true });');
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('case 2: signed in as the invitee, joining adds the organization and reloads home in it', async ({ page }) => {
      await openPage(page, '/accept-manager-invitation/c0ffee02-manager-to-solo');
      await expect(page.getByText('このアカウントで「ソロ企画株式会社」に参加しますか？')).toBeVisible();
      await page.getByRole('button', { name: '参加する' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByLabel('組織の切り替え')).toHaveValue('3');
      expect(await storedOrganizationIds(page)).toEqual([1, 2, 3]);
    });

    test('case 2: a refused accept shows このアカウントでは参加できません。', async ({ page }) => {
      await openPage(page, '/accept-manager-invitation/c0ffee02-manager-to-solo');
      await expect(page.getByRole('button', { name: '参加する' })).toBeVisible();
      // another tab accepted it meanwhile: the invitation is consumed on the server
      await world(
        page,
        "world.write((s) => { s.managerInvitations.find((i) => i.id === 'c0ffee02-manager-to-solo').acceptedAt = new Date().toISOString(); });",
      );
      await page.getByRole('button', { name: '参加する' }).click();
      await expect(toast(page, 'このアカウントでは参加できません。')).toBeVisible();
      await expect(page).toHaveURL(/\/accept-manager-invitation\//);
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'solo@example.jp' });

    test('case 3: signed in as another account, the page says so, shows who, and logs out to log in again', async ({
      page,
    }) => {
      await openPage(page, '/accept-manager-invitation/c0ffee02-manager-to-solo');
      await expect(page.getByText('招待されたアカウントでログインしてください。')).toBeVisible();
      await expect(page.getByText('現在ログイン中のアカウント：solo@example.jp')).toBeVisible();
      await expect(page.getByRole('button', { name: '参加する' })).toHaveCount(0);
      await page.getByRole('button', { name: '招待されたアカウントでログインし直す' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Faccept-manager-invitation%2Fc0ffee02-manager-to-solo$/);
      expect(await page.evaluate(() => localStorage.getItem('qrio-console.auth'))).toBeNull();
    });
  });

  test('case 4: not signed in, the page asks to log in and comes back after login', async ({ page }) => {
    await page.goto('/accept-manager-invitation/c0ffee02-manager-to-solo');
    await expect(page.getByText('招待を受けるにはログインが必要です。')).toBeVisible();
    await page.getByRole('button', { name: 'ログインする' }).click();
    await signIn(page, 'manager@example.jp', 'Passw0rd');
    await expect(page).toHaveURL(/\/accept-manager-invitation\/c0ffee02-manager-to-solo$/);
    await expect(page.getByRole('button', { name: '参加する' })).toBeVisible();
  });

  test('an unknown invitation shows 招待状の読み込みに失敗しました。', async ({ page }) => {
    await page.goto('/accept-manager-invitation/no-such-invitation');
    await expect(page.getByTestId('load-failed')).toHaveText('招待状の読み込みに失敗しました。');
  });

  test.describe(() => {
    test.use({ signedInAs: MANAGER });

    test('/accept-invitation/:id and /guest-invitations redirect home', async ({ page }) => {
      await openPage(page, '/accept-invitation/123');
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/guest-invitations');
      await expect(page).toHaveURL(/\/home$/);
    });
  });
});
