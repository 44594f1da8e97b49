import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../src/domain/session/messages';
import { LoginPresenter } from '../../../src/ui/session/LoginPresenter';
import { memoryBackend } from '../../support/backends';
import { effectsOf, recordStates } from '../../support/presenters';

const loginPresenter = () => {
  const backend = memoryBackend();
  const presenter = backend.container.get(LoginPresenter);
  return {
    backend,
    presenter,
    effects: effectsOf(presenter),
    sent: recordStates(presenter.submission, (s) => s.status),
  };
};

describe('LoginPresenter', () => {
  it('goes idle → submitting → done, then to the requested page, replacing /login', async () => {
    const { presenter, effects, sent } = loginPresenter();
    await presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, '/locks/3/logs');
    expect(sent).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([{ kind: 'navigate', to: '/locks/3/logs', replace: true }]);
  });

  it('never sends the manager to another site after login', async () => {
    const { presenter, effects } = loginPresenter();
    await presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, '//evil.example/phish');
    expect(effects).toEqual([{ kind: 'navigate', to: '/home', replace: true }]);
  });

  it('a manager in no organization goes to /empty whatever was asked', async () => {
    const { presenter, effects } = loginPresenter();
    await presenter.submitLogin({ email: 'nobody@example.jp', password: 'Passw0rd' }, '/groups/');
    expect(effects).toEqual([{ kind: 'navigate', to: '/empty', replace: true }]);
  });

  it('a failure ends in failed with the message, ready for another try, and goes nowhere', async () => {
    const { presenter, effects, sent } = loginPresenter();
    await presenter.submitLogin({ email: 'manager@example.jp', password: 'nope' }, null);
    expect(sent).toEqual(['idle', 'submitting', 'failed']);
    expect(presenter.submission.snapshot).toMatchObject({ status: 'failed', message: SESSION_MESSAGES.loginFailed });
    expect(effects).toEqual([]);
  });

  it('a second submit while one is running sends nothing more', async () => {
    const { backend, presenter, effects } = loginPresenter();
    await Promise.all([
      presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, null),
      presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, null),
    ]);
    expect(backend.world.read((s) => s.sessions.length)).toBe(1);
    expect(effects).toEqual([{ kind: 'navigate', to: '/home', replace: true }]);
  });

  it('shows the first news item of the feed', async () => {
    const { presenter } = loginPresenter();
    await presenter.open();
    expect(presenter.snapshot.news?.title).toBe('年末年始のサポート窓口について');
  });
});
