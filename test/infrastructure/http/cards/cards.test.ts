import Encoding from 'encoding-japanese';
import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CardsGateway } from '../../../../src/application/cards/ports/CardsGateway';
import { httpBackend, mswServer, V2, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError, rightOf } from '../../../support/outcomes';

describe('HTTP adapter of cards: the requests sent', () => {
  it('the organization list sends organization_id, page, per_page, is_guest_registered', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = rightOf(
      await backend.container
        .get<CardsGateway>(CardsGateway)
        .search({ organizationId: 1, page: 1, perPage: 20, isGuestRegistered: false }),
    );
    expect(sent[0]?.path).toBe(
      '/v1/console/card_masters?organization_id=1&page=1&per_page=20&is_guest_registered=false',
    );
    expect({
      total: result.total,
      first: result.items[0]?.id,
      user: result.items[0]?.guestName,
    }).toEqual({ total: 20, first: 26, user: null });
  });

  it('for_register sends knight_id, page, per_page; knight_cards sends knight_id and is_registered', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<CardsGateway>(CardsGateway);
    await gateway.forRegister(101, 1, 100);
    const cards = rightOf(await gateway.keypadCards({ keypadId: 101, page: 1, perPage: 30, isRegistered: false }));
    expect(sent.map((s) => s.path)).toEqual([
      '/v1/console/card_masters/for_register?knight_id=101&page=1&per_page=100',
      '/v1/console/knight_cards?knight_id=101&page=1&per_page=30&is_registered=false',
    ]);
    expect(cards.items.map((c) => [c.name, c.registrationJobStatus])).toEqual([
      ['カード005', 'in_progress'],
      ['カード006', 'failed'],
    ]);
  });

  it('assign posts pad_id and cards [{card_master_id, from, to}] to v2 /pad_cards/; unassign deletes /pad_cards/{id}', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<CardsGateway>(CardsGateway);
    expect(
      await gateway.assign(101, [
        { cardMasterId: 7, from: null, to: null },
        { cardMasterId: 8, from: '2026-11-22T09:00:00+09:00', to: '2026-11-23T09:00:00+09:00' },
      ]),
    ).toEqual(E.right(undefined));
    await gateway.unassign(2);
    expect(sent.map((s) => [s.method, s.path, s.body === '' ? null : s.body])).toEqual([
      [
        'POST',
        `${V2}/pad_cards/`,
        {
          pad_id: 101,
          cards: [
            { card_master_id: 7, from: null, to: null },
            { card_master_id: 8, from: '2026-11-22T09:00:00+09:00', to: '2026-11-23T09:00:00+09:00' },
          ],
        },
      ],
      ['DELETE', `${V2}/pad_cards/2`, null],
    ]);
  });

  it('edit sends PATCH with guest_id and name', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get<CardsGateway>(CardsGateway).update(26, { guestId: 12, name: '受付用' });
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      [
        'PATCH',
        '/v1/console/card_masters/26',
        [
          ['guest_id', '12'],
          ['name', '受付用'],
        ],
      ],
    ]);
  });

  it('a card on a keypad cannot be deleted: the 400 lists the keypads', async () => {
    const backend = await signedIn(httpBackend);
    const result = await backend.container.get<CardsGateway>(CardsGateway).remove(3);
    expect(result).toEqual(E.left({ _tag: 'CardOnKeypads', errors: ['本社 正面玄関 屋外側キーパッド'] }));
  });

  it('over 1000 cards on a keypad is CardLimitReached', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.post(`*${V2}/pad_cards/`, () => HttpResponse.json({ error: 'card_limit_exceeded' }, { status: 400 })),
    );
    expect(
      await backend.container.get<CardsGateway>(CardsGateway).assign(101, [{ cardMasterId: 7, from: null, to: null }]),
    ).toEqual(E.left({ _tag: 'CardLimitReached' }));
  });

  it('the CSV template is downloaded from csv_for_guest_registration with organization_id', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = await backend.container.get<CardsGateway>(CardsGateway).csvTemplate(1);
    expect(sent[0]?.path).toBe('/v1/console/card_masters/csv_for_guest_registration?organization_id=1');
    const bytes = new Uint8Array(await rightOf(result).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n').slice(0, 2)).toEqual([
      'カードID,カード名,利用者メールアドレス',
      '26,カード026,',
    ]);
  });

  it('the CSV upload is multipart organization_id and csv; refused rows come back as line and message', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const csv = Uint8Array.from(
      Encoding.convert(
        Encoding.stringToCode(
          'カードID,カード名,利用者メールアドレス\r\n3,上書き,guest10@example.jp\r\n26,受付,nobody@example.jp\r\n',
        ),
        { to: 'SJIS', from: 'UNICODE', type: 'array' },
      ),
    );
    const result = await backend.container.get<CardsGateway>(CardsGateway).uploadCsv(1, csv);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe('/v1/console/card_masters/csv_guest_registrations');
    expect(sent[0]?.text).toContain('name="organization_id"');
    expect(sent[0]?.text).toContain('name="csv"; filename="cards.csv"');
    expect(result).toEqual(
      E.left({
        _tag: 'CardCsvRejected',
        error: 'CSVの内容に誤りがあります。',
        lines: [
          { line: 2, message: '利用者が設定済みのカードは登録できません。' },
          { line: 3, message: '「利用者」が存在しません。' },
        ],
      }),
    );
  });

  it('malformed bodies are contract violations: a card without created_at, a page without total', async () => {
    const backend = await signedIn(httpBackend);
    const gateway = backend.container.get<CardsGateway>(CardsGateway);
    mswServer().use(http.get('*/v1/console/card_masters/:id', () => HttpResponse.json({ id: 3, name: 'x' })));
    const one = await gateway.get(3);
    expect(one).toEqual(portError('ContractViolation'));
    mswServer().use(http.get('*/v1/console/knight_cards', () => HttpResponse.json({ knight_cards: [] })));
    const list = await gateway.keypadCards({ keypadId: 101, page: 1, perPage: 30, isRegistered: true });
    expect(list).toEqual(portError('ContractViolation'));
  });

  it('one card is read bare or wrapped in card_master', async () => {
    const backend = await signedIn(httpBackend);
    const gateway = backend.container.get<CardsGateway>(CardsGateway);
    const bare = rightOf(await gateway.get(1));
    mswServer().use(
      http.get('*/v1/console/card_masters/:id', () =>
        HttpResponse.json({
          card_master: {
            id: 1,
            name: '社員証001',
            guest_id: 1,
            guest: { name: '佐藤 健' },
            created_at: '2026-01-01T00:00:00+09:00',
          },
        }),
      ),
    );
    const wrapped = await gateway.get(1);
    expect(bare.guestName).toBe('佐藤 健');
    expect(wrapped).toEqual(
      E.right({
        id: 1,
        name: '社員証001',
        guestId: 1,
        guestName: '佐藤 健',
        createdAt: '2026-01-01T00:00:00+09:00',
      }),
    );
  });
});
