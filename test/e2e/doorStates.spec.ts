import type { Page } from '@playwright/test';
import { DEMO_LOCKS, REMOTE_FAILURE_MESSAGE } from '../../src/infrastructure/memory/locks/seed';
import { expect, MANAGER, openConsole, test, world } from './fixtures';
import { axeViolations, seriousOf } from './axe';
import { seriousViolations, sidewaysOverflow } from './layoutChecks';
import { runUntil, runUntilVisible } from './pageClock';

const row = (page: Page, name: string) =>
  page
    .getByTestId('door-row')
    .filter({ has: page.getByTestId('door-name').filter({ hasText: new RegExp(`^${name}$`) }) });
const stateOf = (page: Page, name: string) => row(page, name).getByTestId('door-state-label');
const progress = (page: Page) => page.getByTestId('door-progress');

const closeJobs = (page: Page) =>
  world<number[]>(
    page,
    "return world.read((s) => s.remoteJobs.filter((j) => j.jobType === 'close').map((j) => j.lockId)).sort((a, b) => a - b);",
  );

test.describe('扉の状態', () => {
  test.use({ signedInAs: MANAGER });

  test('reads every door four at a time with its progress; the lock without a hub is listed as unreadable', async ({
    page,
  }) => {
    await page.clock.install();
    await openConsole(page);
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '扉の状態' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '扉の状態' })).toBeVisible();
    await expect(progress(page)).toHaveText('16 件中 0 件を確認しました');
    await expect(page.getByTestId('door-state-label').filter({ hasText: '確認中…' })).toHaveCount(4);
    await expect(stateOf(page, '倉庫')).toHaveText('確認できません（ハブ未設定）');
    await expect(page.getByRole('button', { name: '読み直す' })).toBeDisabled();
    await expect(page.getByTestId('door-read-at')).toHaveText('読み取り日時：読み取り中');
    // the rooftop door never answers: its 11th poll (33 s after its job) ends the reading
    await runUntil(page, progress(page), '16 件中 16 件を確認しました');
    await expect(stateOf(page, '本社 正面玄関')).toHaveText('施錠');
    await expect(stateOf(page, '本社 通用口')).toHaveText('解錠');
    await expect(stateOf(page, '会議室B')).toHaveText('半開');
    await expect(stateOf(page, '屋上扉')).toHaveText('確認できませんでした');
    await expect(row(page, '屋上扉').getByTestId('door-state-detail')).toHaveText(
      '通信エラーが発生しました。時間をおいて再度お試しください。',
    );
    await expect(page.getByTestId('door-summary')).toHaveText(
      '施錠 12件・解錠 2件・半開 1件・確認できず 1件・ハブ未設定 1件',
    );
    await expect(page.getByTestId('door-read-at')).toHaveText(
      /^読み取り日時：\d{4}年\d{1,2}月\d{1,2}日\(.\) \d{2}:\d{2}$/,
    );
    expect(
      await world<number>(
        page,
        "return world.read((s) => s.remoteJobs.filter((j) => j.jobType === 'read_status').length);",
      ),
    ).toBe(16);
    // leave to the lock list and come back: the doors as read, with the same read time, and no new job
    const readAt = (await page.getByTestId('door-read-at').textContent()) ?? '';
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.getByRole('link', { name: 'ロック一覧' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ロック一覧' })).toBeVisible();
    await menu.getByRole('link', { name: '扉の状態' }).click();
    await expect(page.getByTestId('door-read-at')).toHaveText(readAt);
    await expect(stateOf(page, '本社 通用口')).toHaveText('解錠');
    await expect(page.getByTestId('door-summary')).toHaveText(
      '施錠 12件・解錠 2件・半開 1件・確認できず 1件・ハブ未設定 1件',
    );
    await expect(page.getByRole('button', { name: '読み直す' })).toBeEnabled();
    expect(await world<number>(page, 'return world.read((s) => s.remoteJobs.length);')).toBe(16);
    // both layouts fit (the table at 1280, cards at 390); axe on the phone's (layout.spec.ts checks every route at
    // both widths; here the states after a whole reading)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByTestId('door-states')).toBeVisible();
      expect(await sidewaysOverflow(page), `at ${width}`).toBeLessThanOrEqual(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('locks every door unlocked now (read again first) after a confirmation listing them, one close job per door; a failed one is retried alone', async ({
    page,
  }) => {
    // two whole readings now (the screen's, then the one before the confirmation) and the closes
    test.setTimeout(60_000);
    await page.clock.install();
    await openConsole(page);
    // the server room's hub refuses to close it (its jobs fail with the server's message), and it was left open;
    // the rooftop's hub answers today and the devices at the first poll (a short reading: this test is the close)
    await world(
      page,
      `world.write((s) => {
        s.locks.find((l) => l.id === ${DEMO_LOCKS.serverRoom}).remoteStatus = 'open';
        s.locks.find((l) => l.id === ${DEMO_LOCKS.rooftop}).remote = { kind: 'normal' };
        s.dev.deviceSpeed = 'instant';
      });
      return true;`,
    );
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '扉の状態' }).click();
    await runUntil(page, progress(page), '16 件中 16 件を確認しました');
    await expect(stateOf(page, '本社 正面玄関')).toHaveText('施錠');
    // since that reading, someone unlocked 本社 正面玄関
    await world(
      page,
      `world.write((s) => { s.locks.find((l) => l.id === ${DEMO_LOCKS.frontDoor}).remoteStatus = 'open'; }); return true;`,
    );

    // by keyboard: the button, Enter; every door is read again before the confirmation, with its progress
    await page.getByRole('button', { name: '解錠中の扉をすべて施錠' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('door-checking')).toHaveText('施錠の前に、いまの扉の状態を確認しています…');
    await expect(progress(page)).toHaveText(/^16 件中 \d+ 件を確認しました$/);
    const dialog = page.getByRole('alertdialog', { name: '解錠中の扉をすべて施錠' });
    await runUntilVisible(page, dialog);
    await expect(dialog.getByTestId('close-all-doors').getByRole('listitem')).toHaveText([
      '本社 正面玄関（解錠）',
      '本社 通用口（解錠）',
      '会議室B（半開）',
      'サーバールーム（解錠）',
      '駐輪場ゲート（解錠）',
    ]);
    await expect(dialog).toContainText('次の5件の扉に施錠を指示します。');
    expect(seriousOf(await axeViolations(page, { include: ['[role="alertdialog"]'] }))).toEqual([]);
    await dialog.getByRole('button', { name: '施錠する' }).dblclick();
    await expect(dialog).toHaveCount(0);
    await expect(progress(page)).toHaveText('5 件中 0 件の施錠が終わりました');
    await expect(stateOf(page, '本社 通用口')).toHaveText('施錠しています…');
    await expect(page.getByRole('button', { name: '読み直す' })).toBeDisabled();
    await runUntil(page, progress(page), '5 件中 5 件の施錠が終わりました');
    // one close job per listed door (the double click on 施錠する sent no second round)
    expect(await closeJobs(page)).toEqual([1, 2, 4, 6, 14]);
    await expect(stateOf(page, '本社 正面玄関')).toHaveText('施錠しました');
    await expect(stateOf(page, '本社 通用口')).toHaveText('施錠しました');
    await expect(stateOf(page, '会議室B')).toHaveText('施錠しました');
    await expect(stateOf(page, 'サーバールーム')).toHaveText('施錠できませんでした（解錠のまま）');
    await expect(row(page, 'サーバールーム').getByTestId('door-state-detail')).toHaveText(REMOTE_FAILURE_MESSAGE);

    // the hub is fixed meanwhile: the retry of that one door sends one more close job
    await world(
      page,
      `world.write((s) => { s.locks.find((l) => l.id === ${DEMO_LOCKS.serverRoom}).remote = { kind: 'normal' }; }); return true;`,
    );
    await page.getByRole('button', { name: 'サーバールームの施錠を再試行' }).click();
    await runUntil(page, progress(page), '1 件中 1 件の施錠が終わりました');
    await expect(stateOf(page, 'サーバールーム')).toHaveText('施錠しました');
    expect(await closeJobs(page)).toEqual([1, 2, 4, 6, 6, 14]);
    // the button reads every door again: only 会議室B, whose sensor reports 半開 whatever it is told, is listed;
    // cancelling sends nothing
    await page.getByRole('button', { name: '解錠中の扉をすべて施錠' }).click();
    await runUntilVisible(page, dialog);
    await expect(dialog.getByTestId('close-all-doors').getByRole('listitem')).toHaveText(['会議室B（半開）']);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await closeJobs(page)).toEqual([1, 2, 4, 6, 6, 14]);
  });
});
