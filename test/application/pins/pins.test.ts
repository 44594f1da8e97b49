import * as E from 'fp-ts/Either';
import { canAddPin } from '../../../src/domain/pins/pin';
import { describe, expect, it } from 'vitest';
import { DeletePin } from '../../../src/application/pins/DeletePin';
import { ListKeypadPins } from '../../../src/application/pins/ListKeypadPins';
import { LoadKeypad } from '../../../src/application/keypads/LoadKeypad';
import { LoadPinForm } from '../../../src/application/pins/LoadPinForm';
import { LoadRegistrationStatus } from '../../../src/application/registrationStatus/LoadRegistrationStatus';
import { RegisterPin, type PinRegistration } from '../../../src/application/pins/RegisterPin';
import { RetryPin } from '../../../src/application/pins/RetryPin';
import { NO_PERIOD } from '../../../src/domain/keypads/expiry';
import { PIN_MESSAGES } from '../../../src/domain/pins/messages';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { rightOf } from '../../support/outcomes';

const KEYPAD = DEMO_PINS.keypad;
const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };
const pinsOn = (backend: Backend, keypadId = KEYPAD) =>
  backend.world.read((s) => s.pins.filter((p) => p.keypadId === keypadId));

const registration = async (backend: Backend, change: Partial<PinRegistration> = {}): Promise<PinRegistration> => {
  const form = rightOf(await backend.container.get(LoadPinForm).execute(KEYPAD));
  return {
    keypadId: KEYPAD,
    name: '宅配ボックス',
    pin: '0246',
    expiry: noExpiry,
    onKeypad: form.onKeypad,
    cap: form.cap,
    ...change,
  };
};

describe.each(BACKENDS)('keypad PINs on the %s backend', (_name, makeBackend) => {
  it('the keypad of a lock with a hub can manage keys; a keypad not on the lock cannot', async () => {
    const backend = await signedIn(makeBackend);
    const keypad = rightOf(
      await backend.container.get(LoadKeypad).execute(DEMO_PINS.lock, KEYPAD, PIN_MESSAGES.loadFailed),
    );
    expect({
      name: keypad.lockName,
      side: keypad.sideLabel,
      manageable: keypad.manageable,
    }).toEqual({ name: '本社 正面玄関', side: '屋外側', manageable: true });
    const wrong = rightOf(await backend.container.get(LoadKeypad).execute(5, KEYPAD, PIN_MESSAGES.loadFailed));
    expect(wrong.manageable).toBe(false);
  });

  it('lists registered PINs (the expired one included) and the registering tab with the failed job', async () => {
    const backend = await signedIn(makeBackend);
    const list = backend.container.get(ListKeypadPins);
    const registered = rightOf(await list.execute(KEYPAD, 'registered', 1));
    expect({
      names: registered.items.map((p) => p.name),
      count: registered.registeredCount,
      all: registered.totalWithRegistering,
    }).toEqual({ names: ['清掃業者', '警備会社', '夜間スタッフ', '来客用（先月）', '設備点検'], count: 5, all: 7 });
    const registering = rightOf(await list.execute(KEYPAD, 'registering', 1));
    expect({
      rows: registering.items.map((p) => [p.name, p.registrationJobStatus]),
      count: registering.registeredCount,
    }).toEqual({
      rows: [
        ['新人研修', 'in_progress'],
        ['臨時作業員', 'failed'],
      ],
      count: 5,
    });
  });

  it('the form knows the cap min(maximumPinCount, 50) and every code on the keypad', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      const org = s.organizations.find((o) => o.id === 1);
      if (org) org.planFunctions = { ...org.planFunctions, maximumPinCount: 8 };
    });
    const form = rightOf(await backend.container.get(LoadPinForm).execute(KEYPAD));
    expect({
      cap: form.cap,
      registered: form.registered,
      codes: form.onKeypad.map((p) => p.pin),
    }).toEqual({ cap: 8, registered: 5, codes: ['2580', '7410', '159753', '3690', '86420', '8520', '99990001'] });
  });

  it('the limit counts registered PINs as the spec does (devices-access §8): 5 registered and 2 registering fit a cap of 6', async () => {
    const backend = await signedIn(makeBackend);
    const capped = (maximumPinCount: number) =>
      backend.world.write((s) => {
        const org = s.organizations.find((o) => o.id === 1);
        if (org) org.planFunctions = { ...org.planFunctions, maximumPinCount };
      });
    const fits = async () => {
      const form = rightOf(await backend.container.get(LoadPinForm).execute(KEYPAD));
      return canAddPin(form.registered, form.cap);
    };
    capped(6);
    expect(await fits()).toBe(true);
    capped(5);
    expect(await fits()).toBe(false);
  });

  it('registering sends the PIN; it is registering, then registered after the device delay', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(RegisterPin).execute(await registration(backend))).toEqual(
      E.right({ value: undefined }),
    );
    expect(pinsOn(backend).at(-1)).toMatchObject({
      name: '宅配ボックス',
      pin: '0246',
      timeFrom: null,
      timeTill: null,
      status: 'registering',
    });
    backend.clock.advance(3000);
    const registered = rightOf(await backend.container.get(ListKeypadPins).execute(KEYPAD, 'registered', 1));
    expect(registered.items.map((p) => p.name)).toContain('宅配ボックス');
  });

  it('a period is sent as ISO with the Japan offset', async () => {
    const backend = await signedIn(makeBackend);
    const expiry = { enabled: true, fromDate: '2026-11-22', fromTime: '09:00', toDate: '2026-11-30', toTime: '18:30' };
    expect(await backend.container.get(RegisterPin).execute(await registration(backend, { expiry }))).toEqual(
      E.right({ value: undefined }),
    );
    expect(pinsOn(backend).at(-1)).toMatchObject({
      timeFrom: '2026-11-22T09:00:00+09:00',
      timeTill: '2026-11-30T18:30:00+09:00',
    });
  });

  it('bad input sends nothing and names each field: name, 数値で入力, the period rules', async () => {
    const backend = await signedIn(makeBackend);
    const before = pinsOn(backend).length;
    const expiry = { enabled: true, fromDate: '2026-11-21', fromTime: '09:00', toDate: '2026-11-21', toTime: '09:00' };
    const result = await backend.container
      .get(RegisterPin)
      .execute(await registration(backend, { name: '', pin: '12ab', expiry }));
    expect(result).toEqual(
      E.left({
        kind: 'Invalid',
        message: '「名前」は30文字以内で入力してください。',
        fields: {
          name: '「名前」は30文字以内で入力してください。',
          pin: '数値で入力',
          'expiry.fromDate': '現在より後の日時を設定してください。',
          'expiry.toDate': '現在より後の日時を設定してください。',
        },
      }),
    );
    expect(pinsOn(backend)).toHaveLength(before);
  });

  it('★ a code already on the keypad is refused, naming the PIN that uses it', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container
      .get(RegisterPin)
      .execute(await registration(backend, { pin: DEMO_PINS.cleanerCode }));
    expect(result).toEqual(
      E.left(
        expect.objectContaining({
          kind: 'Invalid',
          fields: { pin: 'この暗証番号は同じキーパッドの「清掃業者」で使われています。別の番号を入力してください。' },
        }),
      ),
    );
  });

  it("at the cap the server refuses with the plan limit: the limit modal's message", async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      const org = s.organizations.find((o) => o.id === 1);
      if (org) org.planFunctions = { ...org.planFunctions, maximumPinCount: 7 };
    });
    const result = await backend.container.get(RegisterPin).execute(await registration(backend));
    expect(result).toEqual(
      E.left({
        kind: 'PlanLimit',
        message: '登録できる暗証番号は7件までです。不要な暗証番号を削除してから登録してください。',
      }),
    );
  });

  it('a PIN starting with 9999 ends as a failed job; the retry deletes it and sends the same values again', async () => {
    const backend = await signedIn(makeBackend);
    await backend.container
      .get(RegisterPin)
      .execute(await registration(backend, { pin: '99991234', name: '故障テスト' }));
    backend.clock.advance(3000);
    const status = rightOf(await backend.container.get(LoadRegistrationStatus).execute(KEYPAD));
    expect(status.failedPins.map((p) => p.name)).toEqual(['臨時作業員', '故障テスト']);
    expect(status.pinsRegistering).toBe(1);
    const failed = status.failedPins[1];
    if (!failed) throw new Error('no failed pin');
    expect(await backend.container.get(RetryPin).execute(KEYPAD, failed)).toEqual(E.right(undefined));
    expect(
      pinsOn(backend)
        .filter((p) => p.name === '故障テスト')
        .map((p) => [p.pin, p.status]),
    ).toEqual([['99991234', 'registering']]);
  });

  it('deleting a PIN takes it off the list; deleting it again fails with 削除に失敗しました。', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(DeletePin).execute(2)).toEqual(E.right(undefined));
    const registered = rightOf(await backend.container.get(ListKeypadPins).execute(KEYPAD, 'registered', 1));
    expect(registered.items.map((p) => p.name)).not.toContain('警備会社');
    expect(await backend.container.get(DeletePin).execute(2)).toEqual(
      E.left({ kind: 'NotFound', message: '削除に失敗しました。' }),
    );
  });

  it("a PIN of another organization's keypad does not exist for this manager", async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    const result = await backend.container.get(ListKeypadPins).execute(KEYPAD, 'registered', 1);
    expect(result).toEqual(E.left({ kind: 'NotFound', message: '暗証番号の情報を取得できませんでした。' }));
    expect(NO_PERIOD).toEqual({ from: null, to: null });
  });
});
