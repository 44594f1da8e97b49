import type { Page } from '@playwright/test';
import { expect as baseExpect, MANAGER, openPage, test, toast, world } from './fixtures';

// 2 cores shared by many checkouts: pages take seconds to settle here, the product itself answers in ~100 ms
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ signedInAs: MANAGER });

interface PinRow {
  readonly keypadId: number;
  readonly pin: string;
  readonly status: string;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
}

const pinsNamed = (page: Page, name: string) =>
  world<PinRow[]>(
    page,
    `return world.read((s) => s.pins.filter((p) => p.name === ${JSON.stringify(name)}).map((p) => ({ keypadId: p.keypadId, pin: p.pin, status: p.status, timeFrom: p.timeFrom, timeTill: p.timeTill })));`,
  );

const organizationName = (page: Page) =>
  world<string>(page, 'return world.read((s) => s.organizations.find((o) => o.id === 1).name);');

/** '2026年11月27日(金) 15:00', written here independently of the console's formatter (Japan time). */
const japanese = (iso: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ja-JP', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}年${parts.month}月${parts.day}日(${parts.weekday}) ${parts.hour}:${parts.minute}`;
};

/** Issues a pass for 山田 一郎（◯◯工務店） on the chosen keypads, the default window (the next full hour, two hours). */
async function issue(page: Page, keypadIds: ReadonlyArray<number>): Promise<void> {
  // Chakra's checkbox: its label takes the click (the input is visually hidden)
  for (const id of keypadIds) await page.getByTestId(`pass-keypad-${id}`).click();
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByLabel('名前').fill('山田 一郎');
  await page.getByLabel('備考（任意）').fill('◯◯工務店');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByTestId('pass-chosen')).toContainText('来訪者：山田 一郎（◯◯工務店）');
  await page.getByRole('button', { name: '発行' }).click();
}

test.describe('来訪者パス', () => {
  // three steps, the keypads' answers and the list: many screens for one test on 2 shared cores
  test.describe.configure({ timeout: 90_000 });
  test('a pass issued on two keypads from the lock panel: one code on both, and its share card copied exactly', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/home');
    await page.getByRole('link', { name: '本社 正面玄関の来訪者パスを発行' }).click();
    await expect(page).toHaveURL(/\/visitors\/new\?lock=1$/);
    // the door the manager came from is chosen (its outdoor keypad), with the places left on each keypad
    const front = page.getByRole('checkbox', { name: /^本社 正面玄関（屋外側）/ });
    await expect(front).toBeChecked();
    await expect(page.getByTestId('pass-keypad-101')).toContainText('あと 45 件（50 件中 5 件登録済み）');
    await expect(page.getByText('この扉にはキーパッドがないため、暗証番号を発行できません。').first()).toBeVisible();
    await issue(page, [103]);
    await expect(toast(page, '来訪者パスを発行しました。')).toBeVisible();
    await expect(page.getByTestId('pass-line-101')).toContainText('送信済み');
    await expect(page.getByTestId('pass-line-103')).toContainText('送信済み');

    const pins = await pinsNamed(page, '山田 一郎（◯◯工務店）');
    expect(pins.map((p) => p.keypadId).sort()).toEqual([101, 103]);
    const [first] = pins;
    if (!first?.timeFrom || !first.timeTill) throw new Error('the pass has no window');
    expect(new Set(pins.map((p) => `${p.pin} ${p.timeFrom} ${p.timeTill}`)).size).toBe(1);
    expect(first.pin).toMatch(/^\d{6}$/);
    // the next full hour, for two hours
    const from = new Date(first.timeFrom);
    expect(from.getUTCMinutes()).toBe(0);
    expect(new Date(first.timeTill).getTime() - from.getTime()).toBe(2 * 60 * 60 * 1000);
    const till = japanese(first.timeTill);
    const sameDay = till.slice(0, till.indexOf(' ')) === japanese(first.timeFrom).split(' ')[0];
    const text = [
      `【${await organizationName(page)}】来訪用の暗証番号のお知らせ`,
      '',
      '山田 一郎（◯◯工務店） 様',
      '',
      '下記の扉は、有効期間中にキーパッドへ暗証番号を入力して開けられます。',
      '',
      '扉：本社 正面玄関（屋外側）、本社 通用口（屋外側）',
      `暗証番号：${first.pin}`,
      `有効期間：${japanese(first.timeFrom)}〜${sameDay ? till.split(' ')[1] : till}`,
      '入力方法：キーパッドで暗証番号を入力し、最後に ✓（確定）を押してください。',
      '',
      '有効期間外は使えません。この暗証番号はほかの方に伝えないでください。',
    ].join('\n');
    await expect(page.getByTestId('pass-share-text')).toHaveText(text);
    await page.getByRole('button', { name: 'コピー' }).click();
    await expect(toast(page, 'コピーしました。')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    // the mail link carries the text in its body, and no web address the console opens holds the code
    const mail = await page.getByTestId('pass-mail-link').getAttribute('href');
    expect(decodeURIComponent(mail ?? '')).toContain(`暗証番号：${first.pin}`);
    await expect(page.getByTestId('pass-qr').locator('svg[role=img]')).toBeVisible();
    expect(page.url()).not.toContain(first.pin);

    // the list shows it, and its card again
    await page.getByRole('link', { name: '来訪者パス一覧へ' }).click();
    const row = page.getByTestId('pass-row').filter({ hasText: '山田 一郎（◯◯工務店）' });
    await expect(row).toContainText('本社 正面玄関（屋外側）');
    await row.getByRole('button', { name: '山田 一郎（◯◯工務店）の共有用の文面' }).click();
    await expect(page.getByRole('dialog', { name: '共有用の文面' }).getByTestId('pass-share-text')).toHaveText(text);
  });

  test('a pass moves from 予定 to 有効 to 期限切れ as the clock passes', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/visitors/new?lock=1');
    await issue(page, []);
    await expect(page.getByTestId('pass-line-101')).toContainText('送信済み');
    // the keypad answers after the world's device delay (3 s)
    await page.clock.fastForward(3000);
    await page.getByRole('link', { name: '来訪者パス一覧へ' }).click();
    const row = page.getByTestId('pass-row').filter({ hasText: '山田 一郎（◯◯工務店）' });
    await expect(row.getByTestId('pass-state')).toHaveText('予定');
    const [pin] = await pinsNamed(page, '山田 一郎（◯◯工務店）');
    if (!pin?.timeFrom) throw new Error('no pass');
    // to its start: the list's half-minute tick evaluates it again, nothing read again
    const toStart = new Date(pin.timeFrom).getTime() - (await page.evaluate(() => Date.now()));
    await page.clock.fastForward(toStart + 1000);
    await expect(row.getByTestId('pass-state')).toHaveText('有効');
    await page.clock.fastForward(2 * 60 * 60 * 1000 + 1000);
    await expect(row.getByTestId('pass-state')).toHaveText('期限切れ');
    // the filter by state: it is among the expired ones, and no longer among the valid ones
    await page.getByRole('button', { name: /^期限切れ（/ }).click();
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: /^有効（/ }).click();
    await expect(row).toHaveCount(0);
  });

  test("a keypad whose PIN places are full: said beside it, and the pass refused with the spec's limit message", async ({
    page,
  }) => {
    await openPage(page, '/home');
    // 5 registered on 本社 正面玄関（屋外側）
    await world(
      page,
      'world.write((s) => { const o = s.organizations.find((x) => x.id === 1); o.planFunctions = { ...o.planFunctions, maximumPinCount: 5 }; });',
    );
    await page.goto('/visitors/new?lock=1');
    const limit = '登録できる暗証番号は5件までです。不要な暗証番号を削除してから登録してください。';
    await expect(page.getByTestId('pass-keypad-101')).toContainText(limit);
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByTestId('pass-doors-error')).toHaveText(`本社 正面玄関（屋外側）：${limit}`);
    await expect(page.getByLabel('名前')).toHaveCount(0);
    // another door with room goes on
    await page.getByTestId('pass-keypad-101').click();
    await page.getByTestId('pass-keypad-102').click();
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByLabel('名前')).toBeVisible();
  });

  test('期限切れを削除 on the pass list: an expired pass ticked by keyboard, confirmed, gone from the list', async ({
    page,
  }) => {
    await openPage(page, '/visitors');
    const row = page.getByTestId('pass-row').filter({ hasText: '来客用（先月）' });
    await expect(row.getByTestId('pass-state')).toHaveText('期限切れ');
    await expect(page.getByRole('checkbox', { name: '「夜間スタッフ」を選択' })).toBeDisabled();
    await page.getByRole('checkbox', { name: '「来客用（先月）」を選択' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-count')).toHaveText('1件選択中');
    await page.getByRole('button', { name: '期限切れを削除' }).click();
    const dialog = page.getByTestId('bulk-run');
    await expect(dialog.getByTestId('bulk-item')).toHaveText([/来客用（先月）（本社 正面玄関（屋外側））/]);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(dialog).toContainText('1件中 1件を削除しました');
    await expect(row).toHaveCount(0);
  });
});
