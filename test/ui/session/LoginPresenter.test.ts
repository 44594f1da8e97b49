import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../src/domain/session/messages';
import { LoginPresenter, type LoginState } from '../../../src/ui/session/LoginPresenter';
import { memoryBackend } from '../../support/backends';

const record = (presenter: LoginPresenter): LoginState[] => {
  const states: LoginState[] = [];
  presenter.state$.subscribe((s) => states.push(s));
  return states;
};

describe('LoginPresenter', () => {
  it('goes idle → submitting → signed-in with the requested page as destination', async () => {
    const presenter = memoryBackend().container.get(LoginPresenter);
    const states = record(presenter);
    await presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, '/locks/3/logs');
    expect(states.map((s) => s.status)).toEqual(['idle', 'submitting', 'signed-in']);
    expect(presenter.snapshot.destination).toBe('/locks/3/logs');
  });

  it('never sends the manager to another site after login', async () => {
    const presenter = memoryBackend().container.get(LoginPresenter);
    await presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, '//evil.example/phish');
    expect(presenter.snapshot.destination).toBe('/home');
  });

  it('a manager in no organization goes to /empty whatever was asked', async () => {
    const presenter = memoryBackend().container.get(LoginPresenter);
    await presenter.submitLogin({ email: 'nobody@example.jp', password: 'Passw0rd' }, '/groups/');
    expect(presenter.snapshot.destination).toBe('/empty');
  });

  it('a failure ends in failed with the message, ready for another try', async () => {
    const presenter = memoryBackend().container.get(LoginPresenter);
    const states = record(presenter);
    await presenter.submitLogin({ email: 'manager@example.jp', password: 'nope' }, null);
    expect(states.map((s) => s.status)).toEqual(['idle', 'submitting', 'failed']);
    expect(presenter.snapshot.message).toBe(SESSION_MESSAGES.loginFailed);
  });

  it('a second submit while one is running sends nothing more', async () => {
    const backend = memoryBackend();
    const presenter = backend.container.get(LoginPresenter);
    await Promise.all([
      presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, null),
      presenter.submitLogin({ email: 'manager@example.jp', password: 'Passw0rd' }, null),
    ]);
    expect(backend.world.read((s) => s.sessions.length)).toBe(1);
  });

  it('shows the first news item of the feed', async () => {
    const presenter = memoryBackend().container.get(LoginPresenter);
    await presenter.loadNews();
    expect(presenter.snapshot.news?.title).toBe('年末年始のサポート窓口について');
  });
});
