import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LoadInvoiceStatement,
  type InvoiceStatementView,
} from '../../../src/application/organization/LoadInvoiceStatement';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import {
  InvoiceStatementPresenter,
  type InvoiceStatementState,
} from '../../../src/ui/organization/InvoiceStatementPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { recordStates } from '../../support/presenters';
import { answerByHand } from '../../support/deferred';
import { rightOf } from '../../support/outcomes';

afterEach(() => vi.restoreAllMocks());

const summary = (s: InvoiceStatementState): string =>
  s.status === 'ready' ? `ready:${s.view.statement.id}:${s.view.statement.invoiceDate}` : s.status;
const viewOf = async (backend: Backend, id: string): Promise<InvoiceStatementView> => {
  return rightOf(await backend.container.get(LoadInvoiceStatement).execute(id));
};

describe('invoice statement presenter', () => {
  it('load → success: loading, then the statement with its date and issuer', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvoiceStatementPresenter);
    const seen = recordStates(presenter, summary);
    await presenter.open({ invoiceId: '5003' });
    expect(seen).toEqual(['loading', 'loading', 'ready:5003:2024-04-01']);
    expect(presenter.snapshot).toMatchObject({
      status: 'ready',
      view: { issuer: await viewOf(backend, '5003').then((v) => v.issuer) },
    });
  });

  it('a statement the server does not know: not-found (the page sends the manager to /not-found, as before)', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvoiceStatementPresenter);
    const seen = recordStates(presenter, summary);
    await presenter.open({ invoiceId: 'no-such-statement' });
    expect(seen).toEqual(['loading', 'loading', 'not-found']);
  });

  it('a network failure goes to not-found too (spec: load failure goes to not-found)', async () => {
    const backend = await signedIn();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const presenter = backend.container.get(InvoiceStatementPresenter);
    const seen = recordStates(presenter, summary);
    await presenter.open({ invoiceId: '5003' });
    expect(seen).toEqual(['loading', 'loading', 'not-found']);
  });

  it('an unreadable answer goes to not-found (spec)', async () => {
    const backend = await signedIn();
    const calls = answerByHand<Outcome<InvoiceStatementView>>(LoadInvoiceStatement.prototype, 'execute');
    const presenter = backend.container.get(InvoiceStatementPresenter);
    const loading = presenter.open({ invoiceId: '5003' });
    await calls[0]?.answer(E.left(AppErrors.unexpected()));
    await loading;
    expect(presenter.snapshot).toEqual({ status: 'not-found' });
  });

  it('stale: the first statement answering after the second was asked is dropped, whether it loaded or not', async () => {
    const backend = await signedIn();
    const [older, newer] = [await viewOf(backend, '5002'), await viewOf(backend, '5015')];
    const calls = answerByHand<Outcome<InvoiceStatementView>>(LoadInvoiceStatement.prototype, 'execute');
    const presenter = backend.container.get(InvoiceStatementPresenter);
    const seen = recordStates(presenter, summary);
    const first = presenter.open({ invoiceId: '5002' });
    const second = presenter.open({ invoiceId: '5015' });
    expect(calls.map((c) => c.args)).toEqual([['5002'], ['5015']]);
    await calls[1]?.answer(E.right(newer));
    await calls[0]?.answer(E.right(older));
    await Promise.all([first, second]);
    expect(seen).toEqual(['loading', 'loading', 'loading', 'ready:5015:2025-04-01']);

    const third = presenter.open({ invoiceId: '5002' });
    const fourth = presenter.open({ invoiceId: '5015' });
    await calls[3]?.answer(E.right(newer));
    await calls[2]?.answer(E.left(AppErrors.notFound('x')));
    await Promise.all([third, fourth]);
    expect(summary(presenter.snapshot)).toBe('ready:5015:2025-04-01');
  });
});
