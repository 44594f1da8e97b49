import { describe, expect, it } from 'vitest';
import { KeyGroupGateway } from '../../../src/application/locks/ports/KeyGroupGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { RegistrationStatusPresenter } from '../../../src/ui/registrationStatus/RegistrationStatusPresenter';
import { groupFormOf } from '../../../src/domain/groups/groupForm';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { CardSettingPresenter } from '../../../src/ui/cards/CardSettingPresenter';
import { GroupEditorPresenter } from '../../../src/ui/groups/GroupEditorPresenter';
import { GuestIndividualPresenter } from '../../../src/ui/guests/GuestIndividualPresenter';
import { LockConfigPresenter } from '../../../src/ui/locks/LockConfigPresenter';
import { signedIn, TODAY, type Backend } from '../../support/backends';
import { dropBeforeServer, loseNextWriteAnswer } from '../../support/faults';
import { effectsOf } from '../../support/presenters';

const guestName = (backend: Backend, id: number) =>
  backend.world.read((s) => s.guests.find((g) => g.id === id)?.name ?? '');
const giveCard3To = (backend: Backend, guestId: number) =>
  backend.world.write((s) => {
    const card = s.cardMasters.find((c) => c.id === 3);
    if (card) card.guestId = guestId;
  });

describe('card settings presenter: no silent overwrite', () => {
  it('card 3 given away meanwhile: the save fails with the changes and stays on the page; applied again it saves, toasts and returns to the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(CardSettingPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ cardId: 3, setting: 'edit' });
    const oldUser = guestName(backend, 10);
    giveCard3To(backend, 11);
    await presenter.submit({ name: '受付A', user: oldUser });
    expect(presenter.submission.snapshot).toMatchObject({
      status: 'failed',
      error: { kind: 'Changed', changes: [`利用者: ${oldUser} → ${guestName(backend, 11)}`] },
    });
    expect(effects).toEqual([]);
    await presenter.applyOnCurrent({ name: '受付A', user: oldUser });
    expect(effects).toEqual([
      { kind: 'toast', tone: 'success', message: '保存しました。' },
      { kind: 'navigate', to: '/organization/cards', replace: false },
    ]);
    expect(backend.world.read((s) => s.cardMasters.find((c) => c.id === 3))).toMatchObject({
      name: '受付A',
      guestId: 11,
    });
  });

  it('card deleted while the page is open: the save says it is gone', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(CardSettingPresenter);
    await presenter.open({ cardId: 3, setting: 'edit' });
    backend.world.write((s) => {
      s.cardMasters = s.cardMasters.filter((c) => c.id !== 3);
    });
    await presenter.submit({ name: '受付A', user: guestName(backend, 10) });
    expect(presenter.snapshot).toEqual({ status: 'gone', message: 'このカードは削除されています。' });
  });
});

describe('group editor presenter: no silent overwrite', () => {
  it('a group changed meanwhile: ready with the changes, nothing saved; applied again the merged group is the new start', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ groupId: 3 });
    const state = presenter.snapshot;
    if (state.status !== 'ready' || state.group === null) throw new Error('not ready');
    backend.world.write((s) => {
      const g = s.groups.find((r) => r.id === 3);
      if (g) g.enableRemote = true;
    });
    const form = { ...state.initial, name: '夜間警備（新）' };
    await presenter.submit(form);
    expect(presenter.snapshot).toMatchObject({
      status: 'ready',
      error: null,
      changed: { kind: 'Changed', changes: ['遠隔操作: 許可しない → 許可する'] },
    });
    expect(effects).toEqual([]);
    await presenter.applyOnCurrent(form);
    expect(presenter.snapshot).toMatchObject({
      status: 'ready',
      changed: null,
      group: { name: '夜間警備（新）', enableRemote: true },
      initial: { name: '夜間警備（新）', enableRemote: true },
    });
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: '保存しました。' }]);
  });

  it('a group deleted meanwhile: the save turns the screen into the gone notice', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    await presenter.open({ groupId: 3 });
    const state = presenter.snapshot;
    if (state.status !== 'ready' || state.group === null) throw new Error('not ready');
    backend.world.write((s) => {
      s.groups = s.groups.filter((g) => g.id !== 3);
    });
    await presenter.submit(groupFormOf(state.group, TODAY));
    expect(presenter.snapshot).toEqual({ status: 'gone', message: 'この鍵グループは削除されています。' });
  });
});

describe('lock settings presenter', () => {
  it('key groups: the ticks of a failed save stay on screen; the server state read back is what the next save is measured against', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockConfigPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    const before = presenter.snapshot;
    if (before.status !== 'ready') throw new Error('not ready');
    const untickedGroup = before.settings.groups.find((g) => !before.settings.memberOf.includes(g.id));
    if (!untickedGroup) throw new Error('every group ticked');
    const ticks = [...before.settings.memberOf, untickedGroup.id];
    dropBeforeServer<KeyGroupGateway>(backend, KeyGroupGateway, 'attachLocks');
    const failing = backend.container.get(LockConfigPresenter);
    await failing.open({ lockId: DEMO_LOCKS.frontDoor });
    await failing.submitGroups(ticks);
    expect(failing.snapshot).toMatchObject({
      status: 'ready',
      ticked: ticks,
      settings: { memberOf: before.settings.memberOf },
    });
    expect(failing.submission.snapshot).toMatchObject({
      status: 'failed',
      action: 'grouping',
      message: 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
    });
  });

  it('a lock renamed meanwhile: the rename shows the changes; applied again it saves', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(LockConfigPresenter);
    await presenter.open({ lockId: DEMO_LOCKS.frontDoor });
    backend.world.write((s) => {
      const lock = s.locks.find((l) => l.id === DEMO_LOCKS.frontDoor);
      if (lock) lock.lockName = '本社 南口';
    });
    await presenter.submitRename('本館 正面玄関');
    expect(presenter.submission.snapshot).toMatchObject({
      status: 'failed',
      action: 'renaming',
      error: { kind: 'Changed', changes: ['ロック名: 本社 正面玄関 → 本社 南口'] },
    });
    await presenter.submitRename('本館 正面玄関', true);
    expect(presenter.submission.snapshot).toEqual({ status: 'done', value: undefined, action: 'renaming' });
    expect(presenter.snapshot).toMatchObject({
      status: 'ready',
      settings: { lock: { setting: { lockName: '本館 正面玄関' } } },
    });
  });
});

describe('registration status presenter: 再登録 whose re-create fails', () => {
  it("the PIN's values are kept under 再送信 until they are sent again", async () => {
    const backend = await signedIn();
    const reconnect = dropBeforeServer<PinsGateway>(backend, PinsGateway, 'create');
    const presenter = backend.container.get(RegistrationStatusPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ keypadId: DEMO_PINS.keypad });
    const state = presenter.snapshot;
    const pin = state.status === 'ready' ? state.registration.failedPins[0] : undefined;
    if (!pin) throw new Error('no failed PIN');
    await presenter.retryPinRegistration(pin);
    expect(presenter.snapshot).toMatchObject({ status: 'ready', unsentPins: [pin] });
    expect(effects).toEqual([
      {
        kind: 'toast',
        tone: 'error',
        message:
          '失敗した登録は削除しましたが、再登録できませんでした。内容は保持しています。「再送信」でもう一度送信してください。',
      },
    ]);
    reconnect();
    await presenter.resendPin(pin);
    expect(presenter.snapshot).toMatchObject({ status: 'ready', unsentPins: [] });
    expect(
      backend.world.read((s) => s.pins.filter((p) => p.pin === pin.pin && p.name === pin.name).map((p) => p.status)),
    ).toEqual(['registering']);
  });
});

describe('a create whose answer was lost, as the screen shows it', () => {
  it('guest: found by the look-up, the notice instead of 登録しました and on to the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestIndividualPresenter);
    const effects = effectsOf(presenter);
    loseNextWriteAnswer(backend);
    await presenter.submit({ name: '新井 一郎', email: 'arai@example.jp' }, true);
    expect(effects).toEqual([
      { kind: 'toast', tone: 'success', message: '応答を受け取れませんでしたが、利用者は登録されていました。' },
      { kind: 'navigate', to: '/guests', replace: false },
    ]);
  });
});
