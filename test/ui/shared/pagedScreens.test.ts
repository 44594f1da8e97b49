import type { Effect } from '../../../src/ui/shared/Effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchOrganizationCards } from '../../../src/application/cards/SearchOrganizationCards';
import { ListInvitations } from '../../../src/application/managers/ListInvitations';
import { SearchManagers } from '../../../src/application/managers/SearchManagers';
import { ListTokens } from '../../../src/application/tokens/ListTokens';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { OrganizationCardsPresenter } from '../../../src/ui/cards/OrganizationCardsPresenter';
import { InvitationsPresenter } from '../../../src/ui/managers/InvitationsPresenter';
import { ManagersPresenter } from '../../../src/ui/managers/ManagersPresenter';
import type { PagedQuery } from '../../../src/ui/shared/PagedQuery';
import { TokensPresenter } from '../../../src/ui/tokens/TokensPresenter';
import { type Backend, signedIn } from '../../support/backends';
import { answerNewerFirst, effectsOf, holdAnswers, recordStates, until } from '../../support/presenters';

/**
 * The paged-list screens whose own tests cover their actions but not the list itself: the four
 * cases every paged list must pass (load, success, failure, a stale answer overtaken by a newer request), run
 * the same way on each. Each screen states how it opens, what the newer request is, and what
 * the list shows after it.
 */
afterEach(() => vi.restoreAllMocks());

interface Screen {
  readonly presenter: { readonly effects: { readonly effects$: import('rxjs').Observable<Effect> }; dispose(): void };
  readonly list: PagedQuery<unknown, unknown>;
  open(): Promise<void>;
  newer(): Promise<void>;
}

interface ListCase {
  readonly name: string;
  readonly make: (backend: Backend) => Screen;
  readonly useCase: object;
  /** The list after opening: its total. */
  readonly total: number;
  /** What the newer request asked: the query and page of the list after the older answer came late. */
  readonly afterNewer: { readonly query: unknown; readonly page: number };
}

const CASES: ReadonlyArray<ListCase> = [
  {
    name: 'managers list',
    make: (b) => {
      const p = b.container.get(ManagersPresenter);
      return {
        presenter: p,
        list: p.list as PagedQuery<unknown, unknown>,
        open: () => p.open(),
        newer: () => p.search('伊藤'),
      };
    },
    useCase: SearchManagers.prototype,
    total: 4,
    afterNewer: { query: { name: '伊藤' }, page: 1 },
  },
  {
    name: 'pending invitations',
    make: (b) => {
      const p = b.container.get(InvitationsPresenter);
      return {
        presenter: p,
        list: p.list as PagedQuery<unknown, unknown>,
        open: () => p.open(),
        newer: () => p.goToPage(2),
      };
    },
    useCase: ListInvitations.prototype,
    total: 2,
    afterNewer: { query: {}, page: 2 },
  },
  {
    name: 'API tokens',
    make: (b) => {
      const p = b.container.get(TokensPresenter);
      return {
        presenter: p,
        list: p.list as PagedQuery<unknown, unknown>,
        open: () => p.open(),
        newer: () => p.sortBy('created_at:asc'),
      };
    },
    useCase: ListTokens.prototype,
    total: -1,
    afterNewer: { query: { sort: 'created_at', order: 'asc' }, page: 1 },
  },
  {
    name: 'organization cards (with-user tab)',
    make: (b) => {
      const p = b.container.get(OrganizationCardsPresenter);
      return {
        presenter: p,
        list: p.withUser as PagedQuery<unknown, unknown>,
        open: () => p.open(),
        newer: () => p.withUser.goToPage(2),
      };
    },
    useCase: SearchOrganizationCards.prototype,
    total: 25,
    afterNewer: { query: { tab: 'with-user' }, page: 2 },
  },
];

describe.each(CASES)('the $name presenter', ({ make, useCase, total, afterNewer }) => {
  it('load → success: loading → ready with the rows and total, nothing to tell', async () => {
    const backend = await signedIn();
    const screen = make(backend);
    const effects = effectsOf(screen.presenter);
    const seen = recordStates(screen.list, (s) => s.status);
    await screen.open();
    expect(seen.slice(-2)).toEqual(['loading', 'ready']);
    const tokens = backend.world.read((s) => s.apiTokens.filter((t) => t.organizationId === 1).length);
    expect(screen.list.snapshot.total).toBe(total === -1 ? tokens : total);
    expect(screen.list.snapshot.rows.length).toBe(Math.min(screen.list.snapshot.total, screen.list.snapshot.perPage));
    expect(effects).toEqual([]);
  });

  it('load → failure: failed with the network sentence, no rows, no toast (the list shows it)', async () => {
    const backend = await signedIn();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const screen = make(backend);
    const effects = effectsOf(screen.presenter);
    await screen.open();
    expect(screen.list.snapshot).toMatchObject({
      status: 'failed',
      message: MESSAGES.networkFailed,
      rows: [],
      total: 0,
    });
    expect(effects).toEqual([]);
  });

  it('stale: the opening answer, overtaken by a newer request, is dropped', async () => {
    const backend = await signedIn();
    const screen = make(backend);
    let shown = screen.list.snapshot;
    await answerNewerFirst(
      useCase,
      'execute' as never,
      () => screen.open(),
      () => screen.newer(),
      () => {
        shown = screen.list.snapshot;
      },
    );
    expect(screen.list.snapshot).toMatchObject({ status: 'ready', query: afterNewer.query, page: afterNewer.page });
    expect(screen.list.snapshot.rows).toEqual(shown.rows);
  });

  it('dispose drops an answer still out', async () => {
    const backend = await signedIn();
    const held = holdAnswers(useCase, 'execute' as never);
    const screen = make(backend);
    const opened = screen.open();
    await until(() => held.length === 1, 'the opening request');
    screen.presenter.dispose();
    await held[0]?.release();
    await opened;
    expect(screen.list.snapshot.status).toBe('loading');
  });
});
