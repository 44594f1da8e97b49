import type { Page } from '@playwright/test';
import { DEMO_GROUPS } from '../../src/infrastructure/memory/groups/slice';
import { DEMO_LOCKS } from '../../src/infrastructure/memory/locks/seed';
import { expect, MANAGER, openConsole, openPage, test, world } from './fixtures';
import { runUntil, runUntilVisible } from './pageClock';

/**
 * 扉の状態 and この人が開けられる扉 as a real organization has them: organization 1 with 18 more locks (35 in all, four
 * pages of the world's 10), the lock list served as the spec shows it ({locks}, no total: devices-access §7). Six of
 * the new locks read open and every new one is reached by 夜間警備 (guest 13's group). Only this flow's world holds
 * them: the default world keeps its 17 locks for every other flow.
 */
const ADDED = 18;
const OPEN_ADDED = [9001, 9004, 9007, 9010, 9013, 9016];

const addLocks = (page: Page) =>
  world<number>(
    page,
    `world.write((s) => {
      const model = s.locks.find((l) => l.id === ${DEMO_LOCKS.frontDoor});
      for (let i = 0; i < ${ADDED}; i += 1) {
        const id = 9001 + i;
        s.locks.push({
          ...model,
          id,
          lockName: '別館 扉' + String(i + 1).padStart(2, '0'),
          keypads: [],
          subLock: null,
          remote: { kind: 'normal' },
          remoteStatus: ${JSON.stringify(OPEN_ADDED)}.includes(id) ? 'open' : 'close',
        });
        s.groupLocks.push({ groupId: ${DEMO_GROUPS.night}, lockId: id });
      }
      // the rooftop's hub answers today, and the devices at once: this flow counts doors, not time-outs
      s.locks.find((l) => l.id === ${DEMO_LOCKS.rooftop}).remote = { kind: 'normal' };
      s.dev.deviceSpeed = 'instant';
    });
    return world.read((s) => s.locks.filter((l) => l.organizationId === 1).length);`,
  );

test.describe('an organization of four pages of locks served without a total @mock-http', () => {
  test.use({ signedInAs: MANAGER });

  test('扉の状態 lists and reads all 35 doors; lock-all sends one close job to each unlocked door', async ({
    page,
  }) => {
    await page.clock.install();
    await openConsole(page);
    expect(await addLocks(page)).toBe(35);
    const lockListPages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/v1/console/locks')) lockListPages.push(url.searchParams.get('page') ?? '');
    });
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '扉の状態' }).click();
    const progress = page.getByTestId('door-progress');
    // 34 with a hub (倉庫 has none), each read once
    await runUntil(page, progress, '34 件中 34 件を確認しました', 40_000);
    await expect(page.getByTestId('door-row')).toHaveCount(35);
    await expect(page.getByTestId('door-row').filter({ hasText: '別館 扉18' })).toHaveCount(1);
    // four pages of 10, 10, 10 and 5: the short one ends the list; none read twice
    expect(lockListPages).toEqual(['1', '2', '3', '4']);
    await expect(page.getByTestId('paging-mismatch')).toHaveCount(0);

    await page.getByRole('button', { name: '解錠中の扉をすべて施錠' }).click();
    const dialog = page.getByRole('alertdialog', { name: '解錠中の扉をすべて施錠' });
    // every door is read again before the confirmation: the four pages of the list once more, then each door
    await runUntilVisible(page, dialog, 40_000);
    expect(lockListPages).toEqual(['1', '2', '3', '4', '1', '2', '3', '4']);
    // 本社 通用口, 会議室B (半開), 駐輪場ゲート and the six new open doors: one row each
    await expect(dialog.getByTestId('close-all-doors').getByRole('listitem')).toHaveCount(9);
    await dialog.getByRole('button', { name: '施錠する' }).click();
    await runUntil(page, progress, '9 件中 9 件の施錠が終わりました', 40_000);
    const closeJobs = await world<number[]>(
      page,
      "return world.read((s) => s.remoteJobs.filter((j) => j.jobType === 'close').map((j) => j.lockId)).sort((a, b) => a - b);",
    );
    expect(closeJobs).toEqual(
      [DEMO_LOCKS.sideDoor, DEMO_LOCKS.meetingB, DEMO_LOCKS.bikeGate, ...OPEN_ADDED].sort((a, b) => a - b),
    );
  });

  test('この人が開けられる扉 reads every page of locks: 夜間警備 opens its 4 doors and the 18 new ones', async ({
    page,
  }) => {
    await openPage(page, '/home');
    await addLocks(page);
    await page.goto('/guests/13/access');
    const summary = page.getByTestId('access-summary');
    await expect(summary).toContainText('この人が開けられる扉：', { timeout: 30_000 });
    // 夜間警備, beside the organization-wide group (組織全体（全員）), which counts in this view too
    await expect(page.getByTestId('guest-group').filter({ hasText: '夜間警備' })).toHaveCount(1);
    // every door of the group, the ones on the lock list's fourth page included
    await expect(page.getByTestId('guest-doors')).toContainText('別館 扉18');
    await expect(page.getByTestId('guest-doors').getByText(/^別館 扉\d{2}$/)).toHaveCount(ADDED);
    await expect(page.getByTestId('paging-mismatch')).toHaveCount(0);
  });
});
