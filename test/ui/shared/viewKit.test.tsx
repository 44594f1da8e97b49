// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planAllows } from '../../../src/domain/shared/plan';

import { PlanProvider } from '../../../src/ui/shared/PlanContext';
import { Effects } from '../../../src/ui/shared/Effects';
import { PlanGate } from '../../../src/ui/shared/PlanGate';
import { usePresenterEffects } from '../../../src/ui/shared/usePresenterEffects';
import { memoryBackend, type Backend, signedIn } from '../../support/backends';
import { renderRouter } from '../../support/views';

afterEach(cleanup);

const mount = (backend: Backend, element: ReactNode, extra: Array<{ path: string; element: ReactNode }> = []) => {
  const router = createMemoryRouter([{ path: '/here', element }, ...extra], { initialEntries: ['/here'] });
  renderRouter(router, { container: backend.container });
  return router;
};

describe('PlanGate', () => {
  it('shows the children when the plan allows', async () => {
    const backend = await signedIn(memoryBackend, 'manager@example.jp');
    mount(
      backend,
      <PlanProvider>
        <PlanGate allows={(p) => planAllows(p, 'guestCsvRegistration')} message="使えません">
          <p>CSV登録</p>
        </PlanGate>
      </PlanProvider>,
    );
    expect(await screen.findByText('CSV登録')).toBeTruthy();
    expect(screen.queryByText('使えません')).toBeNull();
  });

  it('shows the plan notice instead when the plan denies', async () => {
    const backend = await signedIn(memoryBackend, 'manager@example.jp');
    mount(
      backend,
      <PlanProvider>
        <PlanGate allows={() => false} message="ご利用のプランではこの機能はお使いいただけません。">
          <p>CSV登録</p>
        </PlanGate>
      </PlanProvider>,
    );
    expect((await screen.findByTestId('plan-notice')).textContent).toContain(
      'ご利用のプランではこの機能はお使いいただけません。',
    );
    expect(screen.queryByText('CSV登録')).toBeNull();
  });
});

function EffectsHost({ presenter }: { presenter: { readonly effects: Effects } }) {
  const effects = usePresenterEffects(presenter);
  return (
    <>
      <p>here</p>
      {effects}
    </>
  );
}

describe('usePresenterEffects', () => {
  it('navigates where the presenter says, even when it said so before the view subscribed', async () => {
    const backend = memoryBackend();
    const presenter = { effects: new Effects() };
    presenter.effects.navigate('/there', { replace: true });
    const router = mount(backend, <EffectsHost presenter={presenter} />, [{ path: '/there', element: <p>there</p> }]);
    expect(await screen.findByText('there')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/there');
  });

  it('reload: loads the path afresh through the browser, not the router', async () => {
    const backend = memoryBackend();
    const presenter = { effects: new Effects() };
    const loaded: string[] = [];
    vi.stubGlobal('location', { ...window.location, assign: (to: string) => void loaded.push(to) });
    try {
      const router = mount(backend, <EffectsHost presenter={presenter} />);
      await screen.findByText('here');
      act(() => presenter.effects.reload('/home'));
      expect(loaded).toEqual(['/home']);
      expect(router.state.location.pathname).toBe('/here');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens the confirm dialog, keeps it busy while the action runs, and closes it after', async () => {
    const backend = memoryBackend();
    const presenter = { effects: new Effects() };
    mount(backend, <EffectsHost presenter={presenter} />);
    await screen.findByText('here');
    let release: () => void = () => undefined;
    const ran: string[] = [];
    let answered: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answered = presenter.effects.confirm(
        { title: '利用者を削除します', message: '削除しますか？', confirmLabel: '削除する', destructive: true },
        () =>
          new Promise<void>((resolve) => {
            ran.push('delete');
            release = resolve;
          }),
      );
    });
    expect(await screen.findByText('削除しますか？')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: '削除する' });
    await act(async () => fireEvent.click(confirm));
    // a second click while the action runs is not a second action
    await act(async () => fireEvent.click(confirm));
    expect(screen.getByText('削除しますか？')).toBeTruthy();
    expect(ran).toEqual(['delete']);
    await act(async () => release());
    expect(await answered).toBe(true);
    expect(screen.queryByText('削除しますか？')).toBeNull();
  });
});
