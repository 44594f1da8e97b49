import { MANAGER, openConsole, test } from '../fixtures';
test.describe('empty', () => {
  for (let i = 0; i < 20; i++) test(`nothing ${i}`, async ({ page }) => { void page; });
});
test.describe('boot', () => {
  test.use({ signedInAs: MANAGER });
  for (let i = 0; i < 20; i++) test(`home ${i}`, async ({ page }) => { await openConsole(page); });
});
