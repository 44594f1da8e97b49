import Encoding from 'encoding-japanese';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadCard } from '../../../src/application/cards/LoadCard';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { CardCsvPresenter } from '../../../src/ui/cards/CardCsvPresenter';
import { CardSettingPresenter } from '../../../src/ui/cards/CardSettingPresenter';
import { NewCardsPresenter } from '../../../src/ui/cards/NewCardsPresenter';
import { OrganizationCardsPresenter } from '../../../src/ui/cards/OrganizationCardsPresenter';
import { signedIn } from '../../support/backends';
import { answerNewerFirst, effectLine, effectsOf } from '../../support/presenters';
import { SteppingScheduler } from '../../support/SteppingScheduler';

afterEach(() => vi.restoreAllMocks());

const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };
const sjis = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));

const setUp = async () => {
  const backend = await signedIn();
  const scheduler = new SteppingScheduler(backend.clock);
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  return { backend, scheduler };
};

describe('the organization cards presenter', () => {
  it('each tab keeps its own page when switching', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(OrganizationCardsPresenter);
    await presenter.open();
    expect(presenter.snapshot.tab).toBe('with-user');
    await presenter.withUser.goToPage(2);
    await presenter.showTab('without-user');
    expect(presenter.withoutUser.snapshot).toMatchObject({ status: 'ready', page: 1, total: 20 });
    await presenter.showTab('with-user');
    expect(presenter.withUser.snapshot).toMatchObject({
      page: 2,
      rows: expect.arrayContaining([expect.objectContaining({ id: 21 })]),
    });
  });

  it('deleting a card on a keypad opens the blocked modal with the keypads; a free one toasts 削除しました。', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(OrganizationCardsPresenter);
    const seen = effectsOf(presenter, { answer: true, summarize: effectLine });
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
    expect(seen).toEqual([
      'confirm:ID3を削除します よろしいですか？',
      'confirm:ID26を削除します よろしいですか？',
      'success:削除しました。',
    ]);
    expect(presenter.withoutUser.snapshot.total).toBe(19);
  });
});

describe('the card setting presenter', () => {
  it('redirects to the edit screen for a card with a user, and saves through the picker', async () => {
    const { backend } = await setUp();
    const wrong = backend.container.get(CardSettingPresenter);
    const wrongSeen = effectsOf(wrong, { answer: true, summarize: effectLine });
    await wrong.open({ cardId: 3, setting: 'registration' });
    expect(wrongSeen).toEqual(['navigate:/organization/cards/3/edit']);
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open({ cardId: 26, setting: 'registration' });
    expect(presenter.snapshot.status).toBe('ready');
    const [okada] = presenter.suggestions('岡田');
    expect(okada).toEqual({ id: 30, name: '岡田 凛', email: 'guest30@example.jp' });
    // a card without a user starts with no one picked
    expect(presenter.snapshot).toMatchObject({ status: 'ready', picked: null });
    presenter.pick(okada ?? null);
    expect(presenter.snapshot).toMatchObject({ status: 'ready', picked: okada });
    expect(await presenter.submit({ name: '受付', user: '岡田 凛' })).toBeUndefined();
    expect(seen).toEqual(['success:保存しました。', 'navigate:/organization/cards']);
  });

  it("two guests with the same name: the suggestions carry their e-mails, and the card's own user saves unchanged", async () => {
    const { backend } = await setUp();
    const card3 = backend.world.read((s) => s.cardMasters.find((c) => c.id === 3));
    const owner = backend.world.read((s) => s.guests.find((g) => g.id === card3?.guestId));
    if (!card3 || !owner) throw new Error('card 3 has a user in the seeded world');
    backend.world.write((s) => {
      s.guests.push({ ...owner, id: 900, email: 'namesake@example.jp', verifyCode: 'V900' });
    });
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open({ cardId: 3, setting: 'edit' });
    expect(presenter.suggestions(owner.name).filter((g) => g.name === owner.name)).toEqual([
      { id: owner.id, name: owner.name, email: owner.email },
      { id: 900, name: owner.name, email: 'namesake@example.jp' },
    ]);
    expect(presenter.suggestions('namesake@')).toEqual([{ id: 900, name: owner.name, email: 'namesake@example.jp' }]);
    // the page starts with the card's own user picked
    const ownChoice = { id: owner.id, name: owner.name, email: owner.email };
    expect(presenter.snapshot).toMatchObject({ status: 'ready', picked: ownChoice });
    // typed away and back, not picked: which of the two is meant is not known
    presenter.pick(null);
    expect(await presenter.submit({ name: card3.name, user: owner.name })).toEqual({
      user: '同じ名前の利用者が複数います。候補の一覧からメールアドレスを確かめて選んでください。',
    });
    // reloaded, the card's own user is picked again and saves as that very guest
    await presenter.reload();
    expect(presenter.snapshot).toMatchObject({ status: 'ready', picked: ownChoice });
    expect(await presenter.submit({ name: '改名', user: owner.name })).toBeUndefined();
    expect(seen).toEqual(['success:保存しました。', 'navigate:/organization/cards']);
    expect(backend.world.read((s) => s.cardMasters.find((c) => c.id === 3))).toMatchObject({
      name: '改名',
      guestId: owner.id,
    });
  });

  it('a card that does not exist (deleted meanwhile): the screen says it is gone, no toast, no redirect', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open({ cardId: 9999, setting: 'edit' });
    expect(seen).toEqual([]);
    expect(presenter.snapshot).toEqual({ status: 'gone', message: 'このカードは削除されています。' });
  });

  it('stale: a card answered after the screen moved to another card is dropped (no redirect, no alert of the older one)', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardSettingPresenter);
    const seen = effectsOf(presenter, { answer: true, summarize: effectLine });
    await answerNewerFirst(
      LoadCard.prototype,
      'execute',
      () => presenter.open({ cardId: 9999, setting: 'edit' }),
      () => presenter.open({ cardId: 26, setting: 'registration' }),
    );
    expect(presenter.snapshot).toMatchObject({ status: 'ready', card: { id: 26 } });
    expect(seen).toEqual([]);
  });
});

describe('the new cards presenter', () => {
  it('form → waiting → complete after the 5-second wait', async () => {
    const { backend, scheduler } = await setUp();
    const presenter = backend.container.get(NewCardsPresenter);
    const seen: string[] = [];
    presenter.state$.subscribe((s) => {
      if (seen.at(-1) !== s.status) seen.push(s.status);
    });
    await presenter.open({ lockId: 1, keypadId: 101 });
    await presenter.submit({ entries: [{ cardMasterId: '7', expiry: noExpiry }] });
    expect(seen).toEqual(['loading', 'form', 'waiting', 'complete']);
    expect(scheduler.waits).toEqual([5000]);
  });

  it('a refusal without field messages (the card vanished meanwhile): the failure modal with カードの登録に失敗しました。', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(NewCardsPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    backend.world.write((s) => {
      s.cardMasters = s.cardMasters.filter((c) => c.id !== 7);
    });
    await presenter.submit({ entries: [{ cardMasterId: '7', expiry: noExpiry }] });
    expect(presenter.snapshot).toMatchObject({ status: 'register-failed', message: 'カードの登録に失敗しました。' });
  });

  it('over the limit: form → limit, and back to the form', async () => {
    const { backend } = await setUp();
    backend.world.write((s) => {
      for (let i = 0; i < 997; i += 1)
        s.keypadCards.push({
          id: 7000 + i,
          keypadId: 101,
          cardMasterId: 26,
          timeFrom: null,
          timeTill: null,
          status: 'registered',
          dueAt: null,
        });
    });
    const presenter = backend.container.get(NewCardsPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    await presenter.submit({ entries: [{ cardMasterId: '7', expiry: noExpiry }] });
    expect(presenter.snapshot.status).toBe('limit');
    presenter.backToForm();
    expect(presenter.snapshot.status).toBe('form');
  });
});

describe('the card CSV presenter', () => {
  it("no file: ファイルを選択してください。; not .csv: refused; a bad file: every row listed; the server's lines after upload", async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardCsvPresenter);
    await presenter.open();
    expect(presenter.snapshot.knowsOrganization).toBe(true);
    await presenter.send();
    expect(presenter.snapshot.fileMessage).toBe('ファイルを選択してください。');
    await presenter.chooseFile(new File([new Uint8Array([1, 2])], 'cards.xlsx'));
    expect(presenter.snapshot.preview).toEqual({
      status: 'unreadable',
      message: 'CSVファイル（.csv）を選択してください。',
    });
    await presenter.chooseFile(
      new File([sjis('カードID,カード名,利用者メールアドレス\r\n26,A,guest05@example.jp\r\n')], 'cards.csv'),
    );
    expect(presenter.snapshot.preview).toMatchObject({ status: 'checked', uploadable: true });
    backend.world.write((s) => {
      const card = s.cardMasters.find((c) => c.id === 26);
      if (card) card.guestId = 12;
    });
    await presenter.send();
    expect(presenter.submission.snapshot).toMatchObject({
      status: 'failed',
      message: 'CSVの内容に誤りがあります。',
      error: { lines: ['2行目: 利用者が設定済みのカードは登録できません。'] },
    });
  });

  it('a file over 5 MB is refused before it is read; a file that cannot be opened says so; neither can be sent', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardCsvPresenter);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cards.csv');
    const read = vi.spyOn(huge, 'arrayBuffer');
    await presenter.chooseFile(huge);
    expect(presenter.snapshot.preview).toEqual({
      status: 'unreadable',
      message: 'ファイルが大きすぎます。CSVファイルは5MBまでです。',
    });
    expect(read).not.toHaveBeenCalled();
    const gone = new File(['カードID'], 'cards.csv');
    vi.spyOn(gone, 'arrayBuffer').mockRejectedValue(
      new DOMException('The requested file could not be read', 'NotReadableError'),
    );
    await presenter.chooseFile(gone);
    expect(presenter.snapshot.preview).toEqual({
      status: 'unreadable',
      message:
        'ファイルを開けませんでした。ファイルが移動・削除・変更されていないかご確認のうえ、もう一度選んでください。',
    });
    await presenter.send();
    expect(presenter.snapshot.fileMessage).toBe('ファイルを選択してください。');
    expect(presenter.submission.snapshot.status).toBe('idle');
  });

  it('a UTF-8 card file is sent as it is (the spec accepts UTF-8 and Shift_JIS)', async () => {
    const { backend } = await setUp();
    const presenter = backend.container.get(CardCsvPresenter);
    await presenter.open();
    const bytes = new TextEncoder().encode(
      'カードID,カード名,利用者メールアドレス\r\n26,受付ＵＴＦ,guest05@example.jp\r\n',
    );
    await presenter.chooseFile(new File([bytes], 'cards.csv'));
    await presenter.send();
    expect(backend.world.read((s) => s.cardMasters.find((c) => c.id === 26))).toMatchObject({
      name: '受付ＵＴＦ',
      guestId: 5,
    });
  });
});
