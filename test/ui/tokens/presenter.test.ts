import { describe, expect, it } from 'vitest';
import { TokensPresenter } from '../../../src/ui/tokens/TokensPresenter';
import { signedIn } from '../../support/backends';
import { effectsOf, effectLine } from '../../support/presenters';

const setUp = async () => {
  const backend = await signedIn();
  const presenter = backend.container.get(TokensPresenter);
  const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
  return { backend, presenter, effects };
};

describe('tokens presenter', () => {
  it('the dialog: closed → form → issued (the plain token in memory only) → closed, the token gone', async () => {
    const { presenter, effects } = await setUp();
    await presenter.open();
    const dialogs: string[] = [];
    presenter.state$.subscribe((s) => dialogs.push(s.dialog));
    presenter.openIssueDialog();
    await presenter.issue({ applicationName: '会議室予約' });
    const shown = presenter.snapshot;
    expect(shown.dialog === 'issued' && shown.issued.token).toMatch(/^qct_/);
    expect(presenter.list.snapshot.rows.map((r) => r.applicationName)).toEqual([
      '会議室予約',
      '勤怠管理システム連携',
      '旧入退室システム',
    ]);
    presenter.closeIssued();
    expect(dialogs).toEqual(['closed', 'form', 'issued', 'closed']);
    expect(JSON.stringify(presenter.snapshot)).not.toContain('qct_');
    expect(effects).toEqual(['success:APIトークンを発行しました。']);
  });

  it('closing an uncopied token asks first (Esc, a click beside it, 閉じる): no keeps it on screen, yes drops it', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(TokensPresenter);
    let answer = false;
    const asked = effectsOf(presenter, {
      answer: () => answer,
      summarize: (e) =>
        e.kind === 'confirm'
          ? `${e.request.title}|${e.request.message}|${e.request.confirmLabel ?? ''}|${e.request.cancelLabel ?? ''}`
          : undefined,
    });
    presenter.openIssueDialog();
    await presenter.issue({ applicationName: '会議室予約' });
    expect(await presenter.requestCloseIssued()).toBe(false);
    expect(presenter.snapshot.dialog).toBe('issued');
    answer = true;
    expect(await presenter.requestCloseIssued()).toBe(true);
    expect(presenter.snapshot.dialog).toBe('closed');
    expect(asked).toEqual(
      Array(2).fill(
        'トークンをコピーせずに閉じますか？|このトークンは二度と表示できません。閉じる前に「トークンをコピー」でコピーし、安全な場所に保管してください。|コピーせずに閉じる|戻ってコピーする',
      ),
    );
  });

  it("a copied token (the button, or the manager's own copy of text holding all of it) closes without a question; a failed or partial copy still asks", async () => {
    const { presenter, effects } = await setUp();
    presenter.openIssueDialog();
    await presenter.issue({ applicationName: 'A' });
    presenter.copied(false);
    expect(presenter.snapshot).toMatchObject({ dialog: 'issued', taken: false });
    presenter.copied(true);
    expect(await presenter.requestCloseIssued()).toBe(true);
    presenter.openIssueDialog();
    await presenter.issue({ applicationName: 'B' });
    const shown = presenter.snapshot;
    const token = shown.dialog === 'issued' ? shown.issued.token : '';
    presenter.textCopied(token.slice(0, -1));
    expect(presenter.snapshot).toMatchObject({ dialog: 'issued', taken: false });
    presenter.textCopied(`アプリケーション：B\n${token}\n`);
    expect(await presenter.requestCloseIssued()).toBe(true);
    expect(presenter.snapshot.dialog).toBe('closed');
    expect(effects.filter((e) => e.startsWith('confirm:'))).toEqual([]);
  });

  it('a missing name stays in the form with its field message; one token for a double click', async () => {
    const { backend, presenter } = await setUp();
    presenter.openIssueDialog();
    expect(await presenter.issue({ applicationName: '' })).toEqual({
      applicationName: '「アプリケーション名」は必須です。入力してください。',
    });
    expect(presenter.snapshot.dialog).toBe('form');
    const before = backend.world.read((s) => s.apiTokens.length);
    await Promise.all([presenter.issue({ applicationName: 'A' }), presenter.issue({ applicationName: 'A' })]);
    expect(backend.world.read((s) => s.apiTokens.length)).toBe(before + 1);
  });

  it('revoking asks naming the application, then the row shows its revoke date', async () => {
    const { presenter, effects } = await setUp();
    await presenter.open();
    const active = presenter.list.snapshot.rows.find((r) => r.revokedAt === null);
    if (!active) throw new Error('an active token expected');
    await presenter.revoke(active);
    expect(effects).toEqual([
      'confirm:「勤怠管理システム連携」のAPIトークンを無効化しますか？',
      'success:APIトークンを無効化しました。',
    ]);
    expect(presenter.list.snapshot.rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('sorting loads page 1 in the chosen order, keeping the rows on screen meanwhile', async () => {
    const { presenter } = await setUp();
    await presenter.open();
    const seen: string[] = [];
    presenter.list.state$.subscribe((s) => seen.push(`${s.status}:${s.rows.length}:${s.query.sort}:${s.query.order}`));
    await presenter.sortBy('created_at:asc');
    expect(seen).toEqual(['ready:2:created_at:desc', 'loading:2:created_at:asc', 'ready:2:created_at:asc']);
    expect(presenter.list.snapshot.rows[0]?.applicationName).toBe('旧入退室システム');
  });
});
