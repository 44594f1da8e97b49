import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test, toast, world } from './fixtures';
import { holdableStorageEvents } from './storageEvents';

const SECOND = 'デモ不動産合同会社';
const REFUSED =
  '別のタブで組織が切り替えられたため、この操作は行いませんでした。切り替え後の組織で操作し直してください。';
const FOLLOWED = `別のタブで組織が「${SECOND}」に切り替えられたため、ホームに移動しました。`;

/** The organizations holding a token of that name, as the demo world has them. */
const tokenOrganizations = (page: Page, name: string) =>
  world<number[]>(
    page,
    `return world.read((s) => s.apiTokens.filter((t) => t.applicationName === ${JSON.stringify(name)}).map((t) => t.organizationId));`,
  );

/** Opens the token form on /tokens/ and types a name, without sending it. */
async function typeToken(page: Page, name: string) {
  await openConsole(page, '/tokens/');
  await page.getByRole('button', { name: 'トークンを発行' }).click();
  const form = page.getByRole('dialog', { name: 'APIトークンを発行' });
  await form.getByLabel('アプリケーション名').fill(name);
  return form;
}

test.describe('two tabs of one browser @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('a switch in tab B is followed by tab A: /home of the new organization, with the notice', async ({
    page,
    context,
  }) => {
    await typeToken(page, '会議室予約');
    const other = await context.newPage();
    // the header's switcher is on every console page: tab B opens the light token list, not the lock list
    await openConsole(other, '/tokens/');
    await other.getByLabel('組織の切り替え').selectOption({ label: SECOND });
    // the switch reloads tab B (a cold start of the console, openConsole's budget)
    await expect(other.getByLabel('組織の切り替え')).toHaveValue('2', { timeout: 20_000 });
    // tab A follows without being touched: no question first, even with the typed name
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, FOLLOWED)).toBeVisible();
    await expect(page.getByLabel('組織の切り替え')).toHaveValue('2');
    await expect(page.locator('main[data-plan="ready"]')).toBeVisible();
    expect(await tokenOrganizations(page, '会議室予約')).toEqual([]);
  });

  test('a submit of tab A after the switch in tab B is refused before sending; after following, the token lands where tab A shows', async ({
    page,
    context,
  }) => {
    const events = await holdableStorageEvents(page);
    const form = await typeToken(page, '会議室予約');
    await events.hold();
    const other = await context.newPage();
    // the header's switcher is on every console page: tab B opens the light token list, not the lock list
    await openConsole(other, '/tokens/');
    await other.getByLabel('組織の切り替え').selectOption({ label: SECOND });
    // the switch reloads tab B (a cold start of the console, openConsole's budget)
    await expect(other.getByLabel('組織の切り替え')).toHaveValue('2', { timeout: 20_000 });
    // tab A still shows organization 1 (its storage event has not arrived): its submit is refused, nothing is written
    // anywhere
    await expect(page.getByLabel('組織の切り替え')).toHaveValue('1');
    await form.getByRole('button', { name: '発行する' }).click();
    await expect(form.getByTestId('issue-failed')).toHaveText(REFUSED);
    await expect(form.getByLabel('アプリケーション名')).toHaveValue('会議室予約');
    expect(await tokenOrganizations(page, '会議室予約')).toEqual([]);
    expect(await tokenOrganizations(other, '会議室予約')).toEqual([]);
    // the event arrives: tab A follows to organization 2, and a token issued there now lands in organization 2
    await events.release();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, FOLLOWED)).toBeVisible();
    await page.getByRole('link', { name: 'APIトークン' }).click();
    await page.getByRole('button', { name: 'トークンを発行' }).click();
    const again = page.getByRole('dialog', { name: 'APIトークンを発行' });
    await again.getByLabel('アプリケーション名').fill('会議室予約');
    await again.getByRole('button', { name: '発行する' }).click();
    await expect(page.getByRole('dialog', { name: 'APIトークンを発行しました' })).toBeVisible();
    expect(await tokenOrganizations(page, '会議室予約')).toEqual([2]);
    // one world for both tabs: tab B sees the token tab A wrote
    expect(await tokenOrganizations(other, '会議室予約')).toEqual([2]);
  });

  test('a logout in tab B takes tab A to the login page, dropping what this tab kept of the session', async ({
    page,
    context,
  }) => {
    await openConsole(page, '/tokens/');
    await page.evaluate(() => sessionStorage.setItem('qrio-console.test-draft', 'typed'));
    // tab B's logout is a load of /logout/ (a console booted in tab B before it would be reloaded away)
    const other = await context.newPage();
    await other.goto('/logout/');
    await expect(other.getByText('ログアウトしました。')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('メールアドレス')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('qrio-console.auth'), sessionStorage.length])).toEqual([
      null,
      0,
    ]);
  });

  test('writes of two tabs are both kept in the one demo world', async ({ page, context }) => {
    await openConsole(page, '/tokens/');
    const other = await context.newPage();
    await openConsole(other, '/tokens/');
    for (const [tab, name] of [
      [page, 'タブAの連携'],
      [other, 'タブBの連携'],
    ] as const) {
      await tab.getByRole('button', { name: 'トークンを発行' }).click();
      await tab.getByRole('dialog', { name: 'APIトークンを発行' }).getByLabel('アプリケーション名').fill(name);
      await tab.getByRole('dialog', { name: 'APIトークンを発行' }).getByRole('button', { name: '発行する' }).click();
      await expect(tab.getByRole('dialog', { name: 'APIトークンを発行しました' })).toBeVisible();
    }
    expect(await tokenOrganizations(page, 'タブAの連携')).toEqual([1]);
    expect(await tokenOrganizations(page, 'タブBの連携')).toEqual([1]);
    await page.reload();
    await expect(page.getByTestId('token-row')).toHaveCount(3);
    await expect(page.getByTestId('token-row').filter({ hasText: 'タブBの連携' })).toHaveCount(1);
  });
});
