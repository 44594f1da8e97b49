import { FORM_ERROR } from 'final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadGuest } from '../../../src/application/guests/LoadGuest';
import { SearchGuests } from '../../../src/application/guests/SearchGuests';
import { GUEST_MESSAGES } from '../../../src/domain/guests/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { GuestCsvPresenter } from '../../../src/ui/guests/GuestCsvPresenter';
import { GuestDetailPresenter, type GuestDetailState } from '../../../src/ui/guests/GuestDetailPresenter';
import { GuestIndividualPresenter } from '../../../src/ui/guests/GuestIndividualPresenter';
import { GuestsPresenter } from '../../../src/ui/guests/GuestsPresenter';
import type { PagedState } from '../../../src/ui/shared/PagedQuery';
import type { GuestFilter } from '../../../src/ui/guests/GuestsPresenter';
import type { Guest } from '../../../src/domain/guests/guest';
import { type Backend, signedIn } from '../../support/backends';
import { answerNewerFirst, effectsOf, recordStates } from '../../support/presenters';

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend) =>
  backend.world.write((s) => {
    s.dev.networkUp = false;
  });

const listSummary = (s: PagedState<GuestFilter, Guest>) =>
  `${s.status} ${s.query.tab}/${s.query.name}#${s.page}${s.status === 'ready' ? ` ${s.rows.length}of${s.total}` : ''}${s.message ? ` ${s.message}` : ''}`;

describe('guests list presenter', () => {
  it('load: loading → ready with the first 10 connected guests; next page and tab follow', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestsPresenter);
    const seen = recordStates(presenter.list, listSummary);
    await presenter.open();
    await presenter.goToPage(2);
    await presenter.showTab('unconnected');
    expect(seen).toEqual([
      'loading connected/#1',
      'ready connected/#1 10of18',
      'loading connected/#2',
      'ready connected/#2 8of18',
      'loading unconnected/#1',
      'ready unconnected/#1 10of12',
    ]);
  });

  it('failure: the load failure message, and retry loads the same page', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestsPresenter);
    networkDown(backend);
    await presenter.open();
    expect(listSummary(presenter.list.snapshot)).toBe(`failed connected/#1 ${MESSAGES.networkFailed}`);
    backend.world.write((s) => {
      s.dev.networkUp = true;
    });
    await presenter.list.reload();
    expect(listSummary(presenter.list.snapshot)).toBe('ready connected/#1 10of18');
  });

  it('a search answered after a newer one is dropped: the newer name shows', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestsPresenter);
    await answerNewerFirst(
      SearchGuests.prototype,
      'execute',
      () => presenter.showTab('unconnected'),
      () => presenter.search('岡田'),
    );
    expect(listSummary(presenter.list.snapshot)).toBe('ready unconnected/岡田#1 1of1');
    expect(presenter.list.snapshot.rows.map((g) => g.name)).toEqual(['岡田 凛']);
  });

  it('a connection request: one at a time, a success toast, and the list reloaded with the date', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestsPresenter);
    const effects = effectsOf(presenter);
    await presenter.showTab('unconnected');
    const requesting = recordStates(presenter, (s) => String(s.requesting));
    await Promise.all([presenter.sendConnectionRequest(19), presenter.sendConnectionRequest(20)]);
    expect(requesting).toEqual(['null', '19', 'null']);
    expect(backend.world.read((s) => s.mails.map((m) => m.to).filter((to) => /^guest(19|20)@/.test(to)))).toEqual([
      'guest19@example.jp',
    ]);
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: GUEST_MESSAGES.connectionRequested }]);
    expect(presenter.list.snapshot.rows.find((g) => g.id === 19)?.connectionRequestDate).toBe(
      backend.clock.now().toISOString(),
    );
  });
});

const detailSummary = (s: GuestDetailState) =>
  s.status === 'ready'
    ? `ready ${s.detail.guest.name}${s.blockingCards ? ` cards:${s.blockingCards.join('+')}` : ''}`
    : s.status === 'failed'
      ? `failed ${s.message}`
      : s.status;

describe('guest detail presenter', () => {
  it('load → ready; save → saving → ready with the new name and a saved toast', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestDetailPresenter);
    const effects = effectsOf(presenter);
    const seen = recordStates(presenter, detailSummary);
    const sent = recordStates(presenter.submission, (s) =>
      s.status === 'submitting' ? `submitting ${s.action}` : s.status,
    );
    await presenter.open({ guestId: 2 });
    expect(await presenter.save({ name: '鈴木 美咲（改）', groupIds: ['1'] })).toBeUndefined();
    expect(seen).toEqual(['loading', 'loading', 'ready 鈴木 美咲', 'ready 鈴木 美咲（改）']);
    expect(sent).toEqual(['idle', 'submitting saving', 'done']);
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: MESSAGES.saved }]);
  });

  it('a bad name comes back to the form as a field message, with no toast; a failed save is a toast and the state stays', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestDetailPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ guestId: 2 });
    expect(await presenter.save({ name: '', groupIds: [] })).toEqual({ name: '名前を入力してください。' });
    networkDown(backend);
    // final-form is told the submit failed (FORM_ERROR), so the form keeps its input and its draft
    expect(await presenter.save({ name: '別名', groupIds: [] })).toEqual({ [FORM_ERROR]: MESSAGES.networkFailed });
    expect(detailSummary(presenter.snapshot)).toBe('ready 鈴木 美咲');
    expect(effects).toEqual([{ kind: 'toast', tone: 'error', message: MESSAGES.networkFailed }]);
  });

  it('failure: an unknown guest (deleted meanwhile) is said to be gone; one deleted while the page is open too, on save', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestDetailPresenter);
    await presenter.open({ guestId: 9999 });
    expect(presenter.snapshot).toEqual({ status: 'gone', message: 'この利用者は削除されています。' });
    await presenter.open({ guestId: 12 });
    const state = presenter.snapshot;
    if (state.status !== 'ready') throw new Error('not ready');
    backend.world.write((s) => {
      s.guests = s.guests.filter((g) => g.id !== 12);
    });
    await presenter.save({ name: '改名', groupIds: state.detail.groupIds.map(String) });
    expect(presenter.snapshot).toEqual({ status: 'gone', message: 'この利用者は削除されています。' });
  });

  it('a load overtaken by the next guest is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestDetailPresenter);
    await answerNewerFirst(
      LoadGuest.prototype,
      'execute',
      () => presenter.open({ guestId: 2 }),
      () => presenter.open({ guestId: 3 }),
    );
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.detail.guest.id).toBe(3);
  });

  it('delete asks first; a yes deletes, toasts and goes back to the list; cards block with their names', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestDetailPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ guestId: 1 });
    const asked = presenter.askToRemove();
    const question = effects[0];
    if (question?.kind !== 'confirm') throw new Error('not asked');
    expect(question.request.confirmLabel).toBe('削除する');
    await question.answer(true);
    expect(await asked).toBe(true);
    expect(detailSummary(presenter.snapshot)).toBe('ready 佐藤 健 cards:社員証001+予備カード');

    const other = backend.container.get(GuestDetailPresenter);
    const otherEffects = effectsOf(other);
    await other.open({ guestId: 2 });
    void other.askToRemove();
    const yes = otherEffects[0];
    if (yes?.kind !== 'confirm') throw new Error('not asked');
    await yes.answer(true);
    expect(otherEffects.slice(1)).toEqual([
      { kind: 'toast', tone: 'success', message: MESSAGES.deleted },
      { kind: 'navigate', to: '/guests', replace: true },
    ]);
    expect(backend.world.read((s) => s.guests.some((g) => g.id === 2))).toBe(false);
  });
});

describe('guest registration presenters', () => {
  it('individual: over the free tier asks, a yes registers, toasts and goes to the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestIndividualPresenter);
    const effects = effectsOf(presenter);
    const seen = recordStates(presenter, (s) => s.status);
    // nothing was registered yet: final-form hears a failure (the question), not a success
    expect((await presenter.submit({ name: '新井 次郎', email: 'arai@example.jp' }))?.[FORM_ERROR]).toContain(
      'よろしいですか？',
    );
    const question = effects[0];
    if (question?.kind !== 'confirm') throw new Error('not asked');
    expect(question.request.message).toContain('現在の利用者数は30名です。');
    await question.answer(true);
    expect(seen).toEqual(['idle', 'submitting', 'idle', 'submitting', 'done']);
    expect(effects.slice(1)).toEqual([
      { kind: 'toast', tone: 'success', message: MESSAGES.registered },
      { kind: 'navigate', to: '/guests', replace: false },
    ]);
    expect(backend.world.read((s) => s.guests.filter((g) => g.email === 'arai@example.jp').length)).toBe(1);
  });

  it('individual: a taken e-mail is a field message; a failure keeps its message on the page (network down: the look-up fails too)', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestIndividualPresenter);
    expect(await presenter.submit({ name: '重複', email: 'guest05@example.jp' })).toEqual({
      email: GUEST_MESSAGES.emailTaken,
    });
    networkDown(backend);
    await presenter.submit({ name: '新井', email: 'arai@example.jp' });
    expect(presenter.snapshot).toMatchObject({
      status: 'failed',
      message:
        '応答を受け取れず、利用者が登録されたかどうかを確認できませんでした。一覧で確認してから、もう一度お試しください。',
    });
  });

  it('CSV: a checked file uploads once however often it is asked, then toasts and goes to the list', async () => {
    const backend = await signedIn();
    backend.container.get(GuestCsvPresenter);
    const presenter = backend.container.get(GuestCsvPresenter);
    const effects = effectsOf(presenter);
    const seen = recordStates(presenter, (s) => s.status);
    const sent = recordStates(presenter.submission, (s) => s.status);
    await presenter.chooseFile(new File(['name,mail\r\n新人 一号,new1@example.jp\r\n'], 'guests.csv'));
    await Promise.all([presenter.upload(true), presenter.upload(true)]);
    expect(seen).toEqual(['empty', 'reading', 'checked', 'done']);
    expect(sent).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([
      { kind: 'toast', tone: 'success', message: MESSAGES.registered },
      { kind: 'navigate', to: '/guests', replace: false },
    ]);
    expect(backend.world.read((s) => s.guests.filter((g) => g.email === 'new1@example.jp').length)).toBe(1);
  });
});
