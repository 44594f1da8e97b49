import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestPasswordReset } from '../../../src/application/account/RequestPasswordReset';
import { ResetPassword } from '../../../src/application/account/ResetPassword';
import { SaveAccountInfo } from '../../../src/application/account/SaveAccountInfo';
import { ACCOUNT_MESSAGES } from '../../../src/domain/account/messages';
import { ACCOUNT_SERVER_MESSAGES } from '../../../src/infrastructure/memory/account/server';
import { AccountInfoPresenter } from '../../../src/ui/account/AccountInfoPresenter';
import { ResetPasswordPresenter, ResetRequestPresenter } from '../../../src/ui/account/PasswordResetPresenters';
import type { SubmissionState } from '../../../src/ui/shared/submission';
import { memoryBackend, type Backend, signedIn } from '../../support/backends';
import { effectsOf, holdAnswers, recordStates, until } from '../../support/presenters';

// The three presenters of this file are one-form screens (FormPresenter): they have no load of their
// own (AccountInfoPresenter reads the record the route guard refreshed), so the four cases are
// success, failure, field messages, and, for "stale", a second submit while the first is out, which
// the submission guard drops before any request (a form cannot have an older answer overtaken).

afterEach(() => vi.restoreAllMocks());

const summary = (s: SubmissionState<unknown>): string => (s.status === 'failed' ? `failed:${s.message}` : s.status);
const networkDown = (backend: Backend) =>
  backend.world.write((s) => {
    s.dev.networkUp = false;
  });

describe('account info presenter', () => {
  it('me() is the signed-in manager of the stored record (no load of its own)', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AccountInfoPresenter);
    expect(presenter.me()).toMatchObject({ email: 'manager@example.jp' });
    expect(presenter.snapshot).toEqual({ status: 'idle' });
  });

  it('success: idle → submitting → done, 保存しました。 and the route read again; the record and the world hold the new name', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AccountInfoPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    expect(await presenter.submitName({ name: ' 新しい 名前 ' })).toBeUndefined();
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: '保存しました。' }, { kind: 'refresh-route' }]);
    expect(presenter.me()?.name).toBe('新しい 名前');
    expect(backend.world.read((s) => s.accounts.find((a) => a.email === 'manager@example.jp')?.name)).toBe(
      '新しい 名前',
    );
  });

  it('failure: submitting → failed with the spec sentence as an error toast; nothing refreshed', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AccountInfoPresenter);
    const before = presenter.me()?.name;
    networkDown(backend);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.submitName({ name: '保存されない名前' });
    expect(seen).toEqual(['idle', 'submitting', `failed:${ACCOUNT_MESSAGES.accountSaveFailed}`]);
    expect(ACCOUNT_MESSAGES.accountSaveFailed).toBe('アカウント情報を保存できませんでした。');
    expect(effects).toEqual([{ kind: 'toast', tone: 'error', message: 'アカウント情報を保存できませんでした。' }]);
    expect(presenter.me()?.name).toBe(before);
  });

  it('an empty name: the field message comes back for the form, the state stays idle, no toast', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AccountInfoPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    expect(await presenter.submitName({ name: '  ' })).toEqual({ name: '名前を入力してください。' });
    expect(seen).toEqual(['idle', 'submitting', 'idle']);
    expect(effects).toEqual([]);
  });

  it('stale case: a second save while the first is out sends nothing (one click = one request)', async () => {
    const backend = await signedIn();
    const held = holdAnswers(SaveAccountInfo.prototype, 'execute');
    const presenter = backend.container.get(AccountInfoPresenter);
    const effects = effectsOf(presenter);
    const first = presenter.submitName({ name: '一回目' });
    await until(() => held.length === 1, 'first save');
    expect(await presenter.submitName({ name: '二回目' })).toBeUndefined();
    expect(held).toHaveLength(1);
    expect(presenter.snapshot).toEqual({ status: 'submitting' });
    await held[0]?.release();
    await first;
    expect(presenter.snapshot.status).toBe('done');
    expect(presenter.me()?.name).toBe('一回目');
    expect(effects.filter((e) => e.kind === 'toast')).toHaveLength(1);
  });
});

describe('reset-request presenter', () => {
  it('success: idle → submitting → done and on to the mail-done page', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(ResetRequestPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.sendResetMail({ email: 'solo@example.jp' });
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([{ kind: 'navigate', to: '/password/mail-done/', replace: false }]);
  });

  it('failure: failed with the spec sentence for the page alert, no toast, no navigation', async () => {
    const backend = memoryBackend();
    networkDown(backend);
    const presenter = backend.container.get(ResetRequestPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.sendResetMail({ email: 'solo@example.jp' });
    expect(seen).toEqual([
      'idle',
      'submitting',
      'failed:リセットメールの送信に失敗しました。時間をおいて再度お試しください。',
    ]);
    expect(effects).toEqual([]);
  });

  it('a malformed address: the field message, state idle, nothing sent', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(ResetRequestPresenter);
    const mails = backend.world.read((s) => s.mails.length);
    expect(await presenter.sendResetMail({ email: 'not-an-address' })).toEqual({
      email: 'メールアドレスの形式が正しくありません。',
    });
    expect(presenter.snapshot).toEqual({ status: 'idle' });
    expect(backend.world.read((s) => s.mails.length)).toBe(mails);
  });

  it('stale case: a second send while the first is out sends nothing; one mail', async () => {
    const backend = memoryBackend();
    const held = holdAnswers(RequestPasswordReset.prototype, 'execute');
    const presenter = backend.container.get(ResetRequestPresenter);
    const effects = effectsOf(presenter);
    const first = presenter.sendResetMail({ email: 'solo@example.jp' });
    await until(() => held.length === 1, 'first send');
    await presenter.sendResetMail({ email: 'solo@example.jp' });
    expect(held).toHaveLength(1);
    await held[0]?.release();
    await first;
    expect(effects).toEqual([{ kind: 'navigate', to: '/password/mail-done/', replace: false }]);
    expect(
      backend.world.read(
        (s) => s.mails.filter((m) => m.to === 'solo@example.jp' && m.subject.includes('パスワード再設定')).length,
      ),
    ).toBe(1);
  });
});

describe('reset-password presenter', () => {
  const tokenOf = async (backend: Backend): Promise<string> => {
    await backend.container.get(RequestPasswordReset).execute({ email: 'solo@example.jp' });
    const href = backend.world.read(
      (s) =>
        s.mails.find((m) => m.to === 'solo@example.jp' && m.subject.includes('パスワード再設定'))?.links[0]?.href ?? '',
    );
    const token = /^\/password_reset\/([^/]+)\/$/.exec(href)?.[1];
    if (!token) throw new Error(`no reset link: ${href}`);
    return decodeURIComponent(token);
  };
  const form = { password: 'N3wPassword', confirmation: 'N3wPassword' };

  it('success: submitting → done, パスワードを変更しました and on to login, replacing the page', async () => {
    const backend = memoryBackend();
    const token = await tokenOf(backend);
    const presenter = backend.container.get(ResetPasswordPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.changePassword(token, form);
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([
      { kind: 'toast', tone: 'success', message: 'パスワードを変更しました' },
      { kind: 'navigate', to: '/login', replace: true },
    ]);
  });

  it('failure: an unknown token is refused with the server words as an error toast; the page stays', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(ResetPasswordPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.changePassword('no-such-token', form);
    expect(seen).toEqual(['idle', 'submitting', `failed:${ACCOUNT_SERVER_MESSAGES.resetTokenInvalid}`]);
    expect(effects).toEqual([
      { kind: 'toast', tone: 'error', message: 'このリンクは無効です。もう一度パスワード再設定をお申し込みください。' },
    ]);
  });

  it('a mismatched confirmation: the field message, state idle, no toast', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(ResetPasswordPresenter);
    const effects = effectsOf(presenter);
    expect(await presenter.changePassword('any', { password: 'N3wPassword', confirmation: 'N3wPassworx' })).toEqual({
      confirmation: 'パスワードが一致しません。',
    });
    expect(presenter.snapshot).toEqual({ status: 'idle' });
    expect(effects).toEqual([]);
  });

  it('stale case: a second submit while the first is out sends nothing (the token is single use)', async () => {
    const backend = memoryBackend();
    const token = await tokenOf(backend);
    const held = holdAnswers(ResetPassword.prototype, 'execute');
    const presenter = backend.container.get(ResetPasswordPresenter);
    const effects = effectsOf(presenter);
    const first = presenter.changePassword(token, form);
    await until(() => held.length === 1, 'first submit');
    await presenter.changePassword(token, form);
    expect(held).toHaveLength(1);
    await held[0]?.release();
    await first;
    // had the second gone out, the used token would have added an error toast
    expect(effects).toEqual([
      { kind: 'toast', tone: 'success', message: 'パスワードを変更しました' },
      { kind: 'navigate', to: '/login', replace: true },
    ]);
  });
});
