import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { expect, vi } from 'vitest';

import { PlanProvider } from '../../../src/ui/shared/PlanContext';
import { toaster } from '../../../src/ui/shared/toasters';
import { LeaveGuard } from '../../../src/ui/shared/LeaveGuard';
import { storedAuth, type Backend } from '../../support/backends';
import { renderRouter } from '../../support/views';

/** One mutating form of the console, as a manager reaches and fills it. */
export interface FormCase {
  /** The row of the table (docs/FORM-FAULTS.md). */
  readonly name: string;
  /** The route pattern and the path opened. */
  readonly route: string;
  readonly path: string;
  readonly page: () => Promise<{ default: ComponentType }>;
  /** Signed in as this manager first (undefined for a page outside the console). */
  readonly manager?: string;
  /** Opens the form once the page is there (a dialog's button), when it is not open at once. */
  readonly open?: () => Promise<void>;
  /**
   * The call's success is its status alone (the spec shows no body, docs/DECODING.md): a 200 with a body
   * the client cannot read is a success, not a failure.
   */
  readonly successByStatus?: boolean;
  /** What the page shows after a save, when it is neither a toast nor another page (the PIN's acceptance notice). */
  readonly savedSays?: string;
  /** What a 401 means on this call when it is not the expired session (guest creation: over the free tier, asked). */
  readonly unauthorizedMeans?: 'consent';
  /** Labels of fields that hold a secret (PIN digits): kept on screen, never in a draft. */
  readonly secretLabels?: ReadonlyArray<string>;
  /** Field label → what the manager types. */
  readonly typed: Readonly<Record<string, string>>;
}

/** The console's root route for tests: the page's outlet with the leave guard beside it, around `children`. */
export const guardedRoot = (children: RouteObject[]): RouteObject => ({
  path: '/',
  element: (
    <>
      <Outlet />
      <LeaveGuard />
    </>
  ),
  children,
});

/**
 * Mounts the page as the console does (a 'protected' route whose data is the auth record, the leave
 * guard beside it, the plan provider), on any backend.
 */
export const mountForm = async (backend: Backend, form: FormCase) => {
  if (form.manager) await backend.signIn(form.manager);
  const { default: Page } = await form.page();
  const router = createMemoryRouter(
    [
      guardedRoot([
        {
          id: 'protected',
          loader: () => storedAuth(backend),
          element: (
            <PlanProvider>
              <Outlet />
            </PlanProvider>
          ),
          children: [{ path: form.route, element: <Page /> }],
        },
        { path: '*', element: <p>別のページ</p> },
      ]),
    ],
    { initialEntries: [form.path] },
  );
  const view = renderRouter(router, { container: backend.container });
  await form.open?.();
  const first = Object.keys(form.typed)[0] ?? '';
  await screen.findByLabelText(first, {}, { timeout: 5000 });
  return { router, view };
};

export const fieldValue = (label: string): string => (screen.getByLabelText(label) as HTMLInputElement).value;

export const typeInto = async (typed: Readonly<Record<string, string>>) => {
  for (const [label, value] of Object.entries(typed)) {
    await act(async () => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    });
  }
};

/** The form's submit button (the one of the form holding the first typed field). */
export const submitButtonOf = (label: string): HTMLButtonElement => {
  const form = screen.getByLabelText(label).closest('form');
  const button = form?.querySelector('button[type="submit"]');
  if (!(button instanceof HTMLButtonElement)) throw new Error(`no submit button in the form of ${label}`);
  return button;
};

/**
 * Every message the page said: its alerts and the toasts asked of the toaster. The toasts are
 * recorded at the toaster (notify dedupes one message for 5 s across tests; each case moves Date.now on).
 */
let shift = 0;
export const recordMessages = () => {
  const toasts: string[] = [];
  const successes: string[] = [];
  vi.spyOn(toaster, 'create').mockImplementation((options) => {
    if (typeof options.description !== 'string') return '';
    if (options.type === 'success') successes.push(options.description);
    else toasts.push(options.description);
    return '';
  });
  const realNow = Date.now.bind(Date);
  // each case an hour after the last: notify's 5-second dedupe of one message never hides a case's toast
  shift += 60 * 60 * 1000;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
  return {
    /** Success toasts (a failure must raise none). */
    succeeded: (): string[] => successes,
    /** Error and info toasts, and the page's alerts. */
    said: (): string[] => [
      ...toasts,
      ...screen
        .queryAllByRole('alert')
        .map((el) => el.textContent?.trim() ?? '')
        .filter((t) => t !== ''),
    ],
  };
};

export const settled = (button: HTMLButtonElement) =>
  waitFor(() => expect(button.getAttribute('data-loading')).toBeNull(), { timeout: 5000 });
