import * as E from 'fp-ts/Either';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppInfoSource } from '../../../src/application/ports/AppInfoSource';
import { CheckVersion } from '../../../src/application/shared/CheckVersion';
import { ForcedReloadHold } from '../../../src/ui/shell/forcedReloadHold';
import { FORCED_RELOAD_MS, VERSION_POLL_MS, VersionWatcher } from '../../../src/ui/shell/VersionWatcher';

const source = (commits: string[]): AppInfoSource => {
  let i = 0;
  return { currentCommit: async () => E.right(commits[Math.min(i++, commits.length - 1)] ?? '') };
};

describe('the version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the first commit as the baseline and reloads with a timestamp when it changes', async () => {
    const reloads: string[] = [];
    const watcher = new VersionWatcher(
      new CheckVersion(source(['a', 'a', 'b'])),
      () => true,
      (url) => reloads.push(url),
      () => 1234,
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(reloads).toEqual(['/?t=1234']);
    watcher.stop();
  });

  it('waits on a route without enableForceReload and reloads on the next route that has it', async () => {
    const reloads: string[] = [];
    let allowed = false;
    const watcher = new VersionWatcher(
      new CheckVersion(source(['a', 'b'])),
      () => allowed,
      (url) => reloads.push(url),
      () => 9,
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(reloads).toEqual([]);
    watcher.routeChanged();
    expect(reloads).toEqual([]);
    allowed = true;
    watcher.routeChanged();
    expect(reloads).toEqual(['/?t=9']);
    watcher.stop();
  });

  it('a page holding a secret (the issued token) holds off both reloads on a route that allows them; they go once it lets go', async () => {
    const reloads: string[] = [];
    const hold = new ForcedReloadHold();
    const watcher = new VersionWatcher(
      new CheckVersion(source(['a', 'b'])),
      () => !hold.held,
      (url) => reloads.push(url),
      () => 7,
    );
    hold.onReleased(() => watcher.allowanceChanged());
    const release = hold.hold();
    const second = hold.hold();
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    await vi.advanceTimersByTimeAsync(FORCED_RELOAD_MS);
    watcher.routeChanged();
    expect(reloads).toEqual([]);
    release();
    release();
    expect(reloads).toEqual([]);
    second();
    expect(reloads).toEqual(['/?t=7']);
    watcher.stop();
  });

  it('forces a reload 24 hours after load', async () => {
    const reloads: string[] = [];
    const watcher = new VersionWatcher(
      new CheckVersion(source(['same'])),
      () => true,
      (url) => reloads.push(url),
      () => 1,
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(FORCED_RELOAD_MS - 1);
    expect(reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reloads).toEqual(['/?t=1']);
    watcher.stop();
  });

  it('reloads once even when several polls see the new commit before the page goes', async () => {
    const reloads: string[] = [];
    const watcher = new VersionWatcher(
      new CheckVersion(source(['a', 'b', 'b', 'b'])),
      () => true,
      (url) => reloads.push(url),
      () => 5,
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    watcher.routeChanged();
    expect(reloads).toEqual(['/?t=5']);
    watcher.stop();
  });

  it('an unreadable app_info.json never reloads', async () => {
    const reloads: string[] = [];
    const failing: AppInfoSource = { currentCommit: async () => E.left({ _tag: 'Unavailable', reason: 'network' }) };
    const watcher = new VersionWatcher(
      new CheckVersion(failing),
      () => true,
      (url) => reloads.push(url),
    );
    watcher.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(reloads).toEqual([]);
    watcher.stop();
  });
});
