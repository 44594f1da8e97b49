import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { KeypadPinsPresenter } from '../../../src/ui/pins/KeypadPinsPresenter';
import { NewPinPresenter } from '../../../src/ui/pins/NewPinPresenter';
import { RegistrationStatusPresenter } from '../../../src/ui/registrationStatus/RegistrationStatusPresenter';
import { signedIn } from '../../support/backends';
import { effectsOf } from '../../support/presenters';
import { dropBeforeServer } from '../../support/faults';
import { SteppingScheduler } from '../../support/SteppingScheduler';

const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };

const setUp = async () => {
  const backend = await signedIn();
  backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
  return backend;
};

const statuses = <S extends { status: string }>(presenter: { state$: import('rxjs').Observable<S> }): string[] => {
  const seen: string[] = [];
  presenter.state$.subscribe((s) => {
    if (seen[seen.length - 1] !== s.status) seen.push(s.status);
  });
  return seen;
};

describe('the PIN list presenter', () => {
  it('loading → ready, the registered tab with the count, then the registering tab', async () => {
    const backend = await setUp();
    const presenter = backend.container.get(KeypadPinsPresenter);
    const seen = statuses(presenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    expect(seen).toEqual(['loading', 'ready']);
    expect(presenter.list.snapshot).toMatchObject({
      status: 'ready',
      total: 5,
      query: { keypadId: 101, tab: 'registered' },
    });
    expect(presenter.counts.snapshot).toEqual({ status: 'read', registered: 5, totalWithRegistering: 7 });
    await presenter.showTab('registering');
    expect(presenter.list.snapshot.rows.map((p) => p.name)).toEqual(['新人研修', '臨時作業員']);
    expect(presenter.counts.snapshot).toEqual({ status: 'read', registered: 5, totalWithRegistering: 7 });
  });

  it('the count is loading until the list answers, never 0; a list that fails leaves it unread, not 0', async () => {
    const backend = await setUp();
    const presenter = backend.container.get(KeypadPinsPresenter);
    let answer = () => {};
    backend.world.faults.stalled = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const opened = presenter.open({ lockId: 1, keypadId: 101 });
    expect(presenter.counts.snapshot).toEqual({ status: 'loading' });
    backend.world.faults.stalled = null;
    answer();
    await opened;
    expect(presenter.counts.snapshot).toEqual({ status: 'read', registered: 5, totalWithRegistering: 7 });
    dropBeforeServer(backend, PinsGateway, 'list');
    const failing = backend.container.get(KeypadPinsPresenter);
    await failing.open({ lockId: 1, keypadId: 101 });
    expect(failing.counts.snapshot).toEqual({ status: 'failed' });
  });

  it('a lock without the keypad is hub-not-set; an unknown lock goes back to the list with the message', async () => {
    const backend = await setUp();
    const presenter = backend.container.get(KeypadPinsPresenter);
    await presenter.open({ lockId: 5, keypadId: 999 });
    expect(presenter.snapshot.status).toBe('hub-not-set');
    const other = backend.container.get(KeypadPinsPresenter);
    const effects = firstValueFrom(other.effects.effects$.pipe(take(2), toArray()));
    await other.open({ lockId: 999, keypadId: 1 });
    expect(await effects).toEqual([
      { kind: 'toast', tone: 'error', message: '暗証番号の情報を取得できませんでした。' },
      { kind: 'navigate', to: '/locks/', replace: true },
    ]);
  });

  it('delete: a confirm, then 削除しました。 and the page read again', async () => {
    const backend = await setUp();
    const presenter = backend.container.get(KeypadPinsPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    const effects = effectsOf(presenter, { answer: true });
    const first = presenter.list.snapshot.rows[0];
    if (!first) throw new Error('no rows');
    await presenter.remove(first);
    expect(
      effects.map((e) =>
        e.kind === 'confirm' ? `confirm:${e.request.message}` : e.kind === 'toast' ? `toast:${e.message}` : e.kind,
      ),
    ).toEqual(['confirm:暗証番号「清掃業者」を削除します。よろしいですか？', 'toast:削除しました。']);
    expect(presenter.list.snapshot.rows.map((p) => p.name)).not.toContain('清掃業者');
  });
});

describe('the new PIN presenter', () => {
  it('loading → form; a submit → accepted; a second submit while one is out sends nothing more', async () => {
    const backend = await setUp();
    const presenter = backend.container.get(NewPinPresenter);
    const seen = statuses(presenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    const values = { name: '二重送信', pin: '4455', expiry: noExpiry };
    const [a, b] = await Promise.all([presenter.submit(values), presenter.submit(values)]);
    expect([a, b]).toEqual([undefined, undefined]);
    expect(seen).toEqual(['loading', 'form', 'accepted']);
    expect(backend.world.read((s) => s.pins.filter((p) => p.name === '二重送信').length)).toBe(1);
  });

  it('field messages come back for the form, the state stays form; ★ the conflict and a free PIN', async () => {
    const backend = await setUp();
    const presenter = backend.container.get(NewPinPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    expect(await presenter.submit({ name: '', pin: '2580', expiry: noExpiry })).toEqual({
      name: '「名前」は30文字以内で入力してください。',
      pin: 'この暗証番号は同じキーパッドの「清掃業者」で使われています。別の番号を入力してください。',
    });
    expect(presenter.snapshot.status).toBe('form');
    expect(presenter.conflictOf('7410')).toBe(
      'この暗証番号は同じキーパッドの「警備会社」で使われています。別の番号を入力してください。',
    );
    const free = presenter.suggestPin(4);
    expect(free).toMatch(/^[0-9]{4}$/);
    expect(presenter.conflictOf(free ?? '')).toBeUndefined();
  });

  it('at the cap of registered PINs (devices-access §8) the state is limit, not form; registering ones do not count', async () => {
    const backend = await setUp();
    const capped = (maximumPinCount: number) =>
      backend.world.write((s) => {
        const org = s.organizations.find((o) => o.id === 1);
        if (org) org.planFunctions = { ...org.planFunctions, maximumPinCount };
      });
    capped(5);
    const presenter = backend.container.get(NewPinPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    expect(presenter.snapshot).toMatchObject({ status: 'limit', cap: 5 });
    capped(7);
    const fits = backend.container.get(NewPinPresenter);
    await fits.open({ lockId: 1, keypadId: 101 });
    expect(fits.snapshot.status).toBe('form');
  });
});

describe('★ the registration status presenter', () => {
  it('watches a registering PIN until the keypad answers, then settles', async () => {
    const backend = await setUp();
    backend.world.write((s) => {
      s.pins = s.pins.filter((p) => p.status !== 'registering');
      s.keypadCards = s.keypadCards.filter((k) => k.status !== 'registering');
      s.pins.push({
        id: 500,
        keypadId: 101,
        name: '新規',
        pin: '1357',
        timeFrom: null,
        timeTill: null,
        status: 'registering',
        dueAt: new Date(backend.clock.now().getTime() + 3000).toISOString(),
      });
    });
    const presenter = backend.container.get(RegistrationStatusPresenter);
    let settled = 0;
    presenter.changed$.subscribe(() => {
      settled += 1;
    });
    await presenter.open({ keypadId: 101 });
    for (let i = 0; i < 20 && settled === 0; i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(1);
    expect(presenter.snapshot).toMatchObject({
      status: 'ready',
      registration: { pinsRegistering: 0, cardsRegistering: 0 },
    });
  });
});
