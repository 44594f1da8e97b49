import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { NewsFeed } from '../../../src/application/ports/NewsFeed';
import { LoadLatestNews } from '../../../src/application/session/LoadLatestNews';
import { LoadSignedInManager } from '../../../src/application/session/LoadSignedInManager';
import { Logout } from '../../../src/application/session/Logout';
import { DEMO_NEWS } from '../../../src/infrastructure/memory/world/platformSeed';
import { BACKENDS, storedAuth } from '../../support/backends';

describe.each(BACKENDS)('LoadSignedInManager and LoadLatestNews on the %s backend', (name, makeBackend) => {
  it('LoadSignedInManager: the manager this tab keeps, null before sign-in and after logout', async () => {
    const backend = makeBackend();
    const manager = backend.container.get(LoadSignedInManager);
    expect(manager.execute()).toBeNull();
    await backend.signIn();
    expect(manager.execute()).toEqual(storedAuth(backend)?.me);
    expect(manager.execute()?.email).toBe('manager@example.jp');
    await backend.container.get(Logout).execute();
    expect(manager.execute()).toBeNull();
  });

  it('LoadLatestNews: the demo item in memory mode; no feed configured over HTTP is no banner', async () => {
    const backend = makeBackend();
    const news = await backend.container.get(LoadLatestNews).execute();
    // the test configuration names no feed: the HTTP adapter asks nothing and answers no item
    expect(news).toEqual(name === 'memory' ? DEMO_NEWS[0] : null);
  });

  it('LoadLatestNews: the abstract is cut at 120 characters (account-billing-signup §9), a shorter one is whole', async () => {
    const backend = makeBackend();
    const content = '入退室'.repeat(41); // 123 characters
    const feed: NewsFeed = { latest: () => Promise.resolve(E.right({ title: 'お知らせ', content, link: '' })) };
    backend.container.rebind<NewsFeed>(NewsFeed).toConstantValue(feed);
    const news = await backend.container.get(LoadLatestNews).execute();
    expect(news).toEqual({ title: 'お知らせ', content: `${'入退室'.repeat(40)}…`, link: '' });
    const short: NewsFeed = {
      latest: () => Promise.resolve(E.right({ title: 'お知らせ', content: '短い本文', link: '' })),
    };
    backend.container.rebind<NewsFeed>(NewsFeed).toConstantValue(short);
    expect((await backend.container.get(LoadLatestNews).execute())?.content).toBe('短い本文');
  });
});
