// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { createMemoryRouter, Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormDraftStore } from '../../../src/application/ports/FormDraftStore';

import { ConsoleForm } from '../../../src/ui/shared/ConsoleForm';
import { TextField } from '../../../src/ui/shared/FormField';
import { LEAVE_QUESTION } from '../../../src/ui/shared/LeaveGuard';
import { unsavedChanges } from '../../../src/ui/shared/unsavedChanges';
import { memoryBackend, storedAuth, type Backend } from '../../support/backends';
import { MemoryStorage } from '../../support/MemoryStorage';
import { fieldValue, guardedRoot, mountForm, recordMessages, typeInto } from './formHarness';
import { renderRouter } from '../../support/views';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GUEST_EDIT = {
  name: '利用者の編集',
  route: '/guests/:guest_id',
  path: '/guests/2',
  page: () => import('../../../src/ui/guests/GuestDetailPage'),
  manager: 'manager@example.jp',
  typed: { 名前: '鈴木 美咲（新しい名前）' },
} as const;

const networkDown = (backend: Backend) =>
  backend.world.write((s) => {
    s.dev.networkUp = false;
  });

describe('the guest edit form (it once snapped back to the old name)', () => {
  it('keeps the typed name after a failed save', async () => {
    const backend = memoryBackend();
    const messages = recordMessages();
    await mountForm(backend, GUEST_EDIT);
    const before = fieldValue('名前');
    await typeInto(GUEST_EDIT.typed);
    networkDown(backend);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存する' })));
    await waitFor(() =>
      expect(messages.said()).toContain('サーバーとの通信に失敗しました。時間をおいて再度お試しください。'),
    );
    expect(fieldValue('名前')).toBe('鈴木 美咲（新しい名前）');
    expect(before).not.toBe('鈴木 美咲（新しい名前）');
    expect(backend.world.read((s) => s.guests.find((g) => g.id === 2)?.name)).toBe(before);
  });

  it('keeps the typed name while the delete confirmation opens and after it is cancelled', async () => {
    const backend = memoryBackend();
    await mountForm(backend, GUEST_EDIT);
    await typeInto(GUEST_EDIT.typed);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'この利用者を削除' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(fieldValue('名前')).toBe('鈴木 美咲（新しい名前）');
    await act(async () => fireEvent.click(within(dialog, 'キャンセル')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fieldValue('名前')).toBe('鈴木 美咲（新しい名前）');
  });

  it('after a successful save the form holds the saved name and nothing counts as unsaved', async () => {
    const backend = memoryBackend();
    await mountForm(backend, GUEST_EDIT);
    await typeInto(GUEST_EDIT.typed);
    expect(unsavedChanges.any()).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存する' })));
    await waitFor(() =>
      expect(backend.world.read((s) => s.guests.find((g) => g.id === 2)?.name)).toBe('鈴木 美咲（新しい名前）'),
    );
    await waitFor(() => expect(unsavedChanges.any()).toBe(false));
    expect(fieldValue('名前')).toBe('鈴木 美咲（新しい名前）');
  });

  it('opened again on the same route in the same organization, it restores the draft (what a 401 left)', async () => {
    const backend = memoryBackend();
    const first = await mountForm(backend, GUEST_EDIT);
    await typeInto(GUEST_EDIT.typed);
    first.view.unmount();
    const drafts = backend.container.get<FormDraftStore>(FormDraftStore);
    expect(
      drafts.load({
        managerId: storedAuth(backend)?.me.id ?? null,
        organizationId: storedAuth(backend)?.currentOrganization?.id ?? null,
        path: '/guests/2',
        formId: 'guest-edit',
      }),
    ).toMatchObject({ typed: { name: '鈴木 美咲（新しい名前）' }, base: { name: '鈴木 美咲' } });
    await mountForm(backend, { ...GUEST_EDIT, manager: undefined });
    await waitFor(() => expect(fieldValue('名前')).toBe('鈴木 美咲（新しい名前）'));
    // restored input is unsaved input
    expect(unsavedChanges.any()).toBe(true);
  });
});

const within = (dialog: HTMLElement, name: string): HTMLElement => {
  const button = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!button) throw new Error(`no ${name} button`);
  return button;
};

/** A page that rebuilds its initial values on every render, as most pages did. */
function Rebuilding({ onSubmit }: { onSubmit: () => Promise<Record<string, string> | undefined> }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        再描画（{renders}）
      </button>
      <ConsoleForm<{ name: string; tags: string[] }>
        draft={{ id: 'rebuilding' }}
        initialValues={{ name: '元の名前', tags: ['a'] }}
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="name" label="名前" />
            <button type="submit">保存する</button>
          </form>
        )}
      />
      <Link to="/elsewhere">別の画面へ</Link>
    </>
  );
}

const mountRebuilding = (backend: Backend, onSubmit: () => Promise<Record<string, string> | undefined>) => {
  const router = createMemoryRouter(
    [
      guardedRoot([
        { path: 'here', element: <Rebuilding onSubmit={onSubmit} /> },
        { path: 'elsewhere', element: <p>別の画面</p> },
      ]),
    ],
    { initialEntries: ['/here'] },
  );
  renderRouter(router, { container: backend.container });
  return router;
};

describe('ConsoleForm, the one form of the console', () => {
  it('a new initialValues object of the same content on every render does not reset the input', async () => {
    const router = mountRebuilding(memoryBackend(), async () => ({ [FORM_ERROR]: '保存できませんでした。' }));
    await screen.findByLabelText('名前');
    await typeInto({ 名前: '打ちかけの名前' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /再描画/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /再描画/ })));
    expect(fieldValue('名前')).toBe('打ちかけの名前');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存する' })));
    expect(fieldValue('名前')).toBe('打ちかけの名前');
    expect(router.state.location.pathname).toBe('/here');
  });

  it('a link away from unsaved input asks in the console words; stay keeps it; leave drops the draft', async () => {
    const backend = memoryBackend();
    const router = mountRebuilding(backend, async () => ({ [FORM_ERROR]: '保存できませんでした。' }));
    await screen.findByLabelText('名前');
    await typeInto({ 名前: '打ちかけの名前' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '別の画面へ' })));
    expect(await screen.findByText(LEAVE_QUESTION.message)).toBeTruthy();
    expect(LEAVE_QUESTION.title).toBe('保存されていない変更があります');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: LEAVE_QUESTION.cancelLabel })));
    expect(router.state.location.pathname).toBe('/here');
    expect(fieldValue('名前')).toBe('打ちかけの名前');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '別の画面へ' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: LEAVE_QUESTION.confirmLabel })));
    await screen.findByText('別の画面');
    expect(
      backend.container
        .get<FormDraftStore>(FormDraftStore)
        .load({ managerId: null, organizationId: null, path: '/here', formId: 'rebuilding' }),
    ).toBeNull();
  });

  it('after a successful save a link does not ask, and a navigation with skipLeaveGuard never asks', async () => {
    const router = mountRebuilding(memoryBackend(), async () => undefined);
    await screen.findByLabelText('名前');
    await typeInto({ 名前: '保存する名前' });
    await act(async () => router.navigate('/elsewhere', { state: { skipLeaveGuard: true } }));
    await screen.findByText('別の画面');
    await act(async () => router.navigate('/here'));
    await typeInto({ 名前: '保存する名前（2）' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存する' })));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '別の画面へ' })));
    await screen.findByText('別の画面');
    expect(screen.queryByText(LEAVE_QUESTION.message)).toBeNull();
  });

  it('the organization switch (a leave that is no navigation) asks too, and a no keeps the input', async () => {
    mountRebuilding(memoryBackend(), async () => undefined);
    await screen.findByLabelText('名前');
    expect(await unsavedChanges.confirmLeave()).toBe(true);
    await typeInto({ 名前: '打ちかけ' });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = unsavedChanges.confirmLeave();
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: LEAVE_QUESTION.cancelLabel })));
    expect(await answer).toBe(false);
    expect(fieldValue('名前')).toBe('打ちかけ');
  });
});

describe('the group detail: its settings tab is a leave too', () => {
  it('switching from settings with unsaved input asks first; stay keeps the tab and the input', async () => {
    const backend = memoryBackend();
    await mountForm(backend, {
      name: '鍵グループの設定',
      route: '/groups/:id',
      path: '/groups/3',
      page: () => import('../../../src/ui/groups/GroupDetailPage'),
      manager: 'manager@example.jp',
      typed: { グループ名: '名前を変えかけ' },
    });
    await typeInto({ グループ名: '名前を変えかけ' });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '連携済みの利用者' })));
    expect(await screen.findByText(LEAVE_QUESTION.message)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: LEAVE_QUESTION.cancelLabel })));
    await waitFor(() => expect(screen.queryByText(LEAVE_QUESTION.message)).toBeNull());
    expect(screen.getByRole('tab', { name: 'グループ設定' }).getAttribute('aria-selected')).toBe('true');
    expect(fieldValue('グループ名')).toBe('名前を変えかけ');
  });
});

/** A card form whose presenter clears it by counting (restartOn), beside an element that must survive the clear. */
function Restarting() {
  const [cleared, setCleared] = useState(0);
  const [renders, setRenders] = useState(0);
  return (
    <ConsoleForm<{ holderName: string }>
      draft={false}
      initialValues={{ holderName: '' }}
      restartOn={cleared}
      onSubmit={() => undefined}
      render={() => (
        <form noValidate>
          <TextField name="holderName" label="カード名義" />
          <div data-testid="provider-frame" />
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            再描画（{renders}）
          </button>
          <button type="button" onClick={() => setCleared((n) => n + 1)}>
            失敗した
          </button>
        </form>
      )}
    />
  );
}

describe('ConsoleForm restartOn: how a presenter clears a form', () => {
  it('a new count empties the input and keeps the elements mounted; a re-render with the same count keeps the input', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Restarting /> }]);
    renderRouter(router, { container: memoryBackend().container });
    await screen.findByLabelText('カード名義');
    const frame = screen.getByTestId('provider-frame');
    await typeInto({ カード名義: 'TARO YAMADA' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /再描画/ })));
    expect(fieldValue('カード名義')).toBe('TARO YAMADA');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '失敗した' })));
    expect(fieldValue('カード名義')).toBe('');
    expect(screen.getByTestId('provider-frame')).toBe(frame);
    await typeInto({ カード名義: 'HANAKO' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /再描画/ })));
    expect(fieldValue('カード名義')).toBe('HANAKO');
  });
});
