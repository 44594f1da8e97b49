import { expect, test as base, type Page } from '@playwright/test';

export const PASSWORD = 'Passw0rd';

interface Guards {
  /** Content-Security-Policy violations and uncaught page errors: any one fails the test. */
  readonly guards: { violations: string[]; pageErrors: string[] };
}

export const test = base.extend<Guards>({
  guards: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use({ violations, pageErrors });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login page as a manager would. */
export async function login(page: Page, email = 'manager@example.jp', path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Waits until the console shell has loaded the plan functions (its first calls are done). */
export async function consoleReady(page: Page): Promise<void> {
  await expect(page.locator('main[data-plan="ready"]')).toBeVisible();
}

/** The demo world's dev handle (memory and mock-http builds only). */
export async function world<T>(page: Page, action: string): Promise<T> {
  // after a full page load the handle appears once main.ts has built the world, which may still be seeding
  await page.waitForFunction(() => (window as unknown as { __demo?: { world: { isReady: boolean } } }).__demo?.world.isReady === true);
  return page.evaluate(`(async () => { const { world, devTools } = window.__demo; ${action} })()`) as Promise<T>;
}

/** Toast text, wherever the toaster renders it. */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Picks a time in the console's one 24-hour time field (hour and 5-minute selects). */
export async function chooseTime(page: Page, label: string, time: string): Promise<void> {
  const [hour = '', minute = ''] = time.split(':');
  await page.getByRole('combobox', { name: `${label}（時）` }).selectOption(hour);
  await page.getByRole('combobox', { name: `${label}（分）` }).selectOption(minute);
}
