import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartureLedger } from '../../../src/application/departures/DepartureLedger';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { countsOf } from '../../../src/domain/departures/record';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import type { Effect } from '../../../src/ui/shared/Effects';
import { DeparturePresenter, type DepartureState } from '../../../src/ui/departures/DeparturePresenter';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { effectLine, effectsOf, recordStates, until } from '../../support/presenters';
import { requestLog } from '../../support/requestLog';

afterEach(() => vi.restoreAllMocks());

/** 佐藤 健 (guest 1): connected, in 正社員 and the organization-wide group; holds cards 1 (社員証001) and 2 (予備カード). */
const GUEST = 1;
const FRONT_OUTDOOR = 101;
const SIDE_OUTDOOR = 103;

/** 3 groups, 2 cards each on 2 keypads, 1 PIN in the person's name (and one that only shares the family name). */
const arrange = (backend: Backend): void =>
  backend.world.write((s) => {
    s.memberships.push({ groupId: DEMO_GROUPS.cleaning, guestId: GUEST });
    let id = 900;
    for (const cardMasterId of [1, 2])
      for (const keypadId of [FRONT_OUTDOOR, SIDE_OUTDOOR]) {
        id += 1;
        s.keypadCards.push({
          id,
          keypadId,
          cardMasterId,
          timeFrom: null,
          timeTill: null,
          status: 'registered',
          dueAt: null,
        });
      }
    for (const [pinId, name, pin] of [
      [901, '佐藤 健', '135790'],
      [902, '佐藤', '246801'],
    ] as const)
      s.pins.push({
        id: pinId,
        keypadId: SIDE_OUTDOOR,
        name,
        pin,
        timeFrom: null,
        timeTill: null,
        status: 'registered',
        dueAt: null,
      });
  });

/** One line a state: the step, and for the record its counts and whether a run and the check are on. */
const stepOf = (state: DepartureState): string => {
  const { step } = state;
  if (step.kind === 'confirm') return `confirm:${step.chosen.size}/${step.plan.changes.length}`;
  if (step.kind === 'record') {
    const c = countsOf(step.record);
    return `record:${c.done}/${c.failed}/${c.waiting}/${c.sending}${state.running ? ':running' : ''}`;
  }
  return step.kind;
};

const confirming = async (backend: Backend): Promise<DeparturePresenter> => {
  const presenter = backend.container.get(DeparturePresenter);
  void presenter.open({ guestId: GUEST });
  await until(() => presenter.snapshot.step.kind === 'confirm', 'the confirmation');
  return presenter;
};

const checked = (presenter: DeparturePresenter) =>
  until(() => presenter.snapshot.check.status === 'read', 'the view read again');

const recordOf = (presenter: DeparturePresenter) => {
  const { step } = presenter.snapshot;
  if (step.kind !== 'record') throw new Error(`no record: ${step.kind}`);
  return step.record;
};

describe.each(BACKENDS)('DeparturePresenter on the %s backend', (_name, makeBackend) => {
  it('shows one confirmation of everything, the name-matched PIN unticked, and sends nothing', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const log = requestLog(backend);
    const presenter = backend.container.get(DeparturePresenter);
    const seen = recordStates(presenter, stepOf);
    void presenter.open({ guestId: GUEST });
    await until(() => presenter.snapshot.step.kind === 'confirm', 'the confirmation');
    expect(seen[0]).toBe('planning');
    expect(seen.at(-1)).toBe('confirm:7/8');
    const { step } = presenter.snapshot;
    if (step.kind !== 'confirm') throw new Error(step.kind);
    expect(step.plan.changes.filter((c) => !step.chosen.has(c.key)).map((c) => c.what)).toEqual([
      '暗証番号「佐藤 健」を本社 通用口（屋外側）のキーパッドから削除',
    ]);
    expect(step.plan.notes).toEqual([
      '組織全体（全員）の鍵グループからも外します。外せなかった場合は、利用者の編集画面で利用者を削除してください（ICカードを持っている場合は先にカードの削除が必要です）。',
      'ICカード「社員証001」の利用者は佐藤 健さんのまま残ります（利用者を外す操作はありません）。カードを回収して別の人に渡すときは、カードの設定で利用者を変更してください。',
      'ICカード「予備カード」の利用者は佐藤 健さんのまま残ります（利用者を外す操作はありません）。カードを回収して別の人に渡すときは、カードの設定で利用者を変更してください。',
    ]);
    expect(presenter.snapshot.organizationName).toBe('株式会社キュリオデモ');
    expect(presenter.guestName).toBe('佐藤 健');
    expect(log.writes()).toEqual([]);
    expect(log.lines()).toHaveLength(43);
  });

  it('取り消す with the PIN ticked: 8 writes, each change done, and the view read again opens no door', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const log = requestLog(backend);
    const presenter = await confirming(backend);
    const seen = recordStates(presenter, stepOf);
    presenter.choose('pin:901', true);
    // a second click while the first is handled sends nothing more
    await Promise.all([presenter.confirm(), presenter.confirm()]);
    await checked(presenter);
    expect(seen[1]).toBe('confirm:8/8');
    expect(seen).toContain('record:0/0/8/0:running');
    expect(seen.at(-1)).toBe('record:8/0/0/0');
    expect(log.writes()).toHaveLength(8);
    expect(log.mostInFlight()).toBe(4);
    const record = recordOf(presenter);
    expect(record.entries.map((e) => [e.status, e.message, e.settledAt, e.by])).toEqual(
      Array.from({ length: 8 }, () => ['done', null, '2026-11-21T01:00:00.000Z', '山田 太郎']),
    );
    expect(presenter.snapshot.check).toEqual({ status: 'read', doors: [] });
    expect(backend.world.read((s) => s.pins.find((p) => p.id === 902)?.status)).toBe('registered');
  });

  it('a failure is said on its row; 再試行 sends that change alone, once; the record downloads as CSV', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    const reconnect = dropBeforeServer<PinsGateway>(backend, PinsGateway, 'remove');
    const log = requestLog(backend);
    const presenter = await confirming(backend);
    const effects: Effect[] = effectsOf(presenter);
    presenter.choose('pin:901', true);
    await presenter.confirm();
    await checked(presenter);
    expect(stepOf(presenter.snapshot)).toBe('record:7/1/0/0');
    const failed = recordOf(presenter).entries.filter((e) => e.status === 'failed');
    expect(failed.map((e) => [e.change.key, e.message])).toEqual([
      ['pin:901', 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。'],
    ]);
    // a PIN gives no door of this person's: the view read again opens none, whatever became of it
    expect(presenter.snapshot.check).toEqual({ status: 'read', doors: [] });
    reconnect();
    const before = log.writes().length;
    await Promise.all([presenter.retry('pin:901'), presenter.retryFailed()]);
    expect(stepOf(presenter.snapshot)).toBe('record:8/0/0/0');
    expect(log.writes()).toHaveLength(before + 1);
    presenter.downloadCsv();
    const download = effects.find((e) => e.kind === 'download');
    expect(download && effectLine(download)).toBe('download:退職処理の記録_佐藤 健_20261121-1000.csv');
    const bytes = download?.kind === 'download' ? new Uint8Array(await download.blob.arrayBuffer()) : null;
    // UTF-8 with its BOM (which Blob.text() would drop)
    expect([...(bytes ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes ?? new Uint8Array());
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFF組織,利用者,内容,結果,詳細,日時,実施者',
      '株式会社キュリオデモ,佐藤 健,鍵グループ「正社員」から外す,完了,,2026年11月21日(土) 10:00,山田 太郎',
      '株式会社キュリオデモ,佐藤 健,鍵グループ「清掃スタッフ」から外す,完了,,2026年11月21日(土) 10:00,山田 太郎',
    ]);
  });
});

describe('DeparturePresenter', () => {
  it('leaving mid-way keeps what is done and what is not; back on the person, the rest is sent on request', async () => {
    const backend = await signedIn();
    arrange(backend);
    const first = await confirming(backend);
    void first.confirm();
    await until(() => first.snapshot.step.kind === 'record', 'the record');
    // the manager leaves at once: the four requests in flight end, the other three never start
    first.dispose();
    const ledger = backend.container.get(DepartureLedger);
    await until(() => ledger.get(1, GUEST)?.entries.filter((e) => e.status === 'done').length === 4, 'the four');
    const log = requestLog(backend);
    const again = backend.container.get(DeparturePresenter);
    void again.open({ guestId: GUEST });
    await checked(again);
    expect(stepOf(again.snapshot)).toBe('record:4/0/3/0');
    expect(log.writes()).toEqual([]);
    await again.resume();
    expect(stepOf(again.snapshot)).toBe('record:7/0/0/0');
    expect(log.writes()).toHaveLength(3);
    // the view read again: the groups left first, then the cards; nothing left
    await checked(again);
    expect(again.snapshot.check).toEqual({ status: 'read', doors: [] });
  });

  it('another organization’s guest is named and planned no further', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(DeparturePresenter);
    void presenter.open({ guestId: 101 });
    await until(() => presenter.snapshot.step.kind === 'elsewhere', 'the notice');
    expect(presenter.snapshot.step).toMatchObject({ recordName: '青木 一郎' });
  });
});
