// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Notify = typeof import('../../../src/ui/shared/notify');
type AppToasterModule = typeof import('../../../src/ui/shell/toaster');
type Toasters = typeof import('../../../src/ui/shared/toasters');
let notifyError: Notify['notifyError'];
let notifyShellError: Notify['notifyShellError'];
let AppToaster: AppToasterModule['default'];
let shellToaster: Toasters['shellToaster'];
let toaster: Toasters['toaster'];

// the toasters and notify's 'same text not twice within its duration' are module state, and the suite shares modules
// between files (isolate: false): this file takes its own copies of both, so no toast of another file is in them
beforeEach(async () => {
  vi.resetModules();
  ({ notifyError, notifyShellError } = await import('../../../src/ui/shared/notify'));
  ({ default: AppToaster } = await import('../../../src/ui/shell/toaster'));
  ({ shellToaster, toaster } = await import('../../../src/ui/shared/toasters'));
});
afterEach(cleanup);

describe('toasts (account-billing-signup §9)', () => {
  it('client shell: 3000 ms, one at a time, top centre, no icon, no close button; main app: 5000 ms', async () => {
    render(<AppToaster />);
    expect({
      duration: shellToaster.attrs.duration,
      max: shellToaster.attrs.max,
      placement: shellToaster.attrs.placement,
    }).toEqual({ duration: 3000, max: 1, placement: 'top' });
    expect(toaster.attrs.duration).toBe(5000);

    notifyShellError('認証に失敗しました。再度ログインしてください。');
    notifyShellError('サーバーとの通信に失敗しました。時間をおいて再度お試しください。');
    notifyError('削除に失敗しました。');

    const shell = await screen.findByText('認証に失敗しました。再度ログインしてください。');
    const shellToast = shell.closest('[data-testid="toast"]');
    if (!(shellToast instanceof HTMLElement)) throw new Error('no shell toast');
    // one at a time: the second waits for the first to go
    expect(screen.queryByText('サーバーとの通信に失敗しました。時間をおいて再度お試しください。')).toBeNull();
    expect(shellToaster.getVisibleToasts().map((t) => [t.description, t.duration])).toEqual([
      ['認証に失敗しました。再度ログインしてください。', 3000],
    ]);
    expect(within(shellToast).queryByRole('button')).toBeNull();
    expect(shellToast.querySelector('svg')).toBeNull();

    const main = (await screen.findByText('削除に失敗しました。')).closest('[data-testid="toast"]');
    if (!(main instanceof HTMLElement)) throw new Error('no main toast');
    expect(within(main).getByRole('button', { name: '閉じる' })).toBeTruthy();
    expect(toaster.getVisibleToasts().map((t) => [t.description, t.duration])).toEqual([
      ['削除に失敗しました。', 5000],
    ]);
  });
});
