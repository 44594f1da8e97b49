import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { KeypadOfLock } from '../../../src/application/access/organizationReads';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import { IssuePass, type IssuedPass, type PassRequest } from '../../../src/application/visitors/IssuePass';
import { ListPasses } from '../../../src/application/visitors/ListPasses';
import { LoadPassKeypads, type PassDoorChoice } from '../../../src/application/visitors/LoadPassKeypads';
import { RetryPassKeypad } from '../../../src/application/visitors/RetryPassKeypad';
import { conflictingPin } from '../../../src/domain/pins/conflict';
import { passStateAt } from '../../../src/domain/visitors/passState';
import { defaultPassWindow } from '../../../src/domain/visitors/passWindow';
import { passShareText } from '../../../src/ui/visitors/shareText';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { failure } from '../../support/outcomes';
import { requestLog } from '../../support/requestLog';

const FRONT_OUTDOOR = DEMO_PINS.keypad;
/** 本社 通用口, outdoor (lock 2). */
const SIDE_OUTDOOR = 103;

const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

const doorsOf = async (backend: Backend): Promise<ReadonlyArray<PassDoorChoice>> =>
  right(await backend.container.get(LoadPassKeypads).execute(new CallPool()));

const keypadsOf = async (backend: Backend, ids: ReadonlyArray<number>): Promise<ReadonlyArray<KeypadOfLock>> => {
  const doors = await doorsOf(backend);
  return ids.map((id) => {
    const found = doors.flatMap((d) => d.keypads).find((k) => k.keypad.keypad.id === id);
    if (!found) throw new Error(`no keypad ${id}`);
    return found.keypad;
  });
};

/** The same numbers in turn, for a code the test can foresee. */
const randomOf =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0.5;

const request = async (backend: Backend, ids: ReadonlyArray<number>, change: Partial<PassRequest> = {}) => ({
  keypads: await keypadsOf(backend, ids),
  name: '山田 一郎',
  note: '◯◯工務店',
  window: defaultPassWindow(backend.clock.now()),
  ...change,
});

const setCap = (backend: Backend, maximumPinCount: number) =>
  backend.world.write((s) => {
    const org = s.organizations.find((o) => o.id === 1);
    if (org) org.planFunctions = { ...org.planFunctions, maximumPinCount };
  });

const pinsNamed = (backend: Backend, name: string) =>
  backend.world.read((s) => s.pins.filter((p) => p.name === name).map((p) => ({ ...p })));

const outcomes = (issued: IssuedPass) => issued.keypads.map((k) => [k.label, E.isRight(k.outcome)]);

describe.each(BACKENDS)('visitor passes on the %s backend', (_name, makeBackend) => {
  it('lists every door with its keypads and the PIN places left; a door without a keypad says why', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    const doors = await doorsOf(backend);
    // console_functions, 2 lock pages, and the registered tab of each of the 11 keypads (per_page 1: its total)
    expect(log.lines()).toHaveLength(14);
    const front = doors.find((d) => d.lockName === '本社 正面玄関');
    expect(front?.keypads.map((k) => [k.label, k.registered, k.cap, k.placesLeft, k.full])).toEqual([
      ['本社 正面玄関（屋外側）', 5, 50, 45, false],
      ['本社 正面玄関（屋内側）', 1, 50, 49, false],
    ]);
    expect(doors.find((d) => d.lockName === '会議室B')).toMatchObject({
      keypads: [],
      unavailable: 'この扉にはキーパッドがないため、暗証番号を発行できません。',
    });
  });

  it('issues one free code on two keypads, registered on each, the window and the note in the PIN', async () => {
    const backend = await signedIn(makeBackend);
    const input = await request(backend, [FRONT_OUTDOOR, SIDE_OUTDOOR]);
    const log = requestLog(backend);
    const issued = right(await backend.container.get(IssuePass).execute(input, new CallPool()));
    expect(outcomes(issued)).toEqual([
      ['本社 正面玄関（屋外側）', true],
      ['本社 通用口（屋外側）', true],
    ]);
    expect(issued.pin).toMatch(/^\d{6}$/);
    const sent = pinsNamed(backend, '山田 一郎（◯◯工務店）');
    expect(sent.map((p) => [p.keypadId, p.pin, p.timeFrom, p.timeTill, p.status])).toEqual([
      [FRONT_OUTDOOR, issued.pin, '2026-11-21T11:00:00+09:00', '2026-11-21T13:00:00+09:00', 'registering'],
      [SIDE_OUTDOOR, issued.pin, '2026-11-21T11:00:00+09:00', '2026-11-21T13:00:00+09:00', 'registering'],
    ]);
    // the console_functions read, both tabs of 101 (it has PINs registering), the registered tab of 103, two POSTs
    expect(log.lines()).toHaveLength(6);
    expect(log.writes()).toHaveLength(2);
    expect(passShareText(issued)).toContain(`暗証番号：${issued.pin}\n有効期間：2026年11月21日(土) 11:00〜13:00\n`);
    expect(issued.organizationName).toBe('株式会社キュリオデモ');
  });

  it('draws a code no chosen keypad uses (the ★ rule over every chosen keypad at once)', async () => {
    const backend = await signedIn(makeBackend);
    // 159753 is 夜間スタッフ's code on 101: the finder must pass it by
    const input = await request(backend, [FRONT_OUTDOOR, SIDE_OUTDOOR], { random: randomOf(0.1597535, 0.5) });
    const issued = right(await backend.container.get(IssuePass).execute(input, new CallPool()));
    expect(issued.pin).toBe('500000');
    const onFront = backend.world.read((s) => s.pins.filter((p) => p.keypadId === FRONT_OUTDOOR));
    expect(
      conflictingPin(
        issued.pin,
        onFront
          .filter((p) => p.name !== issued.name)
          .map((p) => ({ ...p, registrationJobStatus: p.status === 'failed' ? 'failed' : 'success' })),
      ),
    ).toBeUndefined();
  });

  it('refuses when a chosen keypad is full, with the spec’s limit message, sending nothing', async () => {
    const backend = await signedIn(makeBackend);
    setCap(backend, 5);
    const input = await request(backend, [FRONT_OUTDOOR, SIDE_OUTDOOR]);
    const log = requestLog(backend);
    expect(await backend.container.get(IssuePass).execute(input, new CallPool())).toEqual(
      failure(
        'PlanLimit',
        '本社 正面玄関（屋外側）：登録できる暗証番号は5件までです。不要な暗証番号を削除してから登録してください。',
      ),
    );
    expect(log.writes()).toEqual([]);
  });

  it('checks the name and the window before any call: past ends refused, a name required', async () => {
    const backend = await signedIn(makeBackend);
    const input = await request(backend, [FRONT_OUTDOOR], {
      name: ' ',
      window: { enabled: true, fromDate: '2026-11-21', fromTime: '08:00', toDate: '2026-11-21', toTime: '09:00' },
    });
    const log = requestLog(backend);
    expect(await backend.container.get(IssuePass).execute(input, new CallPool())).toEqual(
      E.left({
        kind: 'Invalid',
        message: '「名前」は30文字以内で入力してください。',
        fields: {
          name: '「名前」は30文字以内で入力してください。',
          'window.fromDate': '現在より後の日時を設定してください。',
          'window.toDate': '現在より後の日時を設定してください。',
        },
      }),
    );
    expect(log.lines()).toEqual([]);
  });

  it('answers per keypad: one keypad’s refusal leaves the other registered; 再試行 sends that keypad once', async () => {
    const backend = await signedIn(makeBackend);
    const input = await request(backend, [FRONT_OUTDOOR, SIDE_OUTDOOR]);
    const hubOf = (lockId: number, hub: string | number | null) =>
      backend.world.write((s) => {
        const lock = s.locks.find((l) => l.id === lockId);
        if (lock) lock.hubSerial = hub;
      });
    const hub = backend.world.read((s) => s.locks.find((l) => l.id === 2)?.hubSerial ?? null);
    hubOf(2, null);
    const issued = right(await backend.container.get(IssuePass).execute(input, new CallPool()));
    expect(outcomes(issued)).toEqual([
      ['本社 正面玄関（屋外側）', true],
      ['本社 通用口（屋外側）', false],
    ]);
    expect(issued.keypads[1]?.outcome).toEqual(failure('Invalid', 'ハブが設定されていません。'));
    hubOf(2, hub);
    const [, side] = input.keypads;
    if (!side) throw new Error('no second keypad');
    const pass = { ...issued, keypad: side };
    const log = requestLog(backend);
    expect(await backend.container.get(RetryPassKeypad).execute(pass, new CallPool())).toEqual(
      E.right({ value: undefined }),
    );
    expect(log.writes()).toHaveLength(1);
    // sent again: the keypad already holds it, nothing goes out
    expect(await backend.container.get(RetryPassKeypad).execute(pass, new CallPool())).toEqual(
      E.right({ value: undefined }),
    );
    expect(log.writes()).toHaveLength(1);
    expect(pinsNamed(backend, issued.name).map((p) => p.keypadId)).toEqual([FRONT_OUTDOOR, SIDE_OUTDOOR]);
  });

  it('a lost answer is looked up, never sent twice', async () => {
    const backend = await signedIn(makeBackend);
    const input = await request(backend, [SIDE_OUTDOOR]);
    backend.world.faults.loseNextWriteAnswer = true;
    const log = requestLog(backend);
    const issued = right(await backend.container.get(IssuePass).execute(input, new CallPool()));
    expect(issued.keypads[0]?.outcome).toEqual(
      E.right({ value: undefined, notice: '応答を受け取れませんでしたが、暗証番号は登録されていました。' }),
    );
    expect(log.writes()).toHaveLength(1);
    expect(pinsNamed(backend, issued.name)).toHaveLength(1);
  });

  it('lists every time-boxed PIN as a pass, doors grouped, moving from 予定 to 有効 to 期限切れ', async () => {
    const backend = await signedIn(makeBackend);
    const issued = right(
      await backend.container
        .get(IssuePass)
        .execute(await request(backend, [FRONT_OUTDOOR, SIDE_OUTDOOR]), new CallPool()),
    );
    backend.clock.advance(3000);
    const log = requestLog(backend);
    const list = right(await backend.container.get(ListPasses).execute(new CallPool()));
    // 2 lock pages, then knight_pins of the 11 keypads (101 with its registering tab)
    expect(log.lines()).toHaveLength(14);
    expect(list.passes.map((p) => [p.name, p.doors.map((d) => d.keypadId)])).toEqual([
      ['夜間スタッフ', [FRONT_OUTDOOR]],
      ['配送業者', [SIDE_OUTDOOR]],
      [issued.name, [FRONT_OUTDOOR, SIDE_OUTDOOR]],
      ['来客用（先月）', [FRONT_OUTDOOR]],
    ]);
    const pass = list.passes.find((p) => p.name === issued.name);
    if (!pass) throw new Error('pass not listed');
    const at = (iso: string) => passStateAt(pass.doors, new Date(iso));
    expect([at('2026-11-21T10:30:00+09:00'), at('2026-11-21T12:00:00+09:00'), at('2026-11-21T13:30:00+09:00')]).toEqual(
      ['scheduled', 'active', 'expired'],
    );
    expect(passStateAt(list.passes.find((p) => p.name === '来客用（先月）')?.doors ?? [], backend.clock.now())).toBe(
      'expired',
    );
  });
});
