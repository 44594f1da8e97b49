import holidayJp from '@holiday-jp/holiday_jp';
import type { Page } from '@playwright/test';
import { axeViolations, seriousOf } from './axe';
import { expect, test, world } from './fixtures';

/** yyyy年MM月dd日 → YYYY-MM-DD */
const isoOf = (shown: string): string => shown.replace(/^(\d{4})年(\d{2})月(\d{2})日$/, '$1-$2-$3');
const plusDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();
const nextWeekday = (iso: string, day: number): string => plusDays(iso, (day - weekdayOf(iso) + 7) % 7);
/** The demo world books the 3rd and 4th reservable weekdays (weekends and public holidays skipped). */
const reservableWeekdaysFrom = (start: string): string[] => {
  const days: string[] = [];
  for (let d = start; days.length < 5; d = plusDays(d, 1))
    if (weekdayOf(d) % 6 !== 0 && !(d in holidayJp.holidays)) days.push(d);
  return days;
};

const DEMO_TOKEN = 'signup-demo-token-0001';
const next = (page: Page) => page.getByRole('button', { name: '次へ', exact: true });
const apply = (page: Page) => page.getByRole('button', { name: '申し込む', exact: true });
const stepHeading = (page: Page) => page.getByTestId('step-heading');
// axe runs in each frame itself (the sandboxed terms frame of step 5 too), as AxeBuilder's legacy mode did here
const seriousViolations = async (page: Page) => seriousOf(await axeViolations(page));

/** The first page of a test boots the console and the demo world: slow on a loaded machine. */
const BOOT = { timeout: 30_000 } as const;

async function openWizard(page: Page, token: string): Promise<void> {
  await page.goto(`/account/signup/organization/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: '企業情報登録' })).toBeVisible(BOOT);
}

/** Step 1 by hand, then the mail's link from the dev mailbox. */
async function registerAndOpenMail(page: Page, email: string): Promise<void> {
  await page.goto('/account/signup');
  await expect(page.getByTestId('signup-step-1')).toHaveAttribute('aria-current', 'step', BOOT);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('メールアドレスを入力してください。', { exact: true })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(/\/account\/signup\/mail-done$/);
  await expect(page.getByTestId('mail-done')).toContainText('メールに記載のURLから本登録を行ってください。');
  await page.goto('/dev/mailbox');
  const link = page.getByTestId('mail').filter({ hasText: email }).first().getByRole('link', { name: '本登録へ進む' });
  await expect(link).toBeVisible(BOOT);
  await link.click();
  await expect(page).toHaveURL(/\/account\/signup\/organization\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: '企業情報登録' })).toBeVisible(BOOT);
}

/** Step 2, with the postal fill doing prefecture and city plus area. */
async function fillCompany(page: Page): Promise<void> {
  await expect(stepHeading(page)).toHaveText('2. 企業情報', BOOT);
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('会社名').fill('株式会社サインアップ');
  await page.getByLabel('URL').fill('https://signup.example.jp');
  await page.getByLabel('ご担当者さま氏名').fill('申込 太郎');
  await page.getByLabel('ご連絡先電話番号').fill('0312345678');
  await page.getByLabel('郵便番号').fill('1000001');
  await expect(page.getByLabel('都道府県')).toHaveValue('東京都');
  const address = page.getByLabel('住所（市区町村・番地・建物名）');
  await expect(address).toHaveValue('千代田区千代田');
  await address.fill('千代田区千代田1-1');
  await expect(next(page)).toBeEnabled();
  await next(page).click();
}

async function confirmTerms(page: Page): Promise<void> {
  await expect(stepHeading(page)).toHaveText('5. 確認');
  await expect(page.frameLocator('[data-testid="terms-frame"]').getByText('第1条（適用）')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByTestId('terms').click();
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('6. お支払い情報');
}

const fillCard = async (page: Page, number: string) => {
  await page.getByLabel('カード名義').fill('TARO YAMADA');
  await page.getByRole('textbox', { name: 'カード番号' }).fill(number);
  await page.getByRole('textbox', { name: '有効期限' }).fill('12/30');
  await page.getByRole('textbox', { name: 'セキュリティコード' }).fill('123');
  await page.getByLabel('電話番号', { exact: true }).fill('090-1234-5678');
};

test.describe('company sign-up @mock-http', () => {
  test('the whole path by invoice: provisional mail, six steps, the fee table, the inquiry number', async ({
    page,
  }) => {
    await registerAndOpenMail(page, 'invoice-co@example.jp');
    await fillCompany(page);

    await expect(stepHeading(page)).toHaveText('3. プラン選択');
    await page.getByLabel('オプション：パッドの数量').fill('3');
    await expect(page.getByTestId('quantity-limit')).toHaveText(
      'パッドはベーシックプラン1つにつき2台、プロプラン1つにつき1台までお申し込みいただけます。',
    );
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('オプション：パッドの数量').fill('2');
    await page.getByLabel('オプション：ロックの数量').fill('1.5');
    await expect(page.getByTestId('quantity-lock').getByText('小数点を含めないでください。')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('オプション：ロックの数量').fill('1');
    await next(page).click();

    await expect(stepHeading(page)).toHaveText('4. 配送先');
    await expect(page.getByRole('radio', { name: '会社住所と同じ' })).toBeChecked();
    await next(page).click();

    // console 4,500 + basic 1,400 + lock 1,000 + pads 2 × 1,000 = 8,900; tax floor(0.1 × 8,900) = 890
    await expect(page.getByTestId('fee-qriopad')).toContainText('1,000円 × 2');
    await expect(page.getByTestId('fee-subtotal')).toContainText('8,900円');
    await expect(page.getByTestId('fee-tax')).toContainText('890円');
    await expect(page.getByTestId('fee-total')).toContainText('9,790円');
    await expect(page.getByText('初月のご利用料金は無料です。')).toBeVisible();
    await confirmTerms(page);

    await expect(page.getByRole('radio', { name: '請求書払い（後払い）' })).toBeChecked();
    await expect(page.getByTestId('invoice-explanation')).toContainText('3,000,000円');
    await page.getByRole('button', { name: '戻る' }).click();
    await expect(stepHeading(page)).toHaveText('5. 確認');
    await next(page).click();
    await apply(page).click();

    await expect(page).toHaveURL(/\/account\/signup\/organization-done\/QR\d{8}$/);
    const code = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('inquiry-number')).toHaveText(code);
    await expect(page.getByText('審査結果は5営業日以内に、ご登録の住所宛にお送りします。')).toBeVisible();
    await expect(page.getByTestId('signup-step-6')).toHaveAttribute('aria-current', 'step');
    const created = await world<{ name: string; type: string; lines: unknown }>(
      page,
      `const a = world.read((s) => s.signupApplications.find((x) => x.humanCode === '${code}'));
       const o = world.read((s) => s.organizations.find((x) => x.id === a.organizationId));
       return { name: o.name, type: o.organizationType, lines: a.request.subscription.filter((l) => l.quantity > 0).map((l) => l.name + ':' + l.quantity) };`,
    );
    expect(created).toEqual({
      name: '株式会社サインアップ',
      type: 'invoice',
      lines: ['console:1', 'basic:1', 'qriolock:1', 'qriopad:2'],
    });
    // the created organization is found in the dev menu's mailbox, and the draft is gone
    await page.goto('/dev/mailbox');
    await expect(page.getByTestId('mail').filter({ hasText: code }).first()).toContainText(
      '株式会社サインアップ',
      BOOT,
    );
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('qrio-console.signup-draft'))),
    ).toEqual([]);
  });

  test('by card: a declined card clears only the card fields, then 4242 passes 3-D Secure', async ({ page }) => {
    await openWizard(page, DEMO_TOKEN);
    await fillCompany(page);
    await next(page).click();
    await next(page).click();
    await confirmTerms(page);
    await page.getByText('クレジットカード払い', { exact: true }).click();
    await expect(apply(page)).toBeDisabled();
    await fillCard(page, '4000000000000002');
    await expect(apply(page)).toBeEnabled();
    await apply(page).click();
    await expect(page.getByTestId('signup-error')).toHaveText(
      'カードが拒否されました。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
    );
    await expect(page.getByLabel('カード名義')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'カード番号' })).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'クレジットカード払い' })).toBeChecked();
    await page.getByRole('button', { name: '戻る' }).click();
    await page.getByRole('button', { name: '戻る' }).click();
    await page.getByRole('button', { name: '戻る' }).click();
    await page.getByRole('button', { name: '戻る' }).click();
    await expect(page.getByLabel('会社名')).toHaveValue('株式会社サインアップ');
    for (let i = 0; i < 3; i += 1) await next(page).click();
    // the tick stays while the page is open (it is only never stored)
    await expect(page.getByRole('checkbox', { name: '利用規約およびレンタル規約に同意する' })).toBeChecked();
    await next(page).click();
    await fillCard(page, '4242424242424242');
    await apply(page).click();
    await page
      .getByRole('dialog', { name: '3Dセキュア認証（デモ）' })
      .getByRole('button', { name: '認証する' })
      .click();
    await expect(page).toHaveURL(/\/account\/signup\/organization-done\/QR\d{8}$/);
    const sent = await world<{ type: number; token: boolean }>(
      page,
      'const a = world.read((s) => s.signupApplications[s.signupApplications.length - 1]); return { type: a.request.organization.organizationType, token: /^tok_/.test(a.request.payjpToken) };',
    );
    expect(sent).toEqual({ type: 1, token: true });
  });
});

test.describe('company sign-up: Pro dates, draft and stops', () => {
  test('Pro asks for three different date-time pairs; weekends and non-reservable days are disabled in the picker', async ({
    page,
  }) => {
    await openWizard(page, DEMO_TOKEN);
    await fillCompany(page);
    await page.getByLabel('プロプランの数量').fill('1');
    const dates = page.getByTestId('installation-dates');
    await expect(dates).toBeVisible();
    await expect(next(page)).toBeDisabled();
    for (const priority of [1, 2, 3]) await page.getByLabel(`第${priority}希望の時間帯`).selectOption('morning');
    await expect(page.getByTestId('installation-distinct')).toHaveText(
      '第1〜第3希望日はそれぞれ異なる日時を選択してください。',
    );
    await page.getByLabel('第2希望の時間帯').selectOption('daytime');
    await page.getByLabel('第3希望の時間帯').selectOption('evening');
    await expect(page.getByTestId('installation-distinct')).toHaveCount(0);
    await expect(next(page)).toBeEnabled();

    await page.getByRole('button', { name: '第1希望日をカレンダーから選ぶ' }).click();
    const calendar = page.locator('[data-scope="date-picker"][data-part="content"]:visible');
    // week starts on Sunday, the first day is the earliest reservable weekday
    await expect(calendar.locator('th').first()).toHaveText('日');
    const firstValue = await page.getByLabel('第1希望日', { exact: true }).inputValue();
    const start = isoOf(firstValue);
    const [, , booked, , free] = reservableWeekdaysFrom(start);
    const saturday = nextWeekday(start, 6);
    if (booked?.slice(0, 7) !== start.slice(0, 7))
      await calendar.getByRole('button', { name: 'Switch to next month' }).click();
    await expect(calendar.locator(`td[data-value="${booked}"]`)).toHaveAttribute('aria-disabled', 'true');
    if (saturday.slice(0, 7) === booked?.slice(0, 7))
      await expect(calendar.locator(`td[data-value="${saturday}"]`)).toHaveAttribute('aria-disabled', 'true');
    if (free && free.slice(0, 7) === booked?.slice(0, 7)) {
      // picking a day in the calendar sets the field, in the yyyy年MM月dd日 form
      await calendar.locator(`td[data-value="${free}"] [data-part="table-cell-trigger"]`).click();
      await expect(page.getByLabel('第1希望日', { exact: true })).toHaveValue(
        free.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日'),
      );
    } else {
      await page.keyboard.press('Escape');
    }
    await next(page).click();
    await next(page).click();
    await expect(page.getByTestId('confirm-installation')).toContainText('午前 9:00-12:00');
    await expect(page.getByTestId('confirm-installation')).toContainText('夕方 16:00-19:00');
  });

  test('the draft survives a reload (never the terms tick) and says so', async ({ page }) => {
    await openWizard(page, DEMO_TOKEN);
    await expect(page.getByTestId('draft-note')).toContainText('カード情報と規約への同意は保存されません');
    await expect(page.getByLabel('会社名')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fillCompany(page);
    await next(page).click();
    await next(page).click();
    await page.getByTestId('terms').click();
    await page.reload();
    await expect(stepHeading(page)).toHaveText('5. 確認', BOOT);
    await expect(page.getByTestId('draft-note')).toContainText('前回の入力内容を復元しました。');
    await expect(page.getByRole('checkbox', { name: '利用規約およびレンタル規約に同意する' })).not.toBeChecked();
    await expect(page.getByTestId('confirmation')).toContainText('株式会社サインアップ');
    expect(await seriousViolations(page)).toEqual([]);
    const stored = await page.evaluate(() => localStorage.getItem('qrio-console.signup-draft') ?? '');
    // one slot, not keyed by the mail link's token, and the token nowhere in it
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('signup-demo-token')))).toEqual(
      [],
    );
    expect(stored).not.toContain('signup-demo-token-0001');
    expect(stored).toContain('株式会社サインアップ');
    expect(stored).not.toContain('terms');
    expect(stored).not.toContain('holder');
  });

  test('applications stopped: the wizard shows the stopped page with a link home', async ({ page }) => {
    await page.goto('/account/signup');
    await world(page, 'world.write((s) => { s.signupSettings.applicationsOpen = false; });');
    await page.goto(`/account/signup/organization/${DEMO_TOKEN}`);
    await expect(
      page.getByText('現在、新規のお申し込みを停止しております。再開までしばらくお待ちください。'),
    ).toBeVisible(BOOT);
    await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toBeVisible();
  });

  test('an unknown mail link opens the form: the spec has no call that checks the token before the application is sent', async ({
    page,
  }) => {
    await openWizard(page, 'no-such-token');
    await expect(page.getByLabel('会社名')).toBeVisible();
  });
});
