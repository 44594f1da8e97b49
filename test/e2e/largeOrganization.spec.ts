import { chooseMenuItem, expect, MANAGER, openConsole, test, world } from './fixtures';

// the large organization of the demo world (docs/DEMO-WORLD.md): only from the dev menu, then by the switcher
test.describe('the dev menu’s large organization @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('is added from the dev menu, switched to with the organization switcher, and its lists page through it', async ({
    page,
  }) => {
    await openConsole(page);
    const switcher = page.getByLabel('組織の切り替え');
    await expect(switcher.locator('option')).toHaveText(['株式会社キュリオデモ', 'デモ不動産合同会社']);
    await page.getByRole('button', { name: '開発メニュー' }).click();
    await chooseMenuItem(page, '大規模組織を追加（ロック200台・利用者3,000人）');
    // the page reloads with the organization in the switcher
    await expect(switcher.locator('option')).toHaveText([
      '株式会社キュリオデモ',
      'デモ不動産合同会社',
      '大規模デモ株式会社',
    ]);
    expect(
      await world<number>(page, 'return world.read((s) => s.locks.filter((l) => l.organizationId === 4).length);'),
    ).toBe(200);
    await switcher.selectOption({ label: '大規模デモ株式会社' });
    await expect(page.getByTestId('lock-panel').first()).toContainText('本館 1F 正面玄関');
    await page.getByRole('link', { name: '利用者' }).first().click();
    await expect(page.getByRole('main')).toContainText('佐藤 翔');
    await page.getByRole('button', { name: '開発メニュー' }).click();
    await expect(page.getByRole('menuitem', { name: '大規模組織: 追加済み（組織の切り替えから）' })).toHaveAttribute(
      'data-disabled',
      '',
    );
  });
});
