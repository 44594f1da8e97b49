import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkLockAppAccount } from '../../../src/application/linking/LinkLockAppAccount';
import { RequestLinkingCode } from '../../../src/application/linking/RequestLinkingCode';
import { CodeRequestPresenter, ConnectionPresenter } from '../../../src/ui/linking/LinkingPresenters';
import type { SubmissionState } from '../../../src/ui/shared/submission';
import { memoryBackend, type Backend } from '../../support/backends';
import { effectsOf, holdAnswers, recordStates, until } from '../../support/presenters';

// Both presenters are one-form screens (no load): their cases are success, failure, field messages, and,
// for "stale", a second submit while the first is out, which sends nothing (the submission guard).
// The disconnection presenter is tested in test/ui/account/presenters.test.ts.

afterEach(() => vi.restoreAllMocks());

const summary = (s: SubmissionState<unknown>): string => (s.status === 'failed' ? `failed:${s.message}` : s.status);
const networkDown = (backend: Backend) =>
  backend.world.write((s) => {
    s.dev.networkUp = false;
  });
const codeOf = (backend: Backend, to: string): string => {
  const href = backend.world.read((s) =>
    s.mails
      .flatMap((m) => (m.to === to ? m.links.map((l) => l.href) : []))
      .find((h) => h.startsWith('/account_connection/connection?')),
  );
  const code = href ? new URL(href, 'http://console').searchParams.get('secret') : null;
  if (!code) throw new Error(`no connection link for ${to}`);
  return code;
};

describe('code request presenter (connection-code and disconnection-code pages)', () => {
  it('success: idle → submitting → done, and the done page of the kind asked for', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(CodeRequestPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.issueCode('disconnection', { email: 'app-user@example.jp' });
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([
      { kind: 'navigate', to: '/account_connection/connection-code/done?kind=disconnection', replace: false },
    ]);
  });

  it('failure: failed with the sentence for the page alert; no toast, no navigation', async () => {
    const backend = memoryBackend();
    networkDown(backend);
    const presenter = backend.container.get(CodeRequestPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.issueCode('connection', { email: 'guest.tanaka@example.jp' });
    expect(seen).toEqual(['idle', 'submitting', 'failed:コードの送信に失敗しました。時間をおいて再度お試しください。']);
    expect(effects).toEqual([]);
  });

  it('an empty address: the field message, idle, nothing sent', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(CodeRequestPresenter);
    expect(await presenter.issueCode('connection', { email: '' })).toEqual({
      email: 'メールアドレスを入力してください。',
    });
    expect(presenter.snapshot).toEqual({ status: 'idle' });
    expect(backend.world.read((s) => s.linkingCodes.length)).toBe(0);
  });

  it('stale case: a second click while the first is out sends no second code', async () => {
    const backend = memoryBackend();
    const held = holdAnswers(RequestLinkingCode.prototype, 'execute');
    const presenter = backend.container.get(CodeRequestPresenter);
    const first = presenter.issueCode('connection', { email: 'guest.tanaka@example.jp' });
    await until(() => held.length === 1, 'first request');
    await presenter.issueCode('connection', { email: 'guest.tanaka@example.jp' });
    expect(held).toHaveLength(1);
    await held[0]?.release();
    await first;
    expect(backend.world.read((s) => s.linkingCodes.length)).toBe(1);
  });
});

describe('connection presenter (linking with the mailed code)', () => {
  const signedCode = async (backend: Backend) => {
    await backend.container.get(RequestLinkingCode).execute('connection', { email: 'guest.tanaka@example.jp' });
    return codeOf(backend, 'guest.tanaka@example.jp');
  };

  it('success: submitting → done and on to the connection-done page', async () => {
    const backend = memoryBackend();
    const code = await signedCode(backend);
    const presenter = backend.container.get(ConnectionPresenter);
    const seen = recordStates(presenter, summary);
    const effects = effectsOf(presenter);
    await presenter.link({ code, email: 'app-user@example.jp', password: 'Passw0rd' });
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([{ kind: 'navigate', to: '/account_connection/connection/done', replace: false }]);
  });

  it('failure: the one linking-failure sentence as an error toast; the state keeps it for the page', async () => {
    const backend = memoryBackend();
    const code = await signedCode(backend);
    const presenter = backend.container.get(ConnectionPresenter);
    const effects = effectsOf(presenter);
    await presenter.link({ code, email: 'app-user@example.jp', password: 'wrong' });
    expect(summary(presenter.snapshot)).toBe('failed:メールアドレスかパスワード、あるいは確認コードが間違っています。');
    expect(effects).toEqual([
      { kind: 'toast', tone: 'error', message: 'メールアドレスかパスワード、あるいは確認コードが間違っています。' },
    ]);
  });

  it('an ill-formed code: the field message, idle, no toast', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(ConnectionPresenter);
    const effects = effectsOf(presenter);
    expect(await presenter.link({ code: 'AB3', email: 'app-user@example.jp', password: 'Passw0rd' })).toEqual({
      code: '確認コードを入力してください。',
    });
    expect(presenter.snapshot).toEqual({ status: 'idle' });
    expect(effects).toEqual([]);
  });

  it('stale case: a second submit while the first is out sends nothing (the code is single use)', async () => {
    const backend = memoryBackend();
    const code = await signedCode(backend);
    const held = holdAnswers(LinkLockAppAccount.prototype, 'execute');
    const presenter = backend.container.get(ConnectionPresenter);
    const effects = effectsOf(presenter);
    const first = presenter.link({ code, email: 'app-user@example.jp', password: 'Passw0rd' });
    await until(() => held.length === 1, 'first link');
    await presenter.link({ code, email: 'app-user@example.jp', password: 'Passw0rd' });
    expect(held).toHaveLength(1);
    await held[0]?.release();
    await first;
    // had the second gone out, the used code would have added the failure toast
    expect(effects).toEqual([{ kind: 'navigate', to: '/account_connection/connection/done', replace: false }]);
  });
});
