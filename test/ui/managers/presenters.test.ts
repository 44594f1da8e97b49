import { describe, expect, it } from 'vitest';
import { DEMO_MANAGERS } from '../../../src/infrastructure/memory/managers/slice';
import { InvitationsPresenter } from '../../../src/ui/managers/InvitationsPresenter';
import { ManagerDetailPresenter, type ManagerDetailState } from '../../../src/ui/managers/ManagerDetailPresenter';
import { ManagerInvitePresenter } from '../../../src/ui/managers/ManagerInvitePresenter';
import { ManagersPresenter } from '../../../src/ui/managers/ManagersPresenter';
import { signedIn, storedAuth } from '../../support/backends';
import { effectsOf, effectLine } from '../../support/presenters';

describe('managers list presenter', () => {
  it('loading → ready with 4 rows; a search goes back to page 1 with the match only', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagersPresenter);
    const seen: string[] = [];
    presenter.list.state$.subscribe((s) => seen.push(`${s.status}:${s.rows.length}`));
    await presenter.open();
    await presenter.search('  伊藤 ');
    expect(seen).toEqual(['loading:0', 'ready:4', 'loading:0', 'ready:1']);
    expect(presenter.list.snapshot.query).toEqual({ name: '伊藤' });
  });
});

describe('manager detail presenter', () => {
  const statusOf = (s: ManagerDetailState) =>
    s.status === 'ready' ? `ready:${s.detail.isOwn ? 'own' : 'other'}` : s.status;

  it('removes another manager after the confirmation: toast and back to the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerDetailPresenter);
    const states: string[] = [];
    presenter.state$.subscribe((s) => states.push(statusOf(s)));
    const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open({ managerId: DEMO_MANAGERS.ito });
    expect(await presenter.remove()).toBe(true);
    expect(states).toEqual(['loading', 'loading', 'ready:other']);
    expect(effects).toEqual([
      'confirm:伊藤 美咲 さんを管理者から削除しますか？',
      'success:管理者を削除しました。',
      'navigate:/managers/',
    ]);
    expect(backend.world.read((s) => s.managers.some((m) => m.accountId === DEMO_MANAGERS.ito))).toBe(false);
  });

  it('a no at the confirmation removes nothing', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerDetailPresenter);
    const effects = effectsOf(presenter, { answer: false, summarize: effectLine });
    await presenter.open({ managerId: DEMO_MANAGERS.ito });
    expect(await presenter.remove()).toBe(false);
    expect(effects).toEqual(['confirm:伊藤 美咲 さんを管理者から削除しますか？']);
    expect(backend.world.read((s) => s.managers.some((m) => m.accountId === DEMO_MANAGERS.ito))).toBe(true);
  });

  it('the own record: ready (own) and remove does nothing, not even ask', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerDetailPresenter);
    const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open({ managerId: 1 });
    expect(statusOf(presenter.snapshot)).toBe('ready:own');
    expect(await presenter.remove()).toBe(false);
    expect(effects).toEqual([]);
    expect(storedAuth(backend)).not.toBeNull();
  });

  it('a failed removal shows the failure and stays on the page', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerDetailPresenter);
    const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open({ managerId: DEMO_MANAGERS.ito });
    backend.world.write((s) => {
      s.managers = s.managers.filter((m) => m.accountId !== DEMO_MANAGERS.ito);
    });
    await presenter.remove();
    expect(effects).toEqual([
      'confirm:伊藤 美咲 さんを管理者から削除しますか？',
      'error:管理者の削除に失敗しました。時間をおいて再度お試しください。',
    ]);
  });

  it('an answer overtaken by a newer load is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerDetailPresenter);
    const first = presenter.open({ managerId: DEMO_MANAGERS.ito });
    const second = presenter.open({ managerId: DEMO_MANAGERS.nakamura });
    await Promise.all([first, second]);
    expect(presenter.snapshot.status === 'ready' && presenter.snapshot.detail.manager.name).toBe('中村 さくら');
  });
});

describe('invite presenter', () => {
  it('idle → submitting → failed on 409, the message kept; then done with a toast and the invitations page', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerInvitePresenter);
    const states: string[] = [];
    presenter.state$.subscribe((s) => states.push(s.status === 'failed' ? `failed:${s.message}` : s.status));
    const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.invite({ email: 'watanabe.kenta@example.jp' });
    await presenter.invite({ email: 'fresh@example.jp' });
    expect(states).toEqual([
      'idle',
      'submitting',
      'failed:既に登録されているメールアドレスです。',
      'submitting',
      'done',
    ]);
    expect(effects).toEqual(['success:招待メールを送信しました。', 'navigate:/manager-invitations/']);
  });

  it('a double click sends one invitation', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerInvitePresenter);
    await Promise.all([
      presenter.invite({ email: 'twice@example.jp' }),
      presenter.invite({ email: 'twice@example.jp' }),
    ]);
    expect(backend.world.read((s) => s.managerInvitations.filter((i) => i.email === 'twice@example.jp').length)).toBe(
      1,
    );
  });

  it('field messages come back for final-form and the state stays idle', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(ManagerInvitePresenter);
    expect(await presenter.invite({ email: 'bad' })).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
    expect(presenter.snapshot).toEqual({ status: 'idle' });
  });
});

describe('invitations presenter', () => {
  it('resend: busy on that row, one request for two clicks, toast; delete after confirmation reloads the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(InvitationsPresenter);
    const effects = effectsOf(presenter, { answer: true, summarize: effectLine });
    await presenter.open();
    const [first, second] = presenter.list.snapshot.rows;
    if (!first || !second) throw new Error('two seeded invitations expected');
    const mails = backend.world.read((s) => s.mails.length);
    const busy: Array<string | null> = [];
    presenter.state$.subscribe((s) => busy.push(s.resending));
    await Promise.all([presenter.resend(second), presenter.resend(second)]);
    expect(backend.world.read((s) => s.mails.length)).toBe(mails + 1);
    expect(busy).toEqual([null, second.id, null]);
    await presenter.remove(first);
    expect(effects).toEqual([
      'success:招待メールを再送信しました。',
      `confirm:${first.email} への招待を削除しますか？`,
      'success:削除しました。',
    ]);
    expect(presenter.list.snapshot.rows.map((r) => r.email)).toEqual([second.email]);
  });
});
