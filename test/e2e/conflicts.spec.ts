import { expect as baseExpect, MANAGER, openPage, test, toast, world } from './fixtures';

// 2 cores shared by many checkouts: pages take seconds to settle here, the product itself answers in ~100 ms
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ signedInAs: MANAGER });

const card3 = (page: import('@playwright/test').Page) =>
  world<{ name: string; guestId: number | null }>(
    page,
    'return world.read((s) => { const c = s.cardMasters.find((x) => x.id === 3); return { name: c.name, guestId: c.guestId }; });',
  );
const guestName = (page: import('@playwright/test').Page, id: number) =>
  world<string>(page, `return world.read((s) => s.guests.find((g) => g.id === ${id}).name);`);

test.describe('no silent overwrite @mock-http', () => {
  test('card 3 given to another guest while its edit screen is open: the rename saves nothing, says what changed, and applies the edit on the current card', async ({
    page,
  }) => {
    await openPage(page, '/organization/cards/3/edit');
    const name = page.getByLabel('カード名');
    await expect(name).not.toHaveValue('');
    const before = await card3(page);
    const oldUser = await guestName(page, 10);
    const newUser = await guestName(page, 11);
    await world(page, 'world.write((s) => { s.cardMasters.find((c) => c.id === 3).guestId = 11; });');
    await name.fill('受付A');
    await page.getByRole('button', { name: '保存する' }).click();
    const notice = page.getByTestId('changed-notice');
    await expect(notice).toContainText(
      'この画面を開いた後に、ほかの管理者がこのカードを変更しました。保存していません。変更された項目:',
    );
    await expect(notice).toContainText(`利用者: ${oldUser} → ${newUser}`);
    expect(await card3(page)).toEqual({ name: before.name, guestId: 11 });
    await notice.getByRole('button', { name: '現在の内容に自分の変更を反映して保存' }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/organization\/cards$/);
    expect(await card3(page)).toEqual({ name: '受付A', guestId: 11 });
  });

  test('a card deleted meanwhile: its edit screen says it is gone and links back to the list', async ({ page }) => {
    await openPage(page, '/organization/cards/3/edit');
    await world(page, 'world.write((s) => { s.cardMasters = s.cardMasters.filter((c) => c.id !== 3); });');
    await page.reload();
    const gone = page.getByTestId('gone-notice');
    await expect(gone).toContainText('このカードは削除されています。');
    await gone.getByRole('link', { name: 'カード一覧に戻る' }).click();
    await expect(page).toHaveURL(/\/organization\/cards$/);
  });
});
