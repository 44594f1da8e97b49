import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, openPage, test, toast, world } from './fixtures';
import { atBothWidths, seriousViolations, sidewaysOverflow, switchToOrganization2 } from './layoutChecks';

const JAPANESE_DATE = /^\d{4}年\d{1,2}月\d{1,2}日\(.\)$/;
const managerRows = (page: Page) => page.getByTestId('manager-row');
const invitationCount = (page: Page, organizationId: number) =>
  world<number>(
    page,
    `return world.read((s) => s.managerInvitations.filter((i) => i.organizationId === ${organizationId} && i.acceptedAt === null).length);`,
  );

test.describe('managers @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('the list searches by name, shows Japanese dates, and a manager is removed after the warning', async ({
    page,
  }) => {
    await openConsole(page);
    await page.getByRole('link', { name: '管理者', exact: true }).click();
    await expect(managerRows(page)).toHaveCount(4);
    await expect(managerRows(page).first().getByTestId('manager-created')).toHaveText(JAPANESE_DATE);
    await page.getByLabel('管理者を名前で検索').fill('渡辺');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(managerRows(page)).toHaveCount(1);
    await managerRows(page).getByRole('link', { name: '渡辺 健太' }).click();
    await expect(page.getByTestId('manager-email')).toHaveText('watanabe.kenta@example.jp');
    await page.getByRole('button', { name: 'この管理者を削除' }).click();
    const dialog = page.getByRole('alertdialog', { name: '渡辺 健太 さんを管理者から削除しますか？' });
    await expect(dialog).toContainText('誰も組織を管理できなくなるおそれがあります。');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(toast(page, '管理者を削除しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/managers\/$/);
    await expect(managerRows(page)).toHaveCount(3);
    await expect(page.getByText('渡辺 健太')).toHaveCount(0);
  });

  test('an invitation: required and format messages, 409 keeps the input, then the mail opens the accept page', async ({
    page,
  }) => {
    await openConsole(page, '/managers/new/');
    await page.getByRole('button', { name: '招待メールを送信' }).click();
    await expect(page.getByText('メールアドレスを入力してください。', { exact: true })).toBeVisible();
    await page.getByLabel('メールアドレス').fill('someone@');
    await page.getByRole('button', { name: '招待メールを送信' }).click();
    await expect(page.getByText('メールアドレスの形式が正しくありません。')).toBeVisible();
    await page.getByLabel('メールアドレス').fill('  ito.misaki@example.jp ');
    await page.getByRole('button', { name: '招待メールを送信' }).click();
    await expect(page.getByTestId('invite-failed')).toHaveText('既に登録されているメールアドレスです。');
    // the input survives the refusal (an e-mail input drops the surrounding spaces itself)
    await expect(page.getByLabel('メールアドレス')).toHaveValue('ito.misaki@example.jp');
    await page.getByLabel('メールアドレス').fill(' new.person@example.jp\u3000');
    await page.getByRole('button', { name: '招待メールを送信' }).click();
    await expect(toast(page, '招待メールを送信しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/manager-invitations\/$/);
    await expect(page.getByTestId('invitation-row').first()).toContainText('new.person@example.jp');
    await page.goto('/dev/mailbox');
    await page
      .getByTestId('mail')
      .filter({ hasText: 'new.person@example.jp' })
      .first()
      .getByRole('link', { name: '招待を確認する' })
      .click();
    await expect(page).toHaveURL(/\/accept-manager-invitation\//);
    await expect(page.getByTestId('invited-email')).toHaveText('new.person@example.jp');
    await expect(page.getByRole('button', { name: '登録する' })).toBeVisible();
  });

  test('pending invitations: resend and delete after confirmation, each with a toast', async ({ page }) => {
    await openConsole(page);
    await page.getByRole('link', { name: '招待中の管理者' }).click();
    const rows = page.getByTestId('invitation-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('new-manager@example.jp');
    await page.getByRole('button', { name: 'kobayashi.staff@example.jpに再送信' }).click();
    await expect(toast(page, '招待メールを再送信しました。')).toBeVisible();
    await expect(rows.first()).toContainText('kobayashi.staff@example.jp');
    await page.getByRole('button', { name: 'new-manager@example.jpへの招待を削除' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'new-manager@example.jp への招待を削除しますか？' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect(await invitationCount(page, 1)).toBe(1);
  });
});

test.describe('managers: own record and plan gate', () => {
  test.use({ signedInAs: MANAGER });

  test('the own record has no remove action', async ({ page }) => {
    await openPage(page, '/managers/');
    await managerRows(page).getByRole('link', { name: '山田 太郎' }).click();
    await expect(page.getByTestId('manager-email')).toHaveText('manager@example.jp');
    await expect(page.getByTestId('own-record')).toHaveText('ご自身のアカウントはこの画面から削除できません。');
    await expect(page.getByRole('button', { name: 'この管理者を削除' })).toHaveCount(0);
  });

  test('organization 2 has no manager slot: the link and the invite screen say so and nothing is sent', async ({
    page,
  }) => {
    await openConsole(page);
    await switchToOrganization2(page);
    await page.goto('/managers/');
    await expect(page.getByTestId('invite-limit')).toHaveText(
      'ご利用のプランの上限に達しているためこの機能はお使いいただけません。',
    );
    await expect(page.getByRole('button', { name: '管理者を招待' })).toBeDisabled();
    await expect(managerRows(page)).toHaveCount(2);
    await page.goto('/managers/new/');
    await expect(page.getByTestId('plan-notice')).toHaveText(
      'ご利用のプランの上限に達しているためこの機能はお使いいただけません。',
    );
    await expect(page.getByLabel('メールアドレス')).toHaveCount(0);
    expect(await invitationCount(page, 2)).toBe(0);
  });

  for (const [path, ready] of [
    ['/managers/', (page: Page) => expect(managerRows(page)).toHaveCount(4)],
    ['/managers/12', (page: Page) => expect(page.getByTestId('manager-email')).toBeVisible()],
    ['/managers/new/', (page: Page) => expect(page.getByLabel('メールアドレス')).toBeVisible()],
    ['/manager-invitations/', (page: Page) => expect(page.getByTestId('invitation-row')).toHaveCount(2)],
  ] as const) {
    test(`${path} fits 390 px with no sideways scroll and no serious axe finding`, async ({ page }) => {
      await atBothWidths(
        page,
        () => openPage(page, path),
        async (width) => {
          await ready(page);
          expect(await sidewaysOverflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page), `${path} at ${width}`).toEqual([]);
        },
      );
    });
  }
});
