// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { AppConfig } from '../../../src/application/ports/AppConfig';
import LoginPage from '../../../src/ui/session/LoginPage';
import { type LazyContainer } from '../../../src/ui/shared/di';
import { memoryBackend, storedAuth } from '../../support/backends';
import { renderRouter } from '../../support/views';

afterEach(cleanup);

const renderLogin = (lazy?: (container: LazyContainer) => LazyContainer) => {
  const backend = memoryBackend();
  const ready: LazyContainer = { current: backend.container, load: () => Promise.resolve(backend.container) };
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/home', element: <p>home</p> },
      { path: '/locks/:id/logs', element: <p>logs</p> },
    ],
    { initialEntries: ['/login?redirect=%2Flocks%2F3%2Flogs'] },
  );
  renderRouter(router, {
    container: lazy ? lazy(ready) : backend.container,
    config: backend.container.get<AppConfig>(AppConfig),
  });
  return { backend, router };
};

describe('the login form', () => {
  it('shows both required messages on an empty submit and sends nothing', async () => {
    const { backend } = renderLogin();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ログイン' })));
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください。')).toBeTruthy();
    expect(backend.world.read((s) => s.sessions)).toHaveLength(0);
  });

  it('signs in and goes to the page first asked for', async () => {
    const { backend, router } = renderLogin();
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'manager@example.jp' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'Passw0rd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ログイン' })));
    // the presenter (and its use case) is imported on first need: give the lazy import time on a loaded machine
    expect(await screen.findByText('logs', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/locks/3/logs');
    expect(storedAuth(backend)?.me.email).toBe('manager@example.jp');
  });

  it('renders before the container is built; a submit then waits for it with the button busy, and two clicks send one sign-in', async () => {
    let build: () => void = () => undefined;
    const { backend, router } = renderLogin((ready) => {
      // the container of the production build: built on first need (main.ts), here when the test says so
      let built = false;
      const gate = new Promise<void>((resolve) => (build = resolve));
      return {
        get current() {
          return built ? ready.current : null;
        },
        load: () =>
          gate.then(() => {
            built = true;
            return ready.load();
          }),
      };
    });
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'manager@example.jp' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'Passw0rd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ログイン' })));
    // waiting for the container: the button shows progress and takes no second click
    const busy = screen.getByRole('button', { name: 'ログイン中' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.submit(busy.closest('form') as HTMLFormElement));
    expect(backend.world.read((s) => s.sessions)).toHaveLength(0);
    await act(async () => build());
    expect(await screen.findByText('logs', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/locks/3/logs');
    expect(backend.world.read((s) => s.sessions)).toHaveLength(1);
  });

  it('when the console code does not load, the submit says so, keeps the input, and the next click loads again', async () => {
    let attempts = 0;
    const { backend, router } = renderLogin((ready) => ({
      get current() {
        return attempts > 1 ? ready.current : null;
      },
      // the first load fails (a chunk that did not arrive), the second succeeds
      load: () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : ready.load()),
    }));
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'manager@example.jp' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'Passw0rd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ログイン' })));
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
    );
    expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('manager@example.jp');
    expect(backend.world.read((s) => s.sessions)).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ログイン' })));
    expect(await screen.findByText('logs', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/locks/3/logs');
  });
});
