import { describe, expect, it } from 'vitest';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { KeypadPinsPresenter, pinPlacesFreed } from '../../../src/ui/pins/KeypadPinsPresenter';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { requestLog } from '../../support/requestLog';
import { SteppingScheduler } from '../../support/SteppingScheduler';

const KEYPAD = DEMO_PINS.keypad;

/** Expired passes of last week on the keypad. */
const arrangeExpired = (backend: Backend, count: number): void =>
  backend.world.write((s) => {
    for (let i = 0; i < count; i += 1)
      s.pins.push({
        id: 800 + i,
        keypadId: KEYPAD,
        name: `訪問者${i + 1}`,
        pin: String(700000 + i),
        timeFrom: '2026-11-14T10:00:00+09:00',
        timeTill: '2026-11-14T12:00:00+09:00',
        status: 'registered',
        dueAt: null,
      });
  });

const opened = async (makeBackend: (typeof BACKENDS)[number][1]) => {
  const backend = await signedIn(makeBackend);
  backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
  return backend;
};

const lines = (presenter: KeypadPinsPresenter) => {
  const state = presenter.bulk.snapshot;
  return state.status === 'closed' ? [] : state.items.map((i) => `${i.label}|${i.status}|${i.message}`);
};

describe.each(BACKENDS)('the PIN screen deletes expired PINs together on the %s backend', (_name, makeBackend) => {
  it('ticks kept across pages; asks first; 20 DELETE; each 削除しました。; 20 places freed; list read again', async () => {
    const backend = await opened(makeBackend);
    arrangeExpired(backend, 30);
    // before the presenter: the memory backend's log wraps the gateway the presenter is made with
    const log = requestLog(backend);
    const presenter = backend.container.get(KeypadPinsPresenter);
    await presenter.open({ lockId: 1, keypadId: KEYPAD });
    expect(presenter.counts.snapshot).toEqual({ status: 'read', registered: 35, totalWithRegistering: 37 });
    const page1 = presenter.list.snapshot.rows;
    expect(page1).toHaveLength(30);
    presenter.selection.tickPage(page1, true);
    // the page's valid PINs cannot be ticked: the 25 expired passes on page 1 and 来客用（先月）
    expect(presenter.selection.items.map((p) => p.name)).toContain(DEMO_PINS.expiredName);
    presenter.selection.clear();
    presenter.selection.tickPage(
      page1.filter((p) => p.name.startsWith('訪問者')),
      true,
    );
    await presenter.list.goToPage(2);
    presenter.selection.tickPage(presenter.list.snapshot.rows, true);
    presenter.selection.keepOnly((p) => Number(p.name.replace('訪問者', '')) <= 20);
    await presenter.list.goToPage(1);
    expect(presenter.selection.items).toHaveLength(20);
    expect(presenter.selection.pageTick(presenter.list.snapshot.rows)).toBe('some');

    presenter.deleteTicked();
    expect(presenter.bulk.snapshot).toMatchObject({
      status: 'asking',
      title: '暗証番号をまとめて削除',
      message: '選択した期限切れ・登録失敗の暗証番号を削除します。よろしいですか？',
    });
    expect(lines(presenter)[0]).toBe('訪問者1（2026/11/14 10:00 〜 2026/11/14 12:00）|waiting|');
    expect(log.writes()).toEqual([]);
    await presenter.bulk.confirm();
    expect(log.writes()).toHaveLength(20);
    const state = presenter.bulk.snapshot;
    if (state.status === 'closed') throw new Error('closed');
    expect(state.items.every((i) => i.status === 'done' && i.message === '削除しました。')).toBe(true);
    expect(state.summary).toBe('20件中 20件を削除しました');
    expect(presenter.registeredBefore.snapshot).toBe(35);
    expect(pinPlacesFreed(state.items)).toBe(20);
    // the deleted ones are unticked; the page and the count were read again
    expect(presenter.selection.items).toEqual([]);
    expect(presenter.counts.snapshot).toMatchObject({ status: 'read', registered: 15 });
    presenter.bulk.close();
    expect(presenter.bulk.snapshot).toEqual({ status: 'closed' });
  });

  it('a failure is said per PIN, stays ticked, and is retried alone: one request per retry', async () => {
    const backend = await opened(makeBackend);
    arrangeExpired(backend, 2);
    const reconnect = dropBeforeServer<PinsGateway>(backend, PinsGateway, 'remove');
    const log = requestLog(backend);
    const presenter = backend.container.get(KeypadPinsPresenter);
    await presenter.open({ lockId: 1, keypadId: KEYPAD });
    presenter.selection.tickPage(
      presenter.list.snapshot.rows.filter((p) => p.name.startsWith('訪問者')),
      true,
    );
    presenter.deleteTicked();
    await presenter.bulk.confirm();
    expect(lines(presenter).map((l) => l.split('|').slice(1).join('|'))).toEqual([
      'failed|サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
      'failed|サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
    ]);
    expect(presenter.selection.items).toHaveLength(2);
    // the dropped calls never reached the server (http); the memory log counts them as tried
    const tried = log.writes().length;
    reconnect();
    await presenter.bulk.retry(800);
    expect(log.writes()).toHaveLength(tried + 1);
    expect(presenter.bulk.snapshot).toMatchObject({ summary: '2件中 1件を削除しました（失敗 1件）' });
    await presenter.bulk.retryAll();
    expect(log.writes()).toHaveLength(tried + 2);
    expect(presenter.bulk.snapshot).toMatchObject({ summary: '2件中 2件を削除しました' });
    expect(presenter.selection.items).toEqual([]);
  });
});
