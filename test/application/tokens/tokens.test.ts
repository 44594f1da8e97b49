import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { IssueToken } from '../../../src/application/tokens/IssueToken';
import { ListTokens } from '../../../src/application/tokens/ListTokens';
import { RevokeToken } from '../../../src/application/tokens/RevokeToken';
import { BACKENDS, signedIn } from '../../support/backends';
import { failure, invalid, rightOf } from '../../support/outcomes';

describe.each(BACKENDS)('API tokens on the %s backend', (_name, makeBackend) => {
  it('lists newest first by default, and by the chosen column and order', async () => {
    const backend = await signedIn(makeBackend);
    const list = backend.container.get(ListTokens);
    const byCreated = rightOf(await list.execute({ page: 1, sort: 'created_at', order: 'desc' }));
    expect(byCreated.items.map((t) => t.applicationName)).toEqual(['勤怠管理システム連携', '旧入退室システム']);
    expect([byCreated.total, byCreated.page, byCreated.perPage]).toEqual([2, 1, 20]);
    await backend.container.get(IssueToken).execute({ applicationName: 'Zaiko' });
    const names = async (order: 'asc' | 'desc') => {
      const page = rightOf(await list.execute({ page: 1, sort: 'application_name', order }));
      return page.items.map((t) => t.applicationName);
    };
    // Japanese collation (ICU 'ja'): Latin before kana and kanji, kanji by reading
    expect(await names('asc')).toEqual(['Zaiko', '旧入退室システム', '勤怠管理システム連携']);
    expect(await names('desc')).toEqual(['勤怠管理システム連携', '旧入退室システム', 'Zaiko']);
    const byLastUse = rightOf(await list.execute({ page: 1, sort: 'last_used_at', order: 'asc' }));
    // never used sorts last whichever the order
    expect(byLastUse.items.map((t) => t.lastUsedAt === null)).toEqual([false, true, true]);
  });

  it('issuing answers the plain token once; the world keeps only its masked form', async () => {
    const backend = await signedIn(makeBackend);
    const issued = rightOf(await backend.container.get(IssueToken).execute({ applicationName: ' 会議室予約 ' }));
    const stored = JSON.stringify(backend.world.read((s) => s));
    expect(stored).not.toContain(issued.token);
    const record = backend.world.read((s) => s.apiTokens.find((t) => t.applicationName === '会議室予約'));
    expect(record?.maskedToken).toBe(`${issued.token.slice(0, 4)}••••••••••••${issued.token.slice(-4)}`);
    // valid for a year from issue (the fake server's choice: the spec shows expiresAt, not its length)
    expect(Date.parse(issued.expiresAt)).toBe(backend.clock.now().getTime() + 365 * 24 * 60 * 60 * 1000);
  });

  it('the application name is required and at most 50 characters, checked before the call', async () => {
    const backend = await signedIn(makeBackend);
    const count = backend.world.read((s) => s.apiTokens.length);
    expect(await backend.container.get(IssueToken).execute({ applicationName: '' })).toEqual(
      invalid('「アプリケーション名」は必須です。入力してください。'),
    );
    expect(await backend.container.get(IssueToken).execute({ applicationName: 'x'.repeat(51) })).toEqual(
      invalid('「アプリケーション名」は最大50文字です。'),
    );
    expect(backend.world.read((s) => s.apiTokens.length)).toBe(count);
  });

  it('a revoked token stays listed with its revoke date; revoking it again fails with our message', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(RevokeToken).execute(1)).toEqual(E.right(undefined));
    const list = rightOf(
      await backend.container.get(ListTokens).execute({ page: 1, sort: 'created_at', order: 'desc' }),
    );
    expect(list.items.map((t) => t.revokedAt === null)).toEqual([false, false]);
    expect(await backend.container.get(RevokeToken).execute(1)).toEqual(
      failure('Conflict', 'APIトークンを無効化できませんでした。時間をおいて再度お試しください。'),
    );
  });
});
