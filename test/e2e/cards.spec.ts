import Encoding from 'encoding-japanese';
import { expect as baseExpect, MANAGER, openPage, test, toast, world } from './fixtures';
import { PHONE, seriousViolations, sidewaysOverflow, withAnswersHeld } from './layoutChecks';

// 2 cores shared by many checkouts: pages take seconds to settle here, the product itself answers in ~100 ms
const expect = baseExpect.configure({ timeout: 20_000 });
// no test here is about signing in: each starts with the manager's session (fixtures, signedInAs)
test.use({ signedInAs: MANAGER });
const consoleReady = (page: import('@playwright/test').Page) =>
  expect(page.locator('main[data-plan="ready"]')).toBeVisible();
const sjis = (text: string): Buffer =>
  Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const card = (page: import('@playwright/test').Page, id: number) =>
  world<{ name: string; guestId: number | null } | null>(
    page,
    `return world.read((s) => { const c = s.cardMasters.find((x) => x.id === ${id}); return c ? { name: c.name, guestId: c.guestId } : null; });`,
  );
const KEYPAD_CARDS = '/locks/1/cards/101/%E5%B1%8B%E5%A4%96%E5%81%B4';

test.describe("the organization's cards @mock-http", () => {
  test('two tabs with their own pages; a card without a user is given one through the picker', async ({ page }) => {
    await openPage(page, '/organization/cards');
    // the tab left stays mounted (hidden) to keep its page: count the rows on screen
    const rows = page.getByTestId('card-row').filter({ visible: true });
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('ID1');
    await page.getByRole('button', { name: '2ページ目' }).click();
    await expect(rows).toHaveCount(5);
    await page.getByRole('tab', { name: '利用者未設定' }).click();
    const first = rows.filter({ hasText: 'ID26' });
    await expect(first).toContainText('！利用者登録設定を行ってください。');
    await expect(first).toContainText(/\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}/);
    await page.getByRole('tab', { name: '利用者設定済み' }).click();
    await expect(rows).toHaveCount(5);
    await page.getByRole('tab', { name: '利用者未設定' }).click();
    await page.getByRole('link', { name: 'ID26を設定' }).click();
    await expect(page).toHaveURL(/\/organization\/cards\/26$/);
    await page.getByLabel('カード名').fill('受付用');
    await page.getByRole('combobox', { name: '利用者' }).fill('岡田');
    await page.getByRole('option', { name: '岡田 凛' }).click();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/organization\/cards$/);
    expect(await card(page, 26)).toEqual({ name: '受付用', guestId: 30 });
  });
});

test.describe("the organization's cards", () => {
  test("delete asks with the spec's words, then 削除しました。", async ({ page }) => {
    await openPage(page, '/organization/cards');
    await page.getByRole('tab', { name: '利用者未設定' }).click();
    await page.getByRole('button', { name: 'ID30を削除' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'ID30を削除します よろしいですか？' });
    await expect(dialog).toContainText('削除するとこのカードで解錠できなくなります。削除の反映には時間がかかります。');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    expect(await card(page, 30)).toBeNull();
  });

  test('a card on a keypad cannot be deleted: the modal lists the keypads', async ({ page }) => {
    await openPage(page, '/organization/cards');
    await page.getByRole('button', { name: 'ID3を削除' }).click();
    await page
      .getByRole('alertdialog', { name: 'ID3を削除します よろしいですか？' })
      .getByRole('button', { name: 'OK' })
      .click();
    const modal = page.getByRole('alertdialog', { name: 'カードを削除できませんでした' });
    await expect(modal.getByTestId('blocking-keypads').getByRole('listitem')).toHaveText([
      '本社 正面玄関 屋外側キーパッド',
    ]);
    await modal.getByRole('button', { name: 'OK' }).click();
    expect(await card(page, 3)).not.toBeNull();
  });

  test('redirects: a card with a user goes to edit, one without to registration', async ({ page }) => {
    await openPage(page, '/organization/cards/3');
    await expect(page).toHaveURL(/\/organization\/cards\/3\/edit$/);
    await expect(page.getByRole('heading', { name: 'カードの編集' })).toBeVisible();
    await page.goto('/organization/cards/26/edit');
    await expect(page).toHaveURL(/\/organization\/cards\/26$/);
    await expect(page.getByRole('heading', { name: 'カードの利用者登録' })).toBeVisible();
  });

  test('a user who is not a guest: 「利用者」が存在しません。 and the input stays', async ({ page }) => {
    await openPage(page, '/organization/cards/27');
    await page.getByLabel('カード名').fill('予備');
    await page.getByRole('combobox', { name: '利用者' }).fill('存在しない人');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('「利用者」が存在しません。')).toBeVisible();
    await expect(page.getByLabel('カード名')).toHaveValue('予備');
    expect(await card(page, 27)).toEqual({ name: 'カード027', guestId: null });
  });

  test('bulk CSV: no file, the dry run lists every bad row, then a clean file is registered', async ({ page }) => {
    await openPage(page, '/organization/cards/csv');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'テンプレートをダウンロード' }).click();
    expect((await download).suggestedFilename()).toMatch(/^カード一括登録_\d{8}\.csv$/);
    await page.getByRole('button', { name: 'CSVで登録する' }).click();
    await expect(page.getByText('ファイルを選択してください。')).toBeVisible();
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: sjis(
        'カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n3,上書き,guest05@example.jp\r\nx,,bad\r\n',
      ),
    });
    const errors = page.getByTestId('csv-preview-errors').getByRole('listitem');
    await expect(errors).toHaveText([
      '3行目: 利用者が設定済みのカードは登録できません。',
      '4行目: カードIDは数字で入力してください。 カード名を入力してください。 利用者のメールアドレスの形式が正しくありません。',
    ]);
    await expect(page.getByRole('button', { name: 'CSVで登録する' })).toBeDisabled();
    await input.setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: sjis(
        'カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n27,受付B,guest06@example.jp\r\n',
      ),
    });
    await page.getByRole('button', { name: '2件を登録する' }).click();
    await expect(toast(page, '登録しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/organization\/cards$/);
    expect(await card(page, 27)).toEqual({ name: '受付B', guestId: 6 });
  });

  test('bulk CSV: rows the server refuses are listed by line', async ({ page }) => {
    await openPage(page, '/organization/cards/csv');
    await expect(page.getByRole('button', { name: 'テンプレートをダウンロード' })).toBeEnabled();
    await page.locator('input[type=file]').setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: sjis('カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n'),
    });
    await expect(page.getByRole('button', { name: '1件を登録する' })).toBeEnabled();
    // someone else gives card 26 a user after the dry run
    await world(page, 'world.write((s) => { s.cardMasters.find((c) => c.id === 26).guestId = 12; });');
    await page.getByRole('button', { name: '1件を登録する' }).click();
    const server = page.getByTestId('csv-server-errors');
    await expect(server).toContainText('CSVの内容に誤りがあります。');
    await expect(server.getByRole('listitem')).toHaveText(['2行目: 利用者が設定済みのカードは登録できません。']);
  });
});

test.describe("the organization's cards: while they load", () => {
  test('the loading spinner is announced as 読み込み中 and axe finds nothing serious, at both widths', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/organization/cards');
      await expect(page.getByTestId('card-row').filter({ visible: true })).toHaveCount(20);
      // the second tab's first visit loads its cards: held, its spinner stays on screen for axe
      await withAnswersHeld(page, async () => {
        await page.getByRole('tab', { name: '利用者未設定' }).click();
        await expect(page.getByRole('tabpanel', { name: '利用者未設定' }).getByRole('status')).toHaveText('読み込み中');
        expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
      });
      await expect(page.getByTestId('card-row').filter({ visible: true }).first()).toContainText('ID26');
    }
  });
});

test.describe('keypad cards @mock-http', () => {
  test('from the lock panel: the list, the being-deleted and failed warnings, two cards added, 5 s, registration complete', async ({
    page,
  }) => {
    // the spec's 5 s wait for the keypad runs on the page's clock: the test moves it on instead of sleeping
    await page.clock.install();
    await openPage(page, '/home');
    await consoleReady(page);
    await page.getByRole('link', { name: '本社 正面玄関 屋外側のICカード' }).click();
    await expect(page.getByTestId('card-row')).toHaveCount(2);
    await page.getByRole('button', { name: 'カード「カード004」を削除' }).click();
    await page.getByRole('alertdialog', { name: 'カードの削除' }).getByRole('button', { name: '削除する' }).click();
    await expect(toast(page, '削除しました。')).toBeVisible();
    await expect(
      page.getByTestId('card-row').filter({ hasText: 'カード004' }).getByTestId('card-being-deleted'),
    ).toBeVisible();
    await page.getByRole('tab', { name: '登録中' }).click();
    await expect(page.getByText('キーパッドへの登録に失敗しました。').first()).toBeVisible();
    await page.getByRole('link', { name: 'カードを追加' }).click();
    await page.getByRole('combobox', { name: 'カード' }).selectOption({ label: 'カード007（山口 恵）' });
    await page.getByRole('button', { name: /カードを追加（最大5枚）/ }).click();
    await page.getByRole('combobox', { name: 'カード' }).nth(1).selectOption({ label: 'カード008（松本 隼人）' });
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByRole('alertdialog', { name: '登録中' })).toBeVisible();
    const done = page.getByRole('alertdialog', { name: '登録完了' });
    await page.clock.fastForward(5000);
    await expect(done).toContainText('カードの登録が完了しました。');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('card-row').filter({ hasText: 'カード007' })).toBeVisible();
  });
});

test.describe('keypad cards', () => {
  test('over 1000 cards on the keypad: the upper-limit modal, nothing sent', async ({ page }) => {
    await openPage(page, '/home');
    await consoleReady(page);
    await world(
      page,
      'world.write((s) => { for (let i = 0; i < 997; i += 1) s.keypadCards.push({ id: 9000 + i, keypadId: 101, cardMasterId: 26, timeFrom: null, timeTill: null, status: "registered", dueAt: null }); });',
    );
    await page.goto(`${KEYPAD_CARDS}/new`);
    await page.getByRole('combobox', { name: 'カード' }).selectOption({ label: 'カード007（山口 恵）' });
    await page.getByRole('button', { name: '登録する' }).click();
    const modal = page.getByRole('alertdialog', { name: '登録上限' });
    await expect(modal).toContainText('登録できるカードの上限（1000枚）に達しています。');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('combobox', { name: 'カード' })).toHaveValue('7');
  });

  test('a refused registration: カードの登録に失敗しました。 and the form kept', async ({ page }) => {
    await openPage(page, `${KEYPAD_CARDS}/new`);
    await page.getByRole('combobox', { name: 'カード' }).selectOption({ label: 'カード007（山口 恵）' });
    await world(page, 'world.write((s) => { s.cardMasters = s.cardMasters.filter((c) => c.id !== 7); });');
    await page.getByRole('button', { name: '登録する' }).click();
    const modal = page.getByRole('alertdialog', { name: '登録失敗' });
    await expect(modal).toContainText('カードの登録に失敗しました。');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('combobox', { name: 'カード' })).toHaveValue('7');
  });

  // the spec's knight_cards row carries no card master id (devices-access §3): 再登録 names the card by its name and user
  // among the organization's cards (application/cards/keypadCardAgain.ts cardMasterOf)
  test('the failed card is retried from the keypad screen: the one card of that name and user goes on again', async ({
    page,
  }) => {
    await openPage(page, KEYPAD_CARDS);
    const status = page.getByTestId('registration-status-101');
    await expect(status).toContainText('登録に失敗：カード1枚');
    await status.getByRole('button', { name: 'カード「カード006」を再登録' }).click();
    await expect(toast(page, 'カードの再登録を受け付けました。')).toBeVisible();
    await expect(status).not.toContainText('登録に失敗');
    expect(
      await world<string[]>(
        page,
        'return world.read((s) => s.keypadCards.filter((k) => k.keypadId === 101 && k.cardMasterId === 6).map((k) => k.status));',
      ),
    ).toEqual(['registering']);
  });

  test('a failed card another card shares its name and user with is not retried: the reason beside it, at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    await openPage(page, KEYPAD_CARDS);
    // another 佐々木 剛 holding a card also named カード006
    await world(
      page,
      'world.write((s) => { const o = s.guests.find((g) => g.id === 13); s.guests.push({ ...o, id: 900, email: "sasaki2@example.jp", verifyCode: "V900" }); s.cardMasters.push({ id: 900, organizationId: 1, name: "カード006", guestId: 900, createdAt: o.createdAt }); });',
    );
    const status = page.getByTestId('registration-status-101');
    await status.getByRole('button', { name: 'カード「カード006」を再登録' }).click();
    await expect(status.getByTestId('registration-note')).toHaveText(
      'カード「カード006」（利用者：佐々木 剛）は、同じカード名・利用者のカードが組織に複数あり、どのカードか特定できなかったため、再登録していません。失敗したカードを削除してから、「カードを追加」で登録し直してください。',
    );
    expect(
      await world<string[]>(
        page,
        'return world.read((s) => s.keypadCards.filter((k) => k.keypadId === 101 && k.cardMasterId === 6).map((k) => k.status));',
      ),
    ).toEqual(['failed']);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  });
});
