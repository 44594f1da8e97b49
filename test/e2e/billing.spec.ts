import type { Page } from '@playwright/test';
import { expect, MANAGER, openPage, test, toast, world } from './fixtures';

// every test here starts signed in (fixtures, signedInAs): the login form is session.spec's matter
const openAccount = (page: Page, path: string) => openPage(page, path);

const chooseCard = async (page: Page) => {
  await page.getByText('クレジットカード払い', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'カード番号' })).toBeVisible();
};

const fillCard = async (page: Page, number: string) => {
  await page.getByLabel('カード名義').fill('TARO YAMADA');
  await page.getByRole('textbox', { name: 'カード番号' }).fill(number);
  await page.getByRole('textbox', { name: '有効期限' }).fill('12/30');
  await page.getByRole('textbox', { name: 'セキュリティコード' }).fill('123');
  await page.getByLabel('電話番号').fill('090-1234-5678');
};

const submit = (page: Page) => page.getByRole('button', { name: 'お支払い方法の変更を申請する' });

test.describe('contract information', () => {
  test.use({ signedInAs: MANAGER });

  test('shows every field of organization 1 in its stated form', async ({ page }) => {
    await openAccount(page, '/account/');
    await expect(page.getByRole('heading', { name: '契約情報', level: 1 })).toBeVisible();
    await expect(page.getByTestId('address')).toHaveText('〒150-0002 東京都渋谷区渋谷二丁目1番1号 キュリオビル5階');
    await expect(page.getByTestId('payment-method')).toHaveText('カード払い');
    await expect(page.getByTestId('card')).toHaveText(/^Visa •••• 4242 有効期限 12\/\d{4}$/);
    await expect(page.getByTestId('billable-users')).toHaveText('30人');
    const plans = page.getByTestId('plans');
    await expect(plans.getByRole('row', { name: 'Basicプラン 5' })).toBeVisible();
    await expect(plans.getByText('Qrio Lock R オプション')).toHaveCount(0);
    await expect(page.getByTestId('delivery').nth(1)).toContainText('未設定');
    await expect(page.getByRole('link', { name: '変更する' })).toHaveAttribute('href', '/account/payment/edit/');
    await expect(page.getByRole('link', { name: /機器の追加・削減のお申し込み/ })).toBeVisible();
  });

  test.describe(() => {
    test.use({ signedInAs: 'solo@example.jp' });

    test('solo@example.jp has an invoice application pending: no change link, and the page says so', async ({
      page,
    }) => {
      await openAccount(page, '/account/');
      await expect(page.getByTestId('payment-method')).toHaveText('カード払い（請求書払い申請中）');
      await expect(page.getByRole('link', { name: '変更する' })).toHaveCount(0);
      await page.goto('/account/payment/edit/');
      await expect(page.getByTestId('payment-change-not-allowed')).toContainText(
        '現在のご契約ではお支払い方法を変更できません。',
      );
      await expect(submit(page)).toHaveCount(0);
    });
  });
});

test.describe('payment-method change with the fake card provider', () => {
  test.use({ signedInAs: MANAGER });

  test('a new card goes through 3-D Secure, is registered and shown on the contract', async ({ page }) => {
    await openAccount(page, '/account/payment/edit/');
    await chooseCard(page);
    await expect(submit(page)).toBeDisabled();
    await fillCard(page, '5555555555554444');
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    const dialog = page.getByRole('dialog', { name: '3Dセキュア認証（デモ）' });
    await dialog.getByRole('button', { name: '認証する' }).click();
    await expect(page).toHaveURL(/\/account\/payment\/done\/card$/);
    await expect(page.getByTestId('payment-done')).toContainText('クレジットカードの変更が完了しました');
    await expect(page.getByTestId('payment-done')).toContainText('翌月のお支払いから変更後のカードが適用されます。');
    await page.getByRole('link', { name: '契約情報に戻る' }).click();
    await expect(page.getByTestId('card')).toHaveText('MasterCard •••• 4444 有効期限 12/2030');
  });

  test('a declined card shows the provider message, clears the form and stays', async ({ page }) => {
    await openAccount(page, '/account/payment/edit/');
    await chooseCard(page);
    await fillCard(page, '4000000000000002');
    await submit(page).click();
    await expect(page.getByTestId('payment-change-error')).toHaveText(
      'カードが拒否されました。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
    );
    await expect(page.getByLabel('カード名義')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'カード番号' })).toHaveValue('');
    await expect(submit(page)).toBeDisabled();
    await expect(page).toHaveURL(/\/account\/payment\/edit\/$/);
    expect(await world<string>(page, 'return world.read((s) => s.contracts[1].cards[0].last4);')).toBe('4242');
  });

  test('a cancelled 3-D Secure check registers nothing', async ({ page }) => {
    await openAccount(page, '/account/payment/edit/');
    await chooseCard(page);
    await fillCard(page, '4242424242424242');
    await submit(page).click();
    await page
      .getByRole('dialog', { name: '3Dセキュア認証（デモ）' })
      .getByRole('button', { name: 'キャンセル' })
      .click();
    await expect(page.getByTestId('payment-change-error')).toHaveText('3Dセキュア認証がキャンセルされました。');
  });

  test('with the provider down the card fields are replaced by the maintenance notice and no submit button', async ({
    page,
  }) => {
    await openAccount(page, '/home');
    await world(page, 'devTools.update({ cardProviderUp: false });');
    await page.goto('/account/payment/edit/');
    await page.getByText('クレジットカード払い', { exact: true }).click();
    await expect(page.getByTestId('card-maintenance')).toHaveText(
      '現在メンテナンス中のためクレジットカード登録はご利用いただけません。',
    );
    await expect(page.getByRole('textbox', { name: 'カード番号' })).toHaveCount(0);
    await expect(submit(page)).toHaveCount(0);
  });

  test('the phone and holder-name rules speak Japanese', async ({ page }) => {
    await openAccount(page, '/account/payment/edit/');
    await chooseCard(page);
    await page.getByLabel('カード名義').fill('山田');
    await page.getByLabel('カード名義').blur();
    await expect(
      page.getByText('「カード名義」は半角英数字・スペース・ピリオド・ハイフンで2〜45文字で入力してください。'),
    ).toBeVisible();
    await page.getByLabel('電話番号').fill('090-1234');
    await page.getByLabel('電話番号').blur();
    await expect(page.getByText('「電話番号」の形式が不正です。')).toBeVisible();
  });

  test('an invoice request explains invoice payment, is accepted and marks the organization', async ({ page }) => {
    await openAccount(page, '/account/payment/edit/');
    await page.getByText('請求書払い（銀行振込・コンビニ払い）', { exact: true }).click();
    await expect(page.getByTestId('invoice-explanation')).toContainText('ご利用上限額は月額3,000,000円です。');
    // the banner leads to the deferred-payment company's own site (account-billing-signup §2), not a page of ours
    await expect(
      page.getByTestId('invoice-explanation').getByRole('link', { name: /後払い決済サービス会社のサイトはこちら/ }),
    ).toHaveAttribute('href', 'https://example.jp/deferred-payment-company');
    await submit(page).click();
    await expect(page).toHaveURL(/\/account\/payment\/done\/invoice$/);
    await expect(page.getByTestId('payment-done')).toContainText('お支払い方法の変更申請を受け付けました');
    expect(await page.evaluate(() => localStorage.getItem('invoice'))).toBe('[1]');
    expect(await world<boolean>(page, 'return world.read((s) => s.organizations[0].invoiceRequesting);')).toBe(true);
    await page.goto('/account/');
    await expect(page.getByTestId('payment-method')).toHaveText('カード払い（請求書払い申請中）');
    await expect(page.getByRole('link', { name: '変更する' })).toHaveCount(0);
  });

  test('an invoice organization can only choose card: invoice disabled, card preselected', async ({ page }) => {
    await openAccount(page, '/home');
    await page.getByLabel('組織の切り替え').selectOption({ label: 'デモ不動産合同会社' });
    await expect(page.getByLabel('組織の切り替え')).toHaveValue('2');
    await page.goto('/account/payment/edit/');
    await expect(page.getByTestId('current-method')).toHaveText('請求書払い（銀行振込・コンビニ払い）');
    await expect(page.getByRole('radio', { name: '請求書払い（銀行振込・コンビニ払い）' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'クレジットカード払い' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'カード番号' })).toBeVisible();
  });
});

test.describe('payment history and statements @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('organization 1 sees its latest 12 payments, a failed one with contact us, and opens a statement', async ({
    page,
  }) => {
    await openAccount(page, '/account/billing/');
    const table = page.getByTestId('payment-history');
    await expect(table.getByRole('row')).toHaveCount(13);
    const failed = table.getByRole('row').filter({ hasText: '失敗' });
    await expect(failed).toHaveCount(1);
    await expect(failed.getByRole('link', { name: /お問い合わせ/ })).toBeVisible();
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText(/\d{4}年\d{1,2}月\d{1,2}日\([月火水木金土日]\)/);
    await expect(first).toContainText(/\d{4}年\d{1,2}月ご利用料金/);
    await expect(first).toContainText('完了');
    await first.getByRole('link', { name: /明細/ }).click();
    await expect(page).toHaveURL(/\/account\/billing\/invoice\/\d+$/);
    await expect(page.getByTestId('statement-company')).toHaveText('株式会社キュリオデモ 御中');
    await expect(page.getByTestId('statement-items')).toContainText('コンソール利用料');
    await expect(page.getByTestId('tax-breakdown')).toContainText('8%消費税0円');
    await expect(page.getByTestId('statement-issuer')).toContainText('キュリオスマートアクセス株式会社');
  });

  test('the pager reaches statements before each issuer cut-off by clicking: 2025-03-01 and 2024-03-01', async ({
    page,
  }) => {
    await openAccount(page, '/account/billing/');
    const table = page.getByTestId('payment-history');
    const pager = page.getByRole('navigation', { name: 'お支払い履歴のページ送り' });
    await expect(table.getByRole('row')).toHaveCount(13);
    const reach = async (date: string) => {
      const row = table.getByRole('row').filter({ hasText: date });
      for (let clicks = 0; clicks < 5 && (await row.count()) === 0; clicks += 1) {
        const before = await table.getByRole('row').nth(1).textContent();
        await pager.getByRole('button', { name: '次のページ' }).click();
        await expect(table.getByRole('row').nth(1)).not.toHaveText(before ?? '');
      }
      return row;
    };
    await (await reach('2025年3月1日(土)')).getByRole('link', { name: /明細/ }).click();
    await expect(page.getByTestId('statement-issuer')).toContainText('キュリオアクセス株式会社');
    await page.goBack();
    await (await reach('2024年3月1日(金)')).getByRole('link', { name: /明細/ }).click();
    await expect(page.getByText('2024年3月1日(金)')).toBeVisible();
    await expect(page.getByTestId('statement-issuer')).toContainText('キュリオ株式会社');
  });

  test('the issuer footer changes on the 1 April 2024 cut-off', async ({ page }) => {
    await openAccount(page, '/account/billing/invoice/5002');
    await expect(page.getByText('2024年3月1日(金)')).toBeVisible();
    await expect(page.getByTestId('statement-issuer')).toContainText('キュリオ株式会社');
    await page.goto('/account/billing/invoice/5003');
    await expect(page.getByText('2024年4月1日(月)')).toBeVisible();
    await expect(page.getByTestId('statement-issuer')).toContainText('キュリオアクセス株式会社');
  });

  test('a statement that does not load goes to not-found', async ({ page }) => {
    await openAccount(page, '/account/billing/invoice/999999');
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test('organization 2 pays by invoice: the history alert shows and the manager goes home', async ({ page }) => {
    await openAccount(page, '/home');
    await page.getByLabel('組織の切り替え').selectOption({ label: 'デモ不動産合同会社' });
    await expect(page.getByLabel('組織の切り替え')).toHaveValue('2');
    await page.goto('/account/billing/');
    await expect(toast(page, 'お支払い履歴はご利用いただけません。')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
