import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadContract } from '../../../src/application/organization/LoadContract';
import { LoadPaymentHistory } from '../../../src/application/organization/LoadPaymentHistory';
import { CONTRACT_TEXTS } from '../../../src/domain/organization/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { ContractPresenter } from '../../../src/ui/organization/ContractPresenter';
import { InvoiceStatementPresenter } from '../../../src/ui/organization/InvoiceStatementPresenter';
import { pagedViewOf, PaymentHistoryPresenter } from '../../../src/ui/organization/PaymentHistoryPresenter';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { type Backend, signedIn } from '../../support/backends';
import { answerNewerFirst, effectsOf, recordStates } from '../../support/presenters';

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend, down = true) =>
  backend.world.write((s) => {
    s.dev.networkUp = !down;
  });

describe('contract presenter', () => {
  it('load: loading → ready with the organization as text; failure: the message', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ContractPresenter);
    const seen = recordStates(presenter, (s) => (s.status === 'ready' ? `ready: ${s.view.card?.text}` : s.status));
    await presenter.open();
    // the seeded card organization: drawn with its card line in progress, then with the card on file
    expect(seen).toEqual([
      'loading',
      'loading',
      `ready: ${CONTRACT_TEXTS.cardLoading}`,
      expect.stringMatching(/^ready: Visa •••• 4242 有効期限 12\/\d{4}$/),
    ]);
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.view.companyName).toBe('株式会社キュリオデモ');
    networkDown(backend);
    await presenter.open();
    expect(presenter.snapshot).toEqual({ status: 'failed', message: MESSAGES.networkFailed });
  });

  it('a load overtaken by a newer one is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ContractPresenter);
    await answerNewerFirst(
      LoadContract.prototype,
      'execute',
      () => {
        const started = presenter.open();
        networkDown(backend);
        return started;
      },
      () => {
        networkDown(backend, false);
        return presenter.open();
      },
    );
    expect(presenter.snapshot.status).toBe('ready');
  });
});

describe('payment history presenter', () => {
  it('a card organization: loading → ready with its lines', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(PaymentHistoryPresenter);
    await presenter.open();
    // the seeded card organization has paid twelve times
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.lines.length).toBe(12);
  });

  it('failure: failed with the spec sentence 取得できませんでした (every failure) and the page asked for', async () => {
    const backend = await signedIn();
    networkDown(backend);
    const presenter = backend.container.get(PaymentHistoryPresenter);
    const effects = effectsOf(presenter);
    await presenter.open();
    expect(presenter.snapshot).toEqual({ status: 'failed', message: '取得できませんでした', page: 1 });
    expect(effects).toEqual([]);
  });

  it('stale: the first page answered after a newer page was asked is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(PaymentHistoryPresenter);
    const held = await answerNewerFirst(
      LoadPaymentHistory.prototype,
      'execute',
      () => presenter.open(),
      () => presenter.goToPage(2),
    );
    expect(held.map((c) => c.args[0])).toEqual([1, 2]);
    expect(presenter.snapshot).toMatchObject({ status: 'ready', page: 2, turning: false });
  });

  it('an invoice organization: unavailable, told so and sent home', async () => {
    const backend = await signedIn();
    backend.container.get(SwitchOrganization).execute(2);
    const presenter = backend.container.get(PaymentHistoryPresenter);
    const effects = effectsOf(presenter);
    await presenter.open();
    expect(presenter.snapshot).toEqual({ status: 'unavailable', message: 'お支払い履歴はご利用いただけません。' });
    expect(effects).toEqual([
      { kind: 'toast', tone: 'error', message: 'お支払い履歴はご利用いただけません。' },
      { kind: 'navigate', to: '/home', replace: true },
    ]);
  });
});

describe('payment history as the paged list shows it', () => {
  const line = { id: 1 } as never;
  it('a page turn keeps the rows on screen, loading over them', () => {
    const ready = { status: 'ready', lines: [line], page: 2, total: 13, perPage: 12, turning: false } as const;
    expect(pagedViewOf(ready)).toEqual({
      status: 'ready',
      rows: [line],
      total: 13,
      perPage: 12,
      page: 2,
      message: null,
    });
    expect(pagedViewOf({ ...ready, turning: true })).toMatchObject({ status: 'loading', rows: [line], page: 2 });
  });
  it('a failure keeps the page asked for, so retry asks for it again; anything else is loading', () => {
    expect(pagedViewOf({ status: 'failed', message: '取得できませんでした', page: 3 })).toEqual({
      status: 'failed',
      rows: [],
      total: 0,
      perPage: 1,
      page: 3,
      message: '取得できませんでした',
    });
    expect(pagedViewOf({ status: 'loading' })).toMatchObject({ status: 'loading', rows: [], page: 1 });
  });
});

describe('invoice statement presenter', () => {
  it('an unknown statement is not-found', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvoiceStatementPresenter);
    await presenter.open({ invoiceId: 'no-such-statement' });
    expect(presenter.snapshot).toEqual({ status: 'not-found' });
  });
});
