// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/shell/App';
import { memoryBackend } from '../../support/backends';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed on purpose');
}

describe('a render error anywhere', () => {
  it('shows the system error page (never a blank screen) and reports the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = memoryBackend();
    const router = createMemoryRouter([{ path: '/', element: <p>ok</p> }]);
    render(<App container={backend.container} router={router} overlay={<Broken />} />);
    // the console renders once the Chakra system is built, in a task after the first commit (App.tsx)
    expect(
      await screen.findByRole('heading', { name: 'システムエラーが発生しました' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe('/login');
    await vi.waitFor(() =>
      expect(backend.world.read((s) => s.errorReports[0]?.errorJson)).toMatchObject({
        message: 'render failed on purpose',
      }),
    );
  });
});
