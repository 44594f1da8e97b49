import Encoding from 'encoding-japanese';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadCard } from '../../../src/application/cards/OrganizationCards';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import type { Effect } from '../../../src/ui/shared/Effects';
import { CardCsvPresenter } from '../../../src/ui/cards/CardCsvPresenter';
import { CardSettingPresenter } from '../../../src/ui/cards/CardSettingPresenter';
import { NewCardsPresenter } from '../../../src/ui/cards/NewCardsPresenter';
import { OrganizationCardsPresenter } from '../../../src/ui/cards/OrganizationCardsPresenter';
import { memoryBackend } from '../../support/backends';
import { holdAnswers, until } from '../../support/presenters';
import { SteppingScheduler } from '../../support/SteppingScheduler';

afterEach(() => vi.restoreAllMocks());

const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };
const sjis = (text: string): Uint8Array => Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));

const setUp = async () => {
  const backend = memoryBackend();
  const scheduler = new SteppingScheduler(backend.clock);
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  await backend.signIn();
  return { backend, scheduler };
};

const record = (presenter: { effects: { effects$: import('rxjs').Observable<Effect> } }, answer = true): string[] => {
  const seen: string[] = [];
  presenter.effects.effects$.subscribe((e) => {
    if (e.kind === 'confirm') {
      seen.push(`confirm:${e.request.title}`);
      void e.answer(answer);
    } else if (e.kind === 'toast') seen.push(`${e.tone}:${e.message}`);
    else if (e.kind === 'navigate') seen.push(`navigate:${e.to}`);
  });
  return seen;
};

describe('the organization cards presenter', () => {
  it('each tab keeps its own page when switching', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(OrganizationCardsPresenter);
    await presenter.showTab('with-user');
    await presenter.withUser.goToPage(2);
    await presenter.showTab('without-user');
    expect(presenter.withoutUser.snapshot).toMatchObject({ status: 'ready', page: 1, total: 20 });
    await presenter.showTab('with-user');
    expect(presenter.withUser.snapshot).toMatchObject({ page: 2, rows: expect.arrayContaining([expect.objectContaining({ id: 21 })]) });
  });

  it('deleting a card on a keypad opens the blocked modal with the keypads; a free one toasts 削除しました。', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(OrganizationCardsPresenter);
    const seen = record(presenter);
    await presenter.showTab('with-user');
    const onKeypad = presenter.withUser.snapshot.rows.find((c) => c.id === 3);
    if (!onKeypad) throw new Error('card 3 missing');
    await presenter.remove(onKeypad);
    expect(presenter.snapshot.blocked).toEqual({ id: 3, keypads: ['本社 正面玄関 屋外側キーパッド'] });
    presenter.closeBlocked();
    await presenter.showTab('without-user');
    const free = presenter.withoutUser.snapshot.rows[0];
    if (!free) throw new Error('no card');
    await presenter.remove(free);
    expect(seen).toEqual(['confirm:ID3を削除します よろしいですか？', 'confirm:ID26を削除します よろしいですか？', 'success:削除しました。']);
    expect(presenter.withoutUser.snapshot.total).toBe(19);
  });
});

describe('the card setting presenter', () => {
  it('redirects to the edit screen for a card with a user, and saves through the picker', async () => {
    const { backend } = await setUp();
    const wrong = backend.container.get(CardSettingPresenter);
    const wrongSeen = record(wrong);
    await wrong.open(3, 'organization-card-registration');
    expect(wrongSeen).toEqual(['navigate:/organization/cards/3/edit']);
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = record(presenter);
    await presenter.open(26, 'organization-card-registration');
    expect(presenter.snapshot.status).toBe('ready');
    const [okada] = presenter.suggestions('岡田');
    expect(okada).toEqual({ id: 30, name: '岡田 凛', email: 'guest30@example.jp' });
    expect(await presenter.submit({ name: '受付', user: '岡田 凛' }, okada ?? null)).toBeUndefined();
    expect(seen).toEqual(['success:保存しました。', 'navigate:/organization/cards']);
  });

  it('a card that does not exist (deleted meanwhile): the screen says it is gone, no toast, no redirect', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = record(presenter);
    await presenter.open(9999, 'organization-card-edit');
    expect(seen).toEqual([]);
    expect(presenter.snapshot).toEqual({ status: 'gone', message: 'このカードは削除されています。' });
  });

  it('stale: a card answered after the screen moved to another card is dropped (no redirect, no alert of the older one)', async () => {
    const { backend } = await setUp();
    const held = holdAnswers(LoadCard.prototype, 'execute');
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = record(presenter);
    const older = presenter.open(9999, 'organization-card-edit');
    await until(() => held.length === 1, 'first card');
    const newer = presenter.open(26, 'organization-card-registration');
    await until(() => held.length === 2, 'second card');
    await held[1]?.release();
    await held[0]?.release();
    await Promise.all([older, newer]);
    expect(presenter.snapshot).toMatchObject({ status: 'ready', card: { id: 26 } });
    expect(seen).toEqual([]);
  });
});

describe('the new cards presenter', () => {
  it('form → waiting → complete after the 5-second wait', async () => {
    const { backend, scheduler } = await setUp();
    const presenter = backend.container.get(NewCardsPresenter);
    const seen: string[] = [];
    presenter.state$.subscribe((s) => { if (seen.at(-1) !== s.status) seen.push(s.status); });
    await presenter.open(1, 101);
    await presenter.submit({ entries: [{ cardMasterId: '7', expiry: noExpiry }] });
    expect(seen).toEqual(['loading', 'form', 'waiting', 'complete']);
    expect(scheduler.waits).toEqual([5000]);
  });

  it('a refusal without field messages (the card vanished meanwhile): the failure modal with カードの登録に失敗しました。', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(NewCardsPresenter);
    await presenter.open(1, 101);
    backend.world.write((s) => {
      s.cardMasters = s.cardMasters.filter((c) => c.id !== 7);
    });
    await presenter.submit({ entries: [{ cardMasterId: '7', expiry: noExpiry }] });
    expect(presenter.snapshot).toMatchObject({ status: 'register-failed', message: 'カードの登録に失敗しました。' });
  });

  it('over the limit: form → limit, and back to the form', async () => {
    const { backend } = await setUp();
    backend.world.write((s) => {
      for (let i = 0; i < 997; i += 1) s.knightCards.push({ id: 7000 + i, knightId: 101, cardMasterId: 26, timeFrom: null, timeTill: null, status: 'registered', dueAt: null });
    });
    const presenter = backend.container.get(NewCardsPresenter);
    await presenter.open(1, 101);
    await presenter.submit({ entries: [{ cardMasterId: '7', expiry: noExpiry }] });
    expect(presenter.snapshot.status).toBe('limit');
    presenter.backToForm();
    expect(presenter.snapshot.status).toBe('form');
  });
});

describe('the card CSV presenter', () => {
  it('no file: ファイルを選択してください。; not .csv: refused; a bad file: every row listed; the server\'s lines after upload', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardCsvPresenter);
    await presenter.open();
    expect(presenter.snapshot.knowsOrganization).toBe(true);
    await presenter.send();
    expect(presenter.snapshot.fileMessage).toBe('ファイルを選択してください。');
    presenter.chooseFile('cards.xlsx', new Uint8Array([1, 2]));
    expect(presenter.snapshot.preview).toEqual({ status: 'unreadable', message: 'CSVファイル（.csv）を選択してください。' });
    presenter.chooseFile('cards.csv', sjis('カードID,カード名,利用者メールアドレス\r\n26,A,guest05@example.jp\r\n'));
    expect(presenter.snapshot.preview).toMatchObject({ status: 'checked', uploadable: true });
    backend.world.write((s) => {
      const card = s.cardMasters.find((c) => c.id === 26);
      if (card) card.guestId = 12;
    });
    await presenter.send();
    expect(presenter.submission.snapshot).toMatchObject({ status: 'failed', message: 'CSVの内容に誤りがあります。', error: { lines: ['2行目: 利用者が設定済みのカードは登録できません。'] } });
  });
});
