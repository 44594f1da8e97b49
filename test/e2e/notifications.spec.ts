import type { Page } from '@playwright/test';
import { expect, MANAGER, openConsole, test, toast, world } from './fixtures';
import { atBothWidths, seriousViolations, sidewaysOverflow, switchToOrganization2 } from './layoutChecks';

const rows = (page: Page) => page.getByTestId('notification-row');
const switchOn = (page: Page) => world<boolean>(page, 'return world.read((s) => s.notifyLockStatus["1"]);');
const notifySwitch = (page: Page) => page.getByRole('checkbox', { name: 'ロックの状態を通知する' });
const alert = (page: Page) => page.getByTestId('notification-alert');
const addEmail = async (page: Page, email: string) => {
  await page.getByLabel('追加するメールアドレス').fill(email);
  await page.getByRole('button', { name: '追加', exact: true }).click();
};

test.describe('lock-status notifications @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  // the side menu's way to the screen is walked once; the other test opens it at its address
  const openFromMenu = async (page: Page) => {
    await openConsole(page);
    await page.getByRole('link', { name: '通知設定' }).click();
    await expect(rows(page)).toHaveCount(2);
  };
  const openDirectly = async (page: Page) => {
    await openConsole(page, '/notification/config/');
    await expect(rows(page)).toHaveCount(2);
  };

  test('at least one address while on: the last cannot go, the switch saves on toggle and cannot go on empty', async ({
    page,
  }) => {
    await openFromMenu(page);
    await expect(notifySwitch(page)).toBeChecked();
    await page.getByRole('button', { name: 'facility.team@example.jpを通知先から削除' }).click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'security@example.jpを通知先から削除' }).click();
    await expect(alert(page)).toHaveText(
      '通知がONの間は、最後の通知先メールアドレスを削除できません。通知をOFFにしてから削除してください。',
    );
    await expect(rows(page)).toHaveCount(1);
    await page.getByText('ロックの状態を通知する').click();
    await expect(toast(page, '通知をOFFにしました。')).toBeVisible();
    await expect(notifySwitch(page)).not.toBeChecked();
    expect(await switchOn(page)).toBe(false);
    await page.getByRole('button', { name: 'security@example.jpを通知先から削除' }).click();
    await expect(rows(page)).toHaveCount(0);
    await page.getByText('ロックの状態を通知する').click();
    await expect(alert(page)).toHaveText('通知をONにするには、通知先メールアドレスを1件以上登録してください。');
    await expect(notifySwitch(page)).not.toBeChecked();
    expect(await switchOn(page)).toBe(false);
  });

  test('addresses are checked, kept after a refusal, and capped at 5', async ({ page }) => {
    await openDirectly(page);
    await addEmail(page, 'night-shift@');
    await expect(page.getByText('メールアドレスの形式が正しくありません。')).toBeVisible();
    await expect(page.getByLabel('追加するメールアドレス')).toHaveValue('night-shift@');
    await addEmail(page, ' Security@example.jp ');
    await expect(page.getByText('このメールアドレスは既に通知先に登録されています。')).toBeVisible();
    for (const [i, email] of ['a@example.jp', 'b@example.jp', 'c@example.jp'].entries()) {
      await addEmail(page, email);
      await expect(rows(page)).toHaveCount(3 + i);
      if (i < 2) await expect(page.getByLabel('追加するメールアドレス')).toHaveValue('');
    }
    await expect(page.getByTestId('notification-count')).toHaveText('5 / 5件');
    await expect(page.getByTestId('notification-full')).toHaveText('通知先メールアドレスは5件まで登録できます。');
    await expect(page.getByLabel('追加するメールアドレス')).toHaveCount(0);
  });
});

test.describe('notifications: plan gate and layout', () => {
  test.use({ signedInAs: MANAGER });

  test('organization 2 has no notification function: the plan message, no switch', async ({ page }) => {
    await openConsole(page);
    await switchToOrganization2(page);
    await page.goto('/notification/config/');
    await expect(page.getByTestId('plan-notice')).toHaveText('ご利用のプランではこの機能はお使いいただけません。');
    await expect(notifySwitch(page)).toHaveCount(0);
  });

  test('a failed change shows its own alert and the screen stays usable', async ({ page }) => {
    await openConsole(page, '/notification/config/');
    await expect(rows(page)).toHaveCount(2);
    await world(page, 'devTools.update({ networkUp: false });');
    await page.getByRole('button', { name: 'facility.team@example.jpを通知先から削除' }).click();
    await expect(alert(page)).toHaveText('サーバーとの通信に失敗しました。時間をおいて再度お試しください。');
    await world(page, 'devTools.update({ networkUp: true });');
    await page.getByRole('button', { name: 'facility.team@example.jpを通知先から削除' }).click();
    await expect(rows(page)).toHaveCount(1);
  });

  test('fits 390 px with no sideways scroll and no serious axe finding', async ({ page }) => {
    await atBothWidths(
      page,
      () => openConsole(page, '/notification/config/'),
      async () => {
        await expect(rows(page)).toHaveCount(2);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  });
});
