import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { AuthStore } from '../../../src/application/ports/AuthStore';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { LockAccessPresenter, type LockAccessState } from '../../../src/ui/access/LockAccessPresenter';
import { type Backend, signedIn, TODAY } from '../../support/backends';
import { effectLine, effectsOf, recordStates, settle, until } from '../../support/presenters';
import { progressPace } from '../../../src/ui/shared/progressPace';

// these tests follow the reading call by call: the progress told at each change (a screen is told at most every
// 100 ms: accessReviewPresenter.test.ts)
beforeEach(() => {
  progressPace.everyMs = 0;
});
afterEach(() => {
  progressPace.everyMs = 100;
});

afterEach(() => vi.restoreAllMocks());

const FRONT_DOOR = 1;

const summary = (s: LockAccessState): string =>
  s.reading.status === 'reading'
    ? `reading ${s.reading.progress.done}/${s.reading.progress.total}`
    : s.reading.status === 'failed'
      ? `failed ${s.reading.message}`
      : `read ${s.evaluated?.headline ?? ''}`;

const opened = async (backend: Backend): Promise<LockAccessPresenter> => {
  const presenter = backend.container.get(LockAccessPresenter);
  presenter.open({ lockId: FRONT_DOOR });
  await until(() => presenter.snapshot.reading.status === 'read', 'the reading');
  return presenter;
};

describe('この扉を開けられる人 presenter', () => {
  it('reads with progress, answers for now, and for another moment without reading again', async () => {
    const backend = await signedIn();
    const loads = vi.spyOn(LoadLockAccess.prototype, 'execute');
    const presenter = backend.container.get(LockAccessPresenter);
    const seen = recordStates(presenter, summary);
    presenter.open({ lockId: FRONT_DOOR });
    await until(() => presenter.snapshot.reading.status === 'read', 'the reading');
    expect(seen[0]).toBe('reading 0/0');
    // once the lock is read (1 call), whose lock it is and the other 19 are asked for at once, before whose it is
    // answers: the groups' search, their guests and the keypads' lists; the second page of 全員 follows its first
    expect(seen).toContain('reading 1/21');
    expect(seen).toContain('reading 10/22');
    expect(seen.at(-1)).toBe('read 今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 5件・カード 2枚');
    expect(presenter.snapshot.moment).toEqual(TODAY);

    // Sunday 23:00: 夜間警備 (22:00〜翌06:00) opens too, 平日スタッフ still not; the expired PIN still expired
    presenter.chooseMoment(new Date('2026-11-22T23:00:00+09:00'));
    expect(presenter.snapshot.isNow).toBe(false);
    expect(presenter.snapshot.evaluated?.headline).toBe(
      '2026/11/22 23:00 にこの扉を開けられる：利用者 18人・PIN 5件・カード 2枚',
    );
    expect(presenter.snapshot.evaluated?.groups.map((g) => g.status)).toEqual([
      '開けられる',
      '開けられる',
      '開けられる',
      '利用できない曜日',
      '開けられる',
    ]);
    // a year on: the period group and the dated PIN and card have ended
    presenter.chooseMoment(new Date('2027-11-22T12:00:00+09:00'));
    expect(presenter.snapshot.evaluated?.groups[1]?.status).toBe('期間の終了後');
    expect(presenter.snapshot.evaluated?.totals).toEqual({ guests: 18, pins: 4, cards: 1 });
    presenter.backToNow();
    expect(presenter.snapshot.evaluated?.headline).toBe(
      '今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 5件・カード 2枚',
    );
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a second visit shows the session’s reading at once; 読み直す reads again and replaces it', async () => {
    const backend = await signedIn();
    const first = await opened(backend);
    const readAt = first.snapshot.reading.status === 'read' ? first.snapshot.reading.reading.readAt : null;
    first.dispose();
    const loads = vi.spyOn(LoadLockAccess.prototype, 'execute');
    const second = backend.container.get(LockAccessPresenter);
    second.open({ lockId: FRONT_DOOR });
    expect(second.snapshot.reading).toMatchObject({ status: 'read', reading: { readAt } });
    expect(loads).not.toHaveBeenCalled();

    backend.clock.advance(60_000);
    second.readAgain();
    expect(second.snapshot.reading).toMatchObject({ status: 'reading', previous: { readAt } });
    // the old answer stays on screen under the progress
    expect(second.snapshot.evaluated?.totals.guests).toBe(18);
    await until(() => second.snapshot.reading.status === 'read', 'the new reading');
    expect(second.snapshot.reading).toMatchObject({ reading: { readAt: new Date(TODAY.getTime() + 60_000) } });
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a kept reading answers for the moment it was taken: 今 carries its time, not the present’s', async () => {
    const backend = await signedIn();
    (await opened(backend)).dispose();
    // two hours and a half later (12:30): the kept reading is still the one of 10:00
    backend.clock.advance(150 * 60_000);
    const back = backend.container.get(LockAccessPresenter);
    back.open({ lockId: FRONT_DOOR });
    expect(back.snapshot.moment).toEqual(TODAY);
    expect(back.snapshot.evaluated?.headline).toBe(
      '今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 5件・カード 2枚',
    );
    back.readAgain();
    await until(() => back.snapshot.reading.status === 'read', 'the new reading');
    expect(back.snapshot.evaluated?.headline).toBe(
      '今（11月21日 12:30 時点）この扉を開けられる：利用者 18人・PIN 5件・カード 2枚',
    );
  });

  it('another organization’s lock: named with its organization, nothing evaluated, and the switch makes it current', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockAccessPresenter);
    presenter.open({ lockId: 31 });
    await until(() => presenter.snapshot.reading.status === 'read', 'the reading');
    expect(presenter.snapshot.evaluated).toBeNull();
    expect(presenter.organizationName).toBe('デモ不動産合同会社');
    expect(presenter.pageOrganizationName).toBe('株式会社キュリオデモ');
    expect(presenter.switchToOwner()).toBe(true);
    expect(backend.container.get<AuthStore>(AuthStore).load()?.currentOrganization?.id).toBe(2);
  });

  it('leaving the page stops the reading: no call waiting in the pool goes out', async () => {
    const backend = await signedIn();
    const search = vi.spyOn(Object.getPrototypeOf(backend.container.get(GuestsGateway)) as GuestsGateway, 'search');
    const presenter = backend.container.get(LockAccessPresenter);
    presenter.open({ lockId: FRONT_DOOR });
    presenter.dispose();
    await settle();
    await settle();
    expect(search).not.toHaveBeenCalled();
    expect(presenter.snapshot.reading.status).toBe('reading');
  });

  it('downloads the evaluation at the moment as CSV, named for the lock and the moment', async () => {
    const backend = await signedIn();
    const presenter = await opened(backend);
    const effects = effectsOf(presenter);
    presenter.chooseMoment(new Date('2026-11-25T20:00:00+09:00'));
    presenter.downloadCsv();
    expect(effects.map(effectLine)).toEqual(['download:この扉を開けられる人_本社 正面玄関_20261125-2000.csv']);
    const download = effects[0];
    if (download?.kind !== 'download') throw new Error('no download');
    const bytes = new Uint8Array(await download.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    expect(text.startsWith('種類,名前,鍵グループ・利用者,側,有効期間・利用条件,状態,この時刻に開けられる\r\n')).toBe(
      true,
    );
    // Wednesday 20:00: 平日スタッフ has no hours, so it opens
    expect(text).toMatch(/\r\n利用者,[^,]+,平日スタッフ,両側,月・火・水・木・金,開けられる,はい\r\n/);
    expect(text).toMatch(/\r\n利用者,[^,]+,夜間警備,両側,22:00〜翌06:00,利用時間外,いいえ\r\n/);
  });
});
