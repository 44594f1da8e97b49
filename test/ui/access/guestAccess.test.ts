import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import type { CallPool } from '../../../src/application/shared/CallPool';
import { GuestAccessPresenter, type GuestAccessState } from '../../../src/ui/access/GuestAccessPresenter';
import { signedIn, type Backend } from '../../support/backends';
import { effectLine, effectsOf, recordStates, until } from '../../support/presenters';

afterEach(() => vi.restoreAllMocks());

const summaryOf = (state: GuestAccessState) => `${state.reading.status}:${state.summary ?? '-'}`;

/** Opens the view of guest 10 (加藤 真理: 短期プロジェクト, card 003 on 本社 正面玄関's outdoor keypad) and waits for it. */
const opened = async (backend: Backend, guestId = 10) => {
  const presenter = backend.container.get(GuestAccessPresenter);
  presenter.open({ guestId: guestId });
  await until(() => presenter.snapshot.reading.status !== 'reading', 'the reading');
  return presenter;
};

describe('GuestAccessPresenter', () => {
  it('reads with progress, says the doors for now, and another moment answers without reading again', async () => {
    const backend = await signedIn();
    const loads = vi.spyOn(LoadGuestAccess.prototype, 'execute');
    const presenter = backend.container.get(GuestAccessPresenter);
    const seen = recordStates(presenter, summaryOf);
    presenter.open({ guestId: 10 });
    await until(() => presenter.snapshot.reading.status === 'read', 'the reading');
    expect(seen[0]).toBe('reading:-');
    // 今 is the moment of the reading, with its time; the organization-wide group opens all 17 doors
    expect(seen.at(-1)).toBe('read:今（11月21日 10:00 時点）この人が開けられる扉：17か所');
    expect(presenter.snapshot.access?.doors.find((d) => d.door.lockName === '会議室A')?.openers).toEqual([
      'グループ「短期プロジェクト」',
      'グループ「組織全体（全員）」',
    ]);
    // after the project period (today + 45 days) the whole group still opens every door
    presenter.changeMoment(new Date('2027-02-01T20:00:00+09:00'));
    expect(presenter.snapshot.summary).toBe('2027/02/01 20:00 にこの人が開けられる扉：17か所');
    expect(presenter.snapshot.access?.groups.map((g) => [g.name, g.verdict])).toEqual([
      ['短期プロジェクト', '期間の終了後'],
      ['組織全体（全員）', '開けられる'],
    ]);
    presenter.backToNow();
    expect(presenter.snapshot.summary).toBe('今（11月21日 10:00 時点）この人が開けられる扉：17か所');
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('opened again in the session, shows what was read (with its time) without a call; 読み直す reads', async () => {
    const backend = await signedIn();
    const first = await opened(backend);
    const readAt = first.snapshot.reading.status === 'read' ? first.snapshot.reading.reading.readAt : null;
    first.dispose();
    const loads = vi.spyOn(LoadGuestAccess.prototype, 'execute');
    const again = backend.container.get(GuestAccessPresenter);
    again.open({ guestId: 10 });
    expect(again.snapshot.reading).toMatchObject({ status: 'read', reading: { readAt } });
    expect(loads).not.toHaveBeenCalled();
    await again.readAgain();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('leaving cancels the pool: nothing waiting starts and nothing is kept', async () => {
    const backend = await signedIn();
    const pools: CallPool[] = [];
    const execute = LoadGuestAccess.prototype.execute;
    vi.spyOn(LoadGuestAccess.prototype, 'execute').mockImplementation(function (this: LoadGuestAccess, id, pool) {
      pools.push(pool);
      return execute.call(this, id, pool);
    });
    const presenter = backend.container.get(GuestAccessPresenter);
    presenter.open({ guestId: 10 });
    presenter.dispose();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pools[0]?.cancelled).toBe(true);
    expect(presenter.snapshot.reading.status).toBe('reading');
    // the cancelled reading was not kept: opening again reads
    backend.container.get(GuestAccessPresenter).open({ guestId: 10 });
    expect(pools).toHaveLength(2);
  });

  it('removes the guest from a group after asking, then shows the doors as they now are', async () => {
    const backend = await signedIn();
    const presenter = await opened(backend);
    let yes = false;
    const effects = effectsOf(presenter, { answer: () => yes, summarize: effectLine });
    const group = presenter.snapshot.access?.groups[0];
    if (!group) throw new Error('no group');
    await presenter.removeFromGroup(group);
    expect(effects).toEqual(['confirm:グループから外す']);
    expect(backend.world.read((s) => s.memberships.some((m) => m.guestId === 10 && m.groupId === 2))).toBe(true);
    yes = true;
    await presenter.removeFromGroup(group);
    expect(effects).toEqual(['confirm:グループから外す', 'confirm:グループから外す', 'success:保存しました。']);
    expect(backend.world.read((s) => s.memberships.some((m) => m.guestId === 10 && m.groupId === 2))).toBe(false);
    await until(() => presenter.snapshot.reading.status === 'read', 'the new reading');
    expect(presenter.snapshot.access?.groups.map((g) => g.name)).toEqual(['組織全体（全員）']);
    expect(presenter.snapshot.summary).toBe('今（11月21日 10:00 時点）この人が開けられる扉：17か所');
  });

  it('takes a card off a keypad after the card screen’s confirmation; being deleted (no user), it is no longer attributed', async () => {
    const backend = await signedIn();
    const presenter = await opened(backend);
    const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
    const card = presenter.snapshot.access?.cards[0];
    const placement = card?.placements[0];
    if (!card || !placement) throw new Error('no card on a keypad');
    await presenter.unassignCard(card, placement);
    expect(effects).toEqual(['confirm:カードの削除（本社 正面玄関 屋外側）', 'success:削除しました。']);
    await until(() => presenter.snapshot.reading.status === 'read', 'the new reading');
    // the keypad's row has lost its user: nothing tells whose card it is any more (キーパッド未登録)
    expect(presenter.snapshot.access?.cards[0]?.placements).toEqual([]);
    expect(presenter.snapshot.summary).toBe('今（11月21日 10:00 時点）この人が開けられる扉：17か所');
  });

  it('downloads the CSV named by the guest and the moment', async () => {
    const backend = await signedIn();
    const presenter = await opened(backend);
    const effects = effectsOf(presenter, { summarize: effectLine });
    presenter.changeMoment(new Date('2026-11-21T20:00:00+09:00'));
    presenter.downloadCsv();
    expect(effects).toEqual(['download:この人が開けられる扉_加藤 真理_20261121-2000.csv']);
  });
});
