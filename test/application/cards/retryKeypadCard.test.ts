import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { RetryKeypadCard } from '../../../src/application/cards/RetryKeypadCard';
import { CardsGateway } from '../../../src/application/cards/ports/CardsGateway';
import type { CardMaster } from '../../../src/domain/cards/card';
import type { Page } from '../../../src/domain/shared/paging';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { BACKENDS, type Backend, httpBackend, signedIn } from '../../support/backends';
import { failedCard } from '../../support/failedRegistrations';
import { recordRequests } from '../../support/wire';

/**
 * 再登録 of a failed keypad card (its row, as the spec shows it, names no card master): the card is the one card of the
 * organization with the row's card name and user name; none or several → nothing is sent and the manager is told.
 * The seeded failed row: card 6 「カード006」 of 佐々木 剛 (guest 13) on keypad 101, row 4.
 */
const KEYPAD = DEMO_CARDS.keypad;
const HOW = '失敗したカードを削除してから、「カードを追加」で登録し直してください。';
const unidentified = (why: string) => ({
  kind: 'Refused',
  message: `カード「カード006」（利用者：佐々木 剛）は、${why}どのカードか特定できなかったため、再登録していません。${HOW}`,
});

const keypadRows = (backend: Backend) =>
  backend.world.read((s) =>
    s.keypadCards.filter((k) => k.keypadId === KEYPAD).map((k) => [k.id, k.cardMasterId, k.status]),
  );

/** Another 佐々木 剛 (a guest of the same name) holding a card also named カード006: listed after the first page. */
const namesakeCard = (backend: Backend): void =>
  backend.world.write((s) => {
    const owner = s.guests.find((g) => g.id === 13);
    if (!owner) throw new Error('guest 13 is seeded');
    s.guests.push({ ...owner, id: 900, email: 'sasaki2@example.jp', verifyCode: 'V900' });
    s.cardMasters.push({ id: 900, organizationId: 1, name: 'カード006', guestId: 900, createdAt: owner.createdAt });
  });

describe.each(BACKENDS)(
  '再登録 of a failed keypad card, named by card name and user, on the %s backend',
  (_n, make) => {
    it('two cards of the organization share the card name and the user name: not guessed, said, nothing sent', async () => {
      const backend = await signedIn(make);
      const card = await failedCard(backend);
      namesakeCard(backend);
      const before = keypadRows(backend);
      expect(await backend.container.get(RetryKeypadCard).execute(KEYPAD, card)).toEqual(
        E.left(unidentified('同じカード名・利用者のカードが組織に複数あり、')),
      );
      expect(keypadRows(backend)).toEqual(before);
    });

    it('no card of the organization has them (renamed since the row was read): said, nothing sent', async () => {
      const backend = await signedIn(make);
      const card = await failedCard(backend);
      backend.world.write((s) => {
        s.cardMasters = s.cardMasters.map((c) => (c.id === 6 ? { ...c, name: '予備006' } : c));
      });
      const before = keypadRows(backend);
      expect(await backend.container.get(RetryKeypadCard).execute(KEYPAD, card)).toEqual(
        E.left(unidentified('同じカード名・利用者のカードが組織のカード一覧に見つからず、')),
      );
      expect(keypadRows(backend)).toEqual(before);
    });

    it('the card list’s total differs from the rows read (one may be unread): not taken as unique, nothing sent', async () => {
      const backend = await signedIn(make);
      const card = await failedCard(backend);
      const real = backend.container.get<CardsGateway>(CardsGateway);
      const counting: CardsGateway = Object.create(real) as CardsGateway;
      counting.search = async (query) =>
        E.map((p: Page<CardMaster>) => ({ ...p, total: p.total + 1 }))(await real.search(query));
      backend.container.rebind<CardsGateway>(CardsGateway).toConstantValue(counting);
      const before = keypadRows(backend);
      expect(await backend.container.get(RetryKeypadCard).execute(KEYPAD, card)).toEqual(
        E.left(unidentified('組織のカード一覧を最後まで読み取れず、')),
      );
      expect(keypadRows(backend)).toEqual(before);
    });
  },
);

describe('再登録 of a failed keypad card on the wire', () => {
  it('reads every page of the organization’s cards with a user, then deletes the failed row and adds card 6', async () => {
    const backend = await signedIn(httpBackend);
    const card = await failedCard(backend);
    const sent = recordRequests();
    expect(await backend.container.get(RetryKeypadCard).execute(KEYPAD, card)).toEqual(E.right(undefined));
    const cardMasters = (page: number) =>
      `/v1/console/card_masters?organization_id=1&page=${page}&per_page=1000&is_guest_registered=true`;
    expect(
      sent
        .filter((r) => r.method !== 'GET' || r.url.pathname === '/v1/console/card_masters')
        .map((r) => [r.method, r.path, r.body]),
    ).toEqual([
      ['GET', cardMasters(1), null],
      ['GET', cardMasters(2), null],
      ['DELETE', '/console/v2/pad_cards/4', null],
      ['POST', '/console/v2/pad_cards/', { pad_id: KEYPAD, cards: [{ card_master_id: 6, from: null, to: null }] }],
    ]);
  });

  it('a card not named sends nothing but the reading of the organization’s cards', async () => {
    const backend = await signedIn(httpBackend);
    const card = await failedCard(backend);
    namesakeCard(backend);
    const sent = recordRequests();
    await backend.container.get(RetryKeypadCard).execute(KEYPAD, card);
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET']);
  });
});
