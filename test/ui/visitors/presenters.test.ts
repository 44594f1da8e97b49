import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { CallPool } from '../../../src/application/shared/CallPool';
import { IssuePass } from '../../../src/application/visitors/IssuePass';
import { LoadPassKeypads } from '../../../src/application/visitors/LoadPassKeypads';
import { defaultPassWindow } from '../../../src/domain/visitors/passWindow';
import { IssuePassPresenter, type IssuePassState } from '../../../src/ui/visitors/IssuePassPresenter';
import { PassListPresenter, type PassListState } from '../../../src/ui/visitors/PassListPresenter';
import { passShareText } from '../../../src/ui/visitors/shareText';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { effectLine, effectsOf, recordStates, until } from '../../support/presenters';
import { requestLog } from '../../support/requestLog';

const FRONT_DOOR = 1;
/** 本社 正面玄関, outdoor and indoor; 本社 通用口, outdoor (lock 2). */
const FRONT_OUTDOOR = 101;
const FRONT_INDOOR = 102;
const SIDE_OUTDOOR = 103;
const WHO = '山田 一郎（◯◯工務店）';
const LIMIT_5 = '登録できる暗証番号は5件までです。不要な暗証番号を削除してから登録してください。';

const disposers: Array<() => void> = [];
afterEach(() => {
  disposers.splice(0).forEach((dispose) => dispose());
});

const setCap = (backend: Backend, maximumPinCount: number) =>
  backend.world.write((s) => {
    const org = s.organizations.find((o) => o.id === 1);
    if (org) org.planFunctions = { ...org.planFunctions, maximumPinCount };
  });

const hubOf = (backend: Backend, lockId: number, hub: string | number | null) =>
  backend.world.write((s) => {
    const lock = s.locks.find((l) => l.id === lockId);
    if (lock) lock.hubSerial = hub;
  });

const issuePresenter = async (backend: Backend, lockId: number | null = FRONT_DOOR): Promise<IssuePassPresenter> => {
  const presenter = backend.container.get(IssuePassPresenter);
  disposers.push(() => presenter.dispose());
  await presenter.open({ lockId });
  return presenter;
};

const formOf = (state: IssuePassState) => {
  if (state.status !== 'form') throw new Error(`not the form: ${state.status}`);
  return state;
};

const issuedOf = (state: IssuePassState) => {
  if (state.status !== 'issued') throw new Error(`not issued: ${state.status}`);
  return state;
};

const values = (presenter: IssuePassPresenter, keypadIds: ReadonlyArray<number>) => ({
  ...formOf(presenter.snapshot).initial,
  keypadIds,
  name: '山田 一郎',
  note: '◯◯工務店',
});

/** Through the three steps to 発行. */
const issue = async (presenter: IssuePassPresenter, keypadIds: ReadonlyArray<number>) => {
  const input = values(presenter, keypadIds);
  expect(await presenter.submit(input)).toBeUndefined();
  expect(await presenter.submit(input)).toBeUndefined();
  return presenter.submit(input);
};

describe.each(BACKENDS)('来訪者パスの発行 presenter on the %s backend', (_name, makeBackend) => {
  it('opens on the door the manager came from: its outdoor keypad chosen, the places left, the default window', async () => {
    const backend = await signedIn(makeBackend);
    const presenter = backend.container.get(IssuePassPresenter);
    disposers.push(() => presenter.dispose());
    const seen = recordStates(presenter, (s) =>
      s.status === 'loading' ? `loading ${s.progress.done}/${s.progress.total}` : s.status,
    );
    await presenter.open({ lockId: FRONT_DOOR });
    expect(seen[0]).toBe('loading 0/0');
    expect(seen.at(-1)).toBe('form');
    const form = formOf(presenter.snapshot);
    expect(form.step).toBe('doors');
    expect(form.initial).toEqual({
      keypadIds: [FRONT_OUTDOOR],
      name: '',
      note: '',
      window: { enabled: true, fromDate: '2026-11-21', fromTime: '11:00', toDate: '2026-11-21', toTime: '13:00' },
    });
    const front = form.doors.find((d) => d.lockId === FRONT_DOOR);
    expect(front?.keypads.map((k) => [k.label, presenter.placesOf(k)])).toEqual([
      ['本社 正面玄関（屋外側）', 'あと 45 件（50 件中 5 件登録済み）'],
      ['本社 正面玄関（屋内側）', 'あと 49 件（50 件中 1 件登録済み）'],
    ]);
    expect(form.doors.find((d) => d.lockName === '会議室B')?.unavailable).toBe(
      'この扉にはキーパッドがないため、暗証番号を発行できません。',
    );
  });

  it('each step says what is missing before the next: a door, a name, a window not in the past', async () => {
    const backend = await signedIn(makeBackend);
    const presenter = await issuePresenter(backend, null);
    expect(formOf(presenter.snapshot).initial.keypadIds).toEqual([]);
    const empty = { ...formOf(presenter.snapshot).initial, keypadIds: [] };
    expect(presenter.errorsOf(empty)).toEqual({ keypadIds: '扉（キーパッド）を1つ以上選んでください。' });
    presenter.next();
    expect(formOf(presenter.snapshot).step).toBe('who');
    expect(presenter.errorsOf({ ...empty, keypadIds: [SIDE_OUTDOOR] })).toEqual({
      name: '「名前」は30文字以内で入力してください。',
    });
    expect(
      presenter.errorsOf({ ...empty, keypadIds: [SIDE_OUTDOOR], name: '山田 一郎', note: 'あ'.repeat(24) }),
    ).toEqual({ note: '名前と備考を合わせて28文字以内で入力してください。' });
    presenter.next();
    const past = { enabled: true, fromDate: '2026-11-21', fromTime: '08:00', toDate: '2026-11-21', toTime: '09:00' };
    expect(presenter.errorsOf({ ...empty, keypadIds: [SIDE_OUTDOOR], name: '山田 一郎', window: past })).toEqual({
      'window.fromDate': '現在より後の日時を設定してください。',
      'window.toDate': '現在より後の日時を設定してください。',
    });
    presenter.back();
    presenter.back();
    presenter.back();
    expect(formOf(presenter.snapshot).step).toBe('doors');
  });

  it('issues on two keypads: 6 requests from 発行 (2 POST pad_pins), each keypad sent, the share card', async () => {
    const backend = await signedIn(makeBackend);
    // the memory backend counts the port calls of what is resolved after the log starts
    const log = requestLog(backend);
    const presenter = await issuePresenter(backend);
    const opening = log.lines().length;
    const effects = effectsOf(presenter, { summarize: effectLine });
    const progress: string[] = [];
    presenter.state$.subscribe((s) => {
      if (s.status === 'form' && s.progress) progress.push(`${s.progress.done}/${s.progress.total}`);
    });
    const input = values(presenter, [FRONT_OUTDOOR]);
    expect(await issue(presenter, [FRONT_OUTDOOR, SIDE_OUTDOOR])).toBeUndefined();
    // GET console_functions, both tabs of 101 (it has PINs registering), the registered tab of 103, two POSTs
    expect(log.lines().slice(opening)).toHaveLength(6);
    expect(log.writes()).toHaveLength(2);
    if (backend.name === 'http')
      expect(log.writes()).toEqual(['POST /console/v2/pad_pins/', 'POST /console/v2/pad_pins/']);
    expect(progress.at(-1)).toBe('6/6');
    const issued = issuedOf(presenter.snapshot);
    expect(issued.lines.map((l) => [l.label, l.status, l.message])).toEqual([
      ['本社 正面玄関（屋外側）', 'sent', null],
      ['本社 通用口（屋外側）', 'sent', null],
    ]);
    const pin = issued.share.pass.pin;
    expect(pin).toMatch(/^\d{6}$/);
    expect(issued.share.text).toBe(
      [
        '【株式会社キュリオデモ】来訪用の暗証番号のお知らせ',
        '',
        `${WHO} 様`,
        '',
        '下記の扉は、有効期間中にキーパッドへ暗証番号を入力して開けられます。',
        '',
        '扉：本社 正面玄関（屋外側）、本社 通用口（屋外側）',
        `暗証番号：${pin}`,
        '有効期間：2026年11月21日(土) 11:00〜13:00',
        '入力方法：キーパッドで暗証番号を入力し、最後に ✓（確定）を押してください。',
        '',
        '有効期間外は使えません。この暗証番号はほかの方に伝えないでください。',
      ].join('\n'),
    );
    expect(issued.share.mailto.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(issued.share.mailto)).toContain(`暗証番号：${pin}\r\n`);
    expect(effects).toEqual(['success:来訪者パスを発行しました。']);
    // a second 発行 on the issued screen sends nothing
    expect(await presenter.submit(input)).toBeUndefined();
    expect(log.writes()).toHaveLength(2);
    presenter.copied(true);
    presenter.copied(false);
    expect(effects.slice(1)).toEqual([
      'success:コピーしました。',
      'error:コピーできませんでした。文面を選択してコピーしてください。',
    ]);
  });

  it('a full keypad is said beside it and refused on the first step, with the spec’s limit message', async () => {
    const backend = await signedIn(makeBackend);
    setCap(backend, 5);
    const presenter = await issuePresenter(backend);
    const front = formOf(presenter.snapshot).doors.find((d) => d.lockId === FRONT_DOOR);
    expect(front?.keypads.map((k) => presenter.placesOf(k))).toEqual([LIMIT_5, 'あと 4 件（5 件中 1 件登録済み）']);
    expect(presenter.errorsOf(values(presenter, [FRONT_OUTDOOR, FRONT_INDOOR]))).toEqual({
      keypadIds: `本社 正面玄関（屋外側）：${LIMIT_5}`,
    });
    expect(presenter.errorsOf(values(presenter, [FRONT_INDOOR]))).toEqual({});
  });

  it('a keypad that refused is said with its words; 再試行 sends it once, and only while it has failed', async () => {
    const backend = await signedIn(makeBackend);
    const hub = backend.world.read((s) => s.locks.find((l) => l.id === 2)?.hubSerial ?? null);
    hubOf(backend, 2, null);
    const log = requestLog(backend);
    const presenter = await issuePresenter(backend);
    const effects = effectsOf(presenter, { summarize: effectLine });
    await issue(presenter, [FRONT_OUTDOOR, SIDE_OUTDOOR]);
    expect(issuedOf(presenter.snapshot).lines.map((l) => [l.label, l.status, l.message])).toEqual([
      ['本社 正面玄関（屋外側）', 'sent', null],
      ['本社 通用口（屋外側）', 'failed', 'ハブが設定されていません。'],
    ]);
    expect(effects).toEqual(['error:1台のキーパッドで発行できませんでした。再試行してください。']);
    hubOf(backend, 2, hub);
    const sent = log.writes().length;
    const retried = presenter.retry(SIDE_OUTDOOR);
    expect(issuedOf(presenter.snapshot).lines[1]?.status).toBe('retrying');
    // a second click while it runs sends nothing
    await presenter.retry(SIDE_OUTDOOR);
    await retried;
    expect(issuedOf(presenter.snapshot).lines[1]?.status).toBe('sent');
    await presenter.retry(SIDE_OUTDOOR);
    expect(log.writes()).toHaveLength(sent + 1);
    const pins = backend.world.read((s) => s.pins.filter((p) => p.name === WHO).map((p) => p.keypadId));
    expect(pins).toEqual([FRONT_OUTDOOR, SIDE_OUTDOOR]);
  });
});

describe.each(BACKENDS)('来訪者パス一覧 presenter on the %s backend', (_name, makeBackend) => {
  const listPresenter = async (backend: Backend): Promise<PassListPresenter> => {
    const presenter = backend.container.get(PassListPresenter);
    disposers.push(() => presenter.dispose());
    presenter.open();
    await until(() => presenter.snapshot.reading.status === 'read', 'the reading');
    return presenter;
  };
  const line = (s: PassListState) => s.rows.map((r) => `${r.name} ${r.state} ${r.doors.join('、')} ${r.window}`);

  it('every time-boxed PIN as a pass with its state at the moment, the filter, the card again', async () => {
    const backend = await signedIn(makeBackend);
    const doors = await backend.container.get(LoadPassKeypads).execute(new CallPool());
    if (E.isLeft(doors)) throw new Error(doors.left.message);
    const keypads = doors.right
      .flatMap((d) => d.keypads)
      .filter((k) => [FRONT_OUTDOOR, SIDE_OUTDOOR].includes(k.keypad.keypad.id))
      .map((k) => k.keypad);
    const issued = await backend.container
      .get(IssuePass)
      .execute(
        { keypads, name: '山田 一郎', note: '◯◯工務店', window: defaultPassWindow(backend.clock.now()) },
        new CallPool(),
      );
    if (E.isLeft(issued)) throw new Error(issued.left.message);

    const presenter = await listPresenter(backend);
    const ours = () => presenter.snapshot.rows.find((r) => r.name === WHO);
    expect(ours()?.state).toBe('registering');
    expect(ours()?.doors).toEqual(['本社 正面玄関（屋外側）', '本社 通用口（屋外側）']);
    expect(ours()?.window).toBe('2026年11月21日(土) 11:00〜13:00');
    expect(presenter.snapshot.counts.registering).toBe(1);

    // the keypads answer (the world's device delay); read again: 予定 until 11:00
    backend.clock.advance(5_000);
    presenter.readAgain();
    await until(() => presenter.snapshot.reading.status === 'read' && ours()?.state === 'scheduled', '予定');
    backend.clock.advance(60 * 60 * 1000);
    presenter.tick();
    expect(ours()?.state).toBe('active');
    backend.clock.advance(2 * 60 * 60 * 1000);
    presenter.tick();
    expect(ours()?.state).toBe('expired');

    presenter.choose('expired');
    expect(line(presenter.snapshot)).toContain(
      `${WHO} expired 本社 正面玄関（屋外側）、本社 通用口（屋外側） 2026年11月21日(土) 11:00〜13:00`,
    );
    expect(presenter.snapshot.rows.every((r) => r.state === 'expired')).toBe(true);
    presenter.choose('active');
    expect(ours()).toBeUndefined();

    presenter.choose('all');
    const key = presenter.snapshot.rows.find((r) => r.name === WHO)?.key ?? '';
    presenter.showShare(key);
    expect(presenter.snapshot.shown?.text).toBe(passShareText(issued.right));
    presenter.closeShare();
    expect(presenter.snapshot.shown).toBeNull();
  });

  it('期限切れを削除: only expired passes tick; one DELETE per PIN of each, answered; the list read again', async () => {
    const backend = await signedIn(makeBackend);
    // a pass of last week on two keypads: one PIN on each
    backend.world.write((s) => {
      for (const [id, keypadId] of [
        [900, FRONT_OUTDOOR],
        [901, SIDE_OUTDOOR],
      ] as const)
        s.pins.push({
          id,
          keypadId,
          name: '先週の来訪者',
          pin: '246802',
          timeFrom: '2026-11-14T10:00:00+09:00',
          timeTill: '2026-11-14T12:00:00+09:00',
          status: 'registered',
          dueAt: null,
        });
    });
    const log = requestLog(backend);
    const presenter = await listPresenter(backend);
    const rowNamed = (name: string) => presenter.snapshot.rows.find((r) => r.name === name);
    const valid = rowNamed('夜間スタッフ');
    const old = rowNamed('先週の来訪者');
    if (!valid || !old) throw new Error('the seeded passes');
    expect(old.state).toBe('expired');
    expect(presenter.selection.canTick(valid)).toBe(false);
    presenter.selection.toggle(valid);
    presenter.selection.toggle(old);
    expect(presenter.selection.items.map((r) => r.name)).toEqual(['先週の来訪者']);
    const reads = log.lines().length;
    presenter.deleteExpired();
    const asking = presenter.bulk.snapshot;
    if (asking.status === 'closed') throw new Error('not asked');
    expect(asking.status).toBe('asking');
    expect(asking.items.map((i) => i.label)).toEqual([
      '先週の来訪者（本社 正面玄関（屋外側））',
      '先週の来訪者（本社 通用口（屋外側））',
    ]);
    expect(log.lines()).toHaveLength(reads);
    await presenter.bulk.confirm();
    const answered = presenter.bulk.snapshot;
    if (answered.status === 'closed') throw new Error('closed');
    expect(answered.items.map((i) => [i.status, i.message])).toEqual([
      ['done', '削除しました。'],
      ['done', '削除しました。'],
    ]);
    expect(answered.summary).toBe('2件中 2件を削除しました');
    expect(log.writes()).toHaveLength(2);
    if (backend.name === 'http')
      expect(log.writes()).toEqual(['DELETE /console/v2/pad_pins/900', 'DELETE /console/v2/pad_pins/901']);
    await until(() => presenter.snapshot.reading.status === 'read' && !rowNamed('先週の来訪者'), 'the list read again');
    expect(presenter.selection.items).toEqual([]);
  });

  it('keeps the reading for the session: a second visit sends nothing; a pass issued in this tab reads again', async () => {
    const backend = await signedIn(makeBackend);
    (await listPresenter(backend)).dispose();
    const log = requestLog(backend);
    const again = await listPresenter(backend);
    expect(log.lines()).toEqual([]);
    expect(again.snapshot.counts.all).toBeGreaterThan(0);
  });
});
