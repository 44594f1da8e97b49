import Encoding from 'encoding-japanese';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DownloadCardCsvTemplate } from '../../../src/application/cards/DownloadCardCsvTemplate';
import { LoadCardCsvContext } from '../../../src/application/cards/LoadCardCsvContext';
import { UploadCardCsv } from '../../../src/application/cards/UploadCardCsv';
import { ListKeypadCards } from '../../../src/application/cards/ListKeypadCards';
import { LoadCardsForRegister } from '../../../src/application/cards/LoadCardsForRegister';
import { DeleteOrganizationCard } from '../../../src/application/cards/DeleteOrganizationCard';
import { LoadCard } from '../../../src/application/cards/LoadCard';
import { SearchOrganizationCards } from '../../../src/application/cards/SearchOrganizationCards';
import { RegisterKeypadCards } from '../../../src/application/cards/RegisterKeypadCards';
import { FindGuests } from '../../../src/application/cards/FindGuests';
import { SaveCard } from '../../../src/application/cards/SaveCard';
import { RetryKeypadCard } from '../../../src/application/cards/RetryKeypadCard';
import { UnassignKeypadCard } from '../../../src/application/cards/UnassignKeypadCard';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { SteppingScheduler } from '../../support/SteppingScheduler';
import { failed, rightOf } from '../../support/outcomes';

const KEYPAD = DEMO_CARDS.keypad;
const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };
const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const cardsOn = (backend: Backend) => backend.world.read((s) => s.keypadCards.filter((k) => k.keypadId === KEYPAD));
const cardMaster = (backend: Backend, id: number) => backend.world.read((s) => s.cardMasters.find((c) => c.id === id));

const setUp = async (makeBackend: () => Backend) => {
  const backend = await signedIn(makeBackend);
  const scheduler = new SteppingScheduler(backend.clock);
  backend.container.rebind(Scheduler).toConstantValue(scheduler);
  return { backend, scheduler };
};

describe.each(BACKENDS)('IC cards on the %s backend', (_name, makeBackend) => {
  it("the organization's cards: 25 with a user, 20 without, 20 a page", async () => {
    const { backend } = await setUp(makeBackend);
    const search = backend.container.get(SearchOrganizationCards);
    const withUser = rightOf(await search.execute('with-user', 2));
    const without = rightOf(await search.execute('without-user', 1));
    expect({ total: withUser.total, ids: withUser.items.map((c) => c.id) }).toEqual({
      total: 25,
      ids: [21, 22, 23, 24, 25],
    });
    expect({ total: without.total, first: without.items[0] }).toEqual({
      total: 20,
      first: expect.objectContaining({ id: 26, guestId: null, guestName: null }),
    });
  });

  it('a card on a keypad cannot be deleted: Conflict naming the keypad; a free card is deleted', async () => {
    const { backend } = await setUp(makeBackend);
    const remove = backend.container.get(DeleteOrganizationCard);
    expect(await remove.execute(DEMO_CARDS.onKeypad)).toEqual(
      E.left({
        kind: 'Conflict',
        message:
          'このカードはキーパッドに登録されているため削除できませんでした。次のキーパッドでカードの登録を解除してから、再度お試しください。',
        items: ['本社 正面玄関 屋外側キーパッド'],
      }),
    );
    expect(await remove.execute(30)).toEqual(E.right(undefined));
    expect(cardMaster(backend, 30)).toBeUndefined();
  });

  it('setting a user: the name and an existing guest are sent; an unknown user is 「利用者」が存在しません。', async () => {
    const { backend } = await setUp(makeBackend);
    const guests = rightOf(await backend.container.get(FindGuests).execute());
    const save = backend.container.get(SaveCard);
    const card = rightOf(await backend.container.get(LoadCard).execute(26));
    expect(
      await save.execute({
        loaded: card,
        form: { name: '受付用', user: '誰でもない' },
        picked: null,
        guests,
      }),
    ).toEqual(
      E.left({
        kind: 'Invalid',
        message: '「利用者」が存在しません。',
        fields: { user: '「利用者」が存在しません。' },
      }),
    );
    expect(
      await save.execute({
        loaded: card,
        form: { name: 'とても長いカードの名前です', user: '' },
        picked: null,
        guests,
      }),
    ).toEqual(
      E.left({
        kind: 'Invalid',
        message: '「カード名」は10文字以内で入力してください。',
        fields: { name: '「カード名」は10文字以内で入力してください。', user: '「利用者」を選択してください。' },
      }),
    );
    expect(
      await save.execute({
        loaded: card,
        form: { name: ' 受付用 ', user: '岡田 凛' },
        picked: null,
        guests,
      }),
    ).toEqual(E.right({ ...card, name: '受付用', guestId: 30, guestName: '岡田 凛' }));
    expect(cardMaster(backend, 26)).toMatchObject({ name: '受付用', guestId: 30 });
    const reloaded = rightOf(await backend.container.get(LoadCard).execute(26));
    expect(reloaded.guestName).toBe('岡田 凛');
  });

  it('a card that does not exist: カード情報を取得できませんでした。', async () => {
    const { backend } = await setUp(makeBackend);
    expect(await backend.container.get(LoadCard).execute(9999)).toEqual(
      E.left({ kind: 'NotFound', message: 'カード情報を取得できませんでした。' }),
    );
  });

  it('the keypad lists: registered (2) and registering with the failed job', async () => {
    const { backend } = await setUp(makeBackend);
    const list = backend.container.get(ListKeypadCards);
    const registered = rightOf(await list.execute(KEYPAD, 'registered', 1));
    const registering = rightOf(await list.execute(KEYPAD, 'registering', 1));
    expect(registered.items.map((c) => [c.name, c.guestName])).toEqual([
      ['カード003', '加藤 真理'],
      ['カード004', '吉田 亮'],
    ]);
    expect(registering.items.map((c) => [c.name, c.registrationJobStatus])).toEqual([
      ['カード005', 'in_progress'],
      ['カード006', 'failed'],
    ]);
  });

  it('adding cards: POST, the 5-second wait, then complete; they are registered by then', async () => {
    const { backend, scheduler } = await setUp(makeBackend);
    const choices = rightOf(await backend.container.get(LoadCardsForRegister).execute(KEYPAD));
    expect(choices.cards.map((c) => c.id)).not.toContain(DEMO_CARDS.onKeypad);
    expect(choices.onKeypad).toBe(4);
    let accepted = 0;
    const result = await backend.container.get(RegisterKeypadCards).execute(
      KEYPAD,
      [
        { cardMasterId: 7, expiry: noExpiry },
        {
          cardMasterId: 8,
          expiry: { enabled: true, fromDate: '2026-11-22', fromTime: '09:00', toDate: '2026-12-22', toTime: '09:00' },
        },
      ],
      choices.onKeypad,
      {
        accepted: () => {
          accepted += 1;
        },
      },
    );
    expect(result).toEqual(E.right(undefined));
    expect(accepted).toBe(1);
    expect(scheduler.waits).toEqual([5000]);
    expect(
      cardsOn(backend)
        .filter((k) => k.cardMasterId >= 7)
        .map((k) => [k.cardMasterId, k.status, k.timeFrom]),
    ).toEqual([
      [7, 'registered', null],
      [8, 'registered', '2026-11-22T09:00:00+09:00'],
    ]);
  });

  it('no card, six cards or a bad period send nothing', async () => {
    const { backend } = await setUp(makeBackend);
    const register = backend.container.get(RegisterKeypadCards);
    const before = cardsOn(backend).length;
    expect(await register.execute(KEYPAD, [], 4)).toEqual(
      E.left({
        kind: 'Invalid',
        message: 'カードを1枚以上選択してください。',
        fields: { entries: 'カードを1枚以上選択してください。' },
      }),
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ cardMasterId: 7 + i, expiry: noExpiry }));
    expect(await register.execute(KEYPAD, six, 4)).toEqual(failed());
    const bad = await register.execute(
      KEYPAD,
      [
        {
          cardMasterId: 7,
          expiry: { enabled: true, fromDate: '2026-11-22', fromTime: '09:00', toDate: '2026-11-22', toTime: '08:00' },
        },
      ],
      4,
    );
    expect(bad).toEqual(
      E.left(
        expect.objectContaining({
          kind: 'Invalid',
          fields: { 'entries.0.expiry.toDate': '終了日を開始日より後に設定してください。' },
        }),
      ),
    );
    expect(cardsOn(backend)).toHaveLength(before);
  });

  it('more than 1000 cards on the keypad: the upper-limit modal, from the count or from the server', async () => {
    const { backend } = await setUp(makeBackend);
    const register = backend.container.get(RegisterKeypadCards);
    expect(await register.execute(KEYPAD, [{ cardMasterId: 7, expiry: noExpiry }], 1000)).toEqual(
      E.left({
        kind: 'PlanLimit',
        message: '登録できるカードの上限（1000枚）に達しています。不要なカードを削除してから登録してください。',
      }),
    );
    backend.world.write((s) => {
      for (let i = 0; i < 997; i += 1)
        s.keypadCards.push({
          id: 5000 + i,
          keypadId: KEYPAD,
          cardMasterId: 26,
          timeFrom: null,
          timeTill: null,
          status: 'registered',
          dueAt: null,
        });
    });
    expect(await register.execute(KEYPAD, [{ cardMasterId: 7, expiry: noExpiry }], 4)).toEqual(
      E.left({
        kind: 'PlanLimit',
        message: '登録できるカードの上限（1000枚）に達しています。不要なカードを削除してから登録してください。',
      }),
    );
  });

  it('deleting a keypad card shows it as being deleted (guest null) until the keypad forgets it', async () => {
    const { backend } = await setUp(makeBackend);
    expect(await backend.container.get(UnassignKeypadCard).execute(1)).toEqual(E.right(undefined));
    const during = rightOf(await backend.container.get(ListKeypadCards).execute(KEYPAD, 'registered', 1));
    expect(during.items.map((c) => [c.name, c.guestName])).toEqual([
      ['カード003', null],
      ['カード004', '吉田 亮'],
    ]);
    backend.clock.advance(3000);
    const after = rightOf(await backend.container.get(ListKeypadCards).execute(KEYPAD, 'registered', 1));
    expect(after.items.map((c) => c.name)).toEqual(['カード004']);
  });

  it('★ a failed card is retried: its card, named by card name and user, goes on the keypad again with the row’s period', async () => {
    const { backend } = await setUp(makeBackend);
    const period = ['2026-01-05T09:00:00+09:00', '2026-03-31T18:00:00+09:00'] as const;
    backend.world.write((s) => {
      s.keypadCards = s.keypadCards.map((k) => (k.id === 4 ? { ...k, timeFrom: period[0], timeTill: period[1] } : k));
    });
    const registering = rightOf(await backend.container.get(ListKeypadCards).execute(KEYPAD, 'registering', 1));
    const failed = registering.items.find((c) => c.registrationJobStatus === 'failed');
    if (!failed) throw new Error('no failed card');
    expect(failed.cardMasterId).toBeNull();
    expect(await backend.container.get(RetryKeypadCard).execute(KEYPAD, failed)).toEqual(E.right(undefined));
    expect(
      cardsOn(backend)
        .filter((k) => k.cardMasterId === 6)
        .map((k) => [k.status, k.timeFrom, k.timeTill]),
    ).toEqual([['registering', ...period]]);
  });

  it('bulk CSV: the template lists the cards without users; the upload sets users and names', async () => {
    const { backend } = await setUp(makeBackend);
    const template = rightOf(await backend.container.get(DownloadCardCsvTemplate).execute());
    expect(template.fileName).toBe('カード一括登録_20261121.csv');
    const context = rightOf(await backend.container.get(LoadCardCsvContext).execute());
    expect({
      cards: context.cards.size,
      has3: context.cards.get(3),
      guests: context.guestEmails.size,
    }).toEqual({ cards: 45, has3: { hasUser: true }, guests: 30 });
    const ok = await backend.container
      .get(UploadCardCsv)
      .execute(
        sjis(
          'カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n27,受付B,guest06@example.jp\r\n',
        ),
      );
    expect(ok).toEqual(E.right(undefined));
    expect([cardMaster(backend, 26), cardMaster(backend, 27)].map((c) => [c?.name, c?.guestId])).toEqual([
      ['受付A', 5],
      ['受付B', 6],
    ]);
  });

  it("bulk CSV refused: the server's error string and one line per bad row, nothing saved", async () => {
    const { backend } = await setUp(makeBackend);
    const result = await backend.container
      .get(UploadCardCsv)
      .execute(
        sjis(
          'カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n3,上書き,guest05@example.jp\r\n28,,nobody@example.jp\r\n',
        ),
      );
    expect(result).toEqual(
      E.left({
        kind: 'Invalid',
        message: 'CSVの内容に誤りがあります。',
        lines: [
          '3行目: 利用者が設定済みのカードは登録できません。',
          '4行目: カード名を入力してください。',
          '4行目: 「利用者」が存在しません。',
        ],
      }),
    );
    expect(cardMaster(backend, 26)?.guestId).toBeNull();
  });
});
