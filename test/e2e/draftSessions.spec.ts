import type { Page } from '@playwright/test';
import { expect as baseExpect, login, MANAGER, openConsole, openPage, PASSWORD, test, toast, world } from './fixtures';
import { holdableStorageEvents } from './storageEvents';

/** Drafts belong to one manager; a logout anywhere drops them; a sign-in as another manager elsewhere is followed. */

// 2 cores shared by many checkouts: pages take seconds to settle here
const expect = baseExpect.configure({ timeout: 20_000 });
const SOLO = 'solo@example.jp';

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('qrio-console.draft:')));
/** 佐藤 花子 becomes a manager of organization 1 too: her sign-in lands in the same organization id. */
const soloInOrganization1 = (page: Page) =>
  world(
    page,
    "world.write((s) => { s.accounts.find((a) => a.email === 'solo@example.jp').organizationIds = [1, 3]; });",
  );

test.describe('drafts are one manager’s', () => {
  test.use({ signedInAs: MANAGER });

  test('after a session expiry, another manager signing in on that tab does not get the previous manager’s input', async ({
    page,
  }) => {
    await openPage(page, '/guests/2');
    await soloInOrganization1(page);
    const original = await page.getByLabel('名前').inputValue();
    await page.getByLabel('名前').fill('山田 太郎の下書き');
    await world(page, 'devTools.expireSessions();');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '認証に失敗しました。再度ログインしてください。')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fguests%2F2$/);
    await page.getByLabel('メールアドレス').fill(SOLO);
    await page.getByLabel('パスワード').fill(PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/guests\/2$/);
    await expect(page.getByLabel('名前')).toHaveValue(original);
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });

  test('a logout in another tab drops the drafts of a tab on a public page', async ({ page, context }) => {
    const other = await context.newPage();
    await openConsole(page, '/tokens/');
    await other.goto('/password/reset/');
    await other.getByLabel('メールアドレス').fill('typed-before-logout@example.jp');
    await expect.poll(() => draftKeys(other)).toHaveLength(1);
    await page.goto('/logout/');
    await expect(page.getByText('ログアウトしました。')).toBeVisible();
    await expect.poll(() => draftKeys(other)).toEqual([]);
    await other.reload();
    await expect(other.getByLabel('メールアドレス')).toHaveValue('');
  });
});

test.describe('a sign-in as another manager in another tab @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('is followed like a switch even in the same organization: no call of the old page goes out, then /home with the notice', async ({
    page,
    context,
  }) => {
    const events = await holdableStorageEvents(page);
    await openConsole(page, '/tokens/');
    await soloInOrganization1(page);
    await page.getByRole('button', { name: 'トークンを発行' }).click();
    const form = page.getByRole('dialog', { name: 'APIトークンを発行' });
    await form.getByLabel('アプリケーション名').fill('山田の連携');
    await events.hold();
    // tab B: the session gone there (as after an expiry), then 佐藤 花子 signs in
    const other = await context.newPage();
    await other.goto('/password/reset/');
    await other.evaluate(() => localStorage.removeItem('qrio-console.auth'));
    await login(other, SOLO);
    await expect(other).toHaveURL(/\/home$/);
    // tab A still shows 山田 太郎 (its events are late): its submit is refused before sending
    await form.getByRole('button', { name: '発行する' }).click();
    await expect(form.getByTestId('issue-failed')).toHaveText(
      '別のタブで別のアカウントでログインされたため、この操作は行いませんでした。ホームから操作し直してください。',
    );
    expect(
      await world<number>(
        page,
        "return world.read((s) => s.apiTokens.filter((t) => t.applicationName === '山田の連携').length);",
      ),
    ).toBe(0);
    await events.release();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, '別のタブで「佐藤 花子」としてログインされたため、ホームに移動しました。')).toBeVisible();
    await expect(page.locator('main[data-plan="ready"]')).toBeVisible();
  });
});
