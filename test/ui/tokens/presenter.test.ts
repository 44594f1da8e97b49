import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../src/ui/shared/Effects';
import { TokensPresenter } from '../../../src/ui/tokens/TokensPresenter';
import { memoryBackend } from '../../support/backends';

const setUp = async () => {
  const backend = memoryBackend();
  await backend.signIn();
  const presenter = backend.container.get(TokensPresenter);
  const effects: string[] = [];
  presenter.effects.effects$.subscribe((e: Effect) => {
    if (e.kind === 'toast') effects.push(`${e.tone}:${e.message}`);
    if (e.kind === 'confirm') {
      effects.push(`confirm:${e.request.title}`);
      void e.answer(true);
    }
  });
  return { backend, presenter, effects };
};

describe('tokens presenter', () => {
  it('the dialog: closed → form → issued (the plain token in memory only) → closed, the token gone', async () => {
    const { presenter, effects } = await setUp();
    await presenter.start();
    const dialogs: string[] = [];
    presenter.state$.subscribe((s) => dialogs.push(s.dialog));
    presenter.openIssueDialog();
    await presenter.issue({ applicationName: '会議室予約' });
    const shown = presenter.snapshot;
    expect(shown.dialog === 'issued' && shown.issued.token).toMatch(/^qct_/);
    expect(presenter.list.snapshot.rows.map((r) => r.applicationName)).toEqual(['会議室予約', '勤怠管理システム連携', '旧入退室システム']);
    presenter.closeIssued();
    expect(dialogs).toEqual(['closed', 'form', 'issued', 'closed']);
    expect(JSON.stringify(presenter.snapshot)).not.toContain('qct_');
    expect(effects).toEqual(['success:APIトークンを発行しました。']);
  });

  it('a missing name stays in the form with its field message; one token for a double click', async () => {
    const { backend, presenter } = await setUp();
    presenter.openIssueDialog();
    expect(await presenter.issue({ applicationName: '' })).toEqual({ applicationName: '「アプリケーション名」は必須です。入力してください。' });
    expect(presenter.snapshot.dialog).toBe('form');
    const before = backend.world.read((s) => s.apiTokens.length);
    await Promise.all([presenter.issue({ applicationName: 'A' }), presenter.issue({ applicationName: 'A' })]);
    expect(backend.world.read((s) => s.apiTokens.length)).toBe(before + 1);
  });

  it('revoking asks naming the application, then the row shows its revoke date', async () => {
    const { presenter, effects } = await setUp();
    await presenter.start();
    const active = presenter.list.snapshot.rows.find((r) => r.revokedAt === null);
    if (!active) throw new Error('an active token expected');
    await presenter.revoke(active);
    expect(effects).toEqual(['confirm:「勤怠管理システム連携」のAPIトークンを無効化しますか？', 'success:APIトークンを無効化しました。']);
    expect(presenter.list.snapshot.rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('sorting loads page 1 in the chosen order, keeping the rows on screen meanwhile', async () => {
    const { presenter } = await setUp();
    await presenter.start();
    const seen: string[] = [];
    presenter.list.state$.subscribe((s) => seen.push(`${s.status}:${s.rows.length}:${s.query.sort}:${s.query.order}`));
    await presenter.sortBy('created_at:asc');
    expect(seen).toEqual(['ready:2:created_at:desc', 'loading:2:created_at:asc', 'ready:2:created_at:asc']);
    expect(presenter.list.snapshot.rows[0]?.applicationName).toBe('旧入退室システム');
  });
});
