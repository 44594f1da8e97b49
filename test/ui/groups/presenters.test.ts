import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadGroup } from '../../../src/application/groups/LoadGroup';
import { SearchGroups } from '../../../src/application/groups/SearchGroups';
import { SearchGuests } from '../../../src/application/guests/SearchGuests';
import { defaultGroupForm } from '../../../src/domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../../src/domain/groups/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { GroupDetailPresenter } from '../../../src/ui/groups/GroupDetailPresenter';
import { GroupEditorPresenter, type GroupEditorState } from '../../../src/ui/groups/GroupEditorPresenter';
import { GroupMembersPresenter } from '../../../src/ui/groups/GroupMembersPresenter';
import { GroupsPresenter, type GroupsState } from '../../../src/ui/groups/GroupsPresenter';
import { unsavedChanges } from '../../../src/ui/shared/unsavedChanges';
import { type Backend, signedIn } from '../../support/backends';
import { answerNewerFirst, effectsOf, recordStates, until } from '../../support/presenters';

afterEach(() => vi.restoreAllMocks());

const networkDown = (backend: Backend, down = true) =>
  backend.world.write((s) => {
    s.dev.networkUp = !down;
  });
const groupsSummary = (s: GroupsState) =>
  s.status === 'ready'
    ? `ready ${s.name}:${s.groups.map((g) => g.name).join(',')}`
    : s.status === 'failed'
      ? `failed ${s.message}`
      : `loading ${s.name}`;

describe('groups list presenter', () => {
  it('load: loading → ready with every group but the whole one; failure: the list failure message', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupsPresenter);
    const seen = recordStates(presenter, groupsSummary);
    await presenter.search('');
    expect(seen).toEqual(['loading ', 'loading ', 'ready :正社員,短期プロジェクト,夜間警備,平日スタッフ,清掃スタッフ']);
    networkDown(backend);
    await presenter.search('');
    expect(groupsSummary(presenter.snapshot)).toBe(`failed ${MESSAGES.networkFailed}`);
  });

  it('a search answered after a newer one is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupsPresenter);
    await answerNewerFirst(
      SearchGroups.prototype,
      'execute',
      () => presenter.search(''),
      () => presenter.search('夜間'),
    );
    expect(groupsSummary(presenter.snapshot)).toBe('ready 夜間:夜間警備');
  });
});

const editorSummary = (s: GroupEditorState) =>
  s.status === 'ready'
    ? `ready ${s.initial.name}${s.error ? ` error:${s.error}` : ''}`
    : s.status === 'failed' || s.status === 'gone'
      ? `${s.status} ${s.message}`
      : s.status;

describe('group editor presenter', () => {
  it('load → ready; a save → saving → ready with the saved form as the new start, and a toast', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    const effects = effectsOf(presenter);
    const seen = recordStates(presenter, editorSummary);
    const sent = recordStates(presenter.submission, (s) =>
      s.status === 'submitting' ? `submitting ${s.action}` : s.status,
    );
    await presenter.open({ groupId: 1 });
    const form =
      presenter.snapshot.status === 'ready' ? presenter.snapshot.initial : defaultGroupForm(backend.clock.now());
    expect(await presenter.submit({ ...form, name: '正社員（本社）' })).toBeUndefined();
    expect(seen).toEqual(['loading', 'loading', 'ready 正社員', 'ready 正社員（本社）']);
    expect(sent).toEqual(['idle', 'submitting saving', 'done']);
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: MESSAGES.saved }]);
  });

  it('a new group: field messages back to the form; once created, a toast and its own page', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    const effects = effectsOf(presenter);
    presenter.open({ groupId: null });
    const blank = defaultGroupForm(backend.clock.now());
    expect(await presenter.submit({ ...blank, name: '' })).toMatchObject({ name: GROUP_MESSAGES.nameRequired });
    await presenter.submit({ ...blank, name: '新しいグループ' });
    const id = backend.world.read((s) => s.groups.find((g) => g.name === '新しいグループ')?.id);
    expect(effects).toEqual([
      { kind: 'toast', tone: 'success', message: MESSAGES.registered },
      { kind: 'navigate', to: `/groups/${id}`, replace: true },
    ]);
  });

  it('failure: a failed save keeps the form and shows the message above the buttons; the whole group does not load', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    await presenter.open({ groupId: 1 });
    const form =
      presenter.snapshot.status === 'ready' ? presenter.snapshot.initial : defaultGroupForm(backend.clock.now());
    networkDown(backend);
    await presenter.submit({ ...form, name: '変更' });
    expect(editorSummary(presenter.snapshot)).toBe(`ready 正社員 error:${MESSAGES.networkFailed}`);
    networkDown(backend, false);
    await presenter.open({ groupId: 5 });
    expect(editorSummary(presenter.snapshot)).toBe(`gone ${GROUP_MESSAGES.loadFailed}`);
  });

  it('a load overtaken by another group is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    await answerNewerFirst(
      LoadGroup.prototype,
      'execute',
      () => presenter.open({ groupId: 1 }),
      () => presenter.open({ groupId: 3 }),
    );
    expect(editorSummary(presenter.snapshot)).toBe('ready 夜間警備');
  });

  it('delete asks, then deletes once, toasts and returns to the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupEditorPresenter);
    const effects = effectsOf(presenter);
    await presenter.open({ groupId: 2 });
    void presenter.askToRemove();
    const question = effects[0];
    if (question?.kind !== 'confirm') throw new Error('not asked');
    await question.answer(true);
    expect(effects.slice(1)).toEqual([
      { kind: 'toast', tone: 'success', message: MESSAGES.deleted },
      { kind: 'navigate', to: '/groups/', replace: true },
    ]);
    expect(backend.world.read((s) => s.groups.some((g) => g.id === 2))).toBe(false);
  });
});

describe('group members presenter', () => {
  it('load → ready rows; ticks are kept across pages; save sends them once, toasts and reloads', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupMembersPresenter);
    const effects = effectsOf(presenter);
    presenter.open({ groupId: 3 });
    // every guest of the tab, not only the members (the tab opens on members only)
    await presenter.showMembersOnly(false);
    const statuses = recordStates(presenter.list, (s) => `${s.status}#${s.page}`);
    await presenter.showTab('connected');
    const first = presenter.snapshot.rows[0];
    if (!first) throw new Error('no rows');
    presenter.toggle(first.id, !first.checked);
    await presenter.goToPage(2);
    await presenter.goToPage(1);
    expect(presenter.snapshot.rows[0]).toMatchObject({ id: first.id, checked: !first.checked, changed: true });
    await Promise.all([presenter.save(), presenter.save()]);
    expect(effects).toEqual([{ kind: 'toast', tone: 'success', message: MESSAGES.saved }]);
    expect(presenter.snapshot.changes).toEqual({});
    expect(presenter.snapshot.rows[0]).toMatchObject({ id: first.id, checked: !first.checked, changed: false });
    expect(statuses).toEqual([
      'ready#1',
      'loading#1',
      'ready#1',
      'loading#2',
      'ready#2',
      'loading#1',
      'ready#1',
      'loading#1',
      'ready#1',
    ]);
  });

  it("a member tab opens on the group's members only, all ticked, with their count", async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupMembersPresenter);
    presenter.open({ groupId: 3 });
    await presenter.showTab('connected');
    const members = backend.world.read(
      (s) =>
        s.guests.filter((g) => g.isConnected && s.memberships.some((m) => m.groupId === 3 && m.guestId === g.id))
          .length,
    );
    expect(members).toBe(3);
    expect(presenter.snapshot.memberCount).toBe(members);
    expect(presenter.snapshot.rows.length).toBe(Math.min(members, 10));
    expect(presenter.snapshot.rows.every((r) => r.checked)).toBe(true);
  });

  it('the page tabs: settings first; leaving unsaved settings asks, a no stays, a yes discards and searches the tab', async () => {
    const backend = await signedIn();
    const screen = backend.container.get(GroupDetailPresenter);
    const presenter = screen.members;
    await screen.open({ groupId: 3 });
    expect(screen.snapshot.tab).toBe('settings');
    let dirty = true;
    const unregister = unsavedChanges.register({ dirty: () => dirty, discard: () => (dirty = false) });
    try {
      const no = screen.chooseTab('unconnected');
      unsavedChanges.question.snapshot?.answer(false);
      await no;
      expect(screen.snapshot.tab).toBe('settings');
      expect(dirty).toBe(true);
      const yes = screen.chooseTab('unconnected');
      unsavedChanges.question.snapshot?.answer(true);
      await yes;
      expect(screen.snapshot.tab).toBe('unconnected');
      expect(dirty).toBe(false);
      await until(() => presenter.list.snapshot.status === 'ready', 'the unconnected page');
      expect(presenter.list.snapshot.query.tab).toBe('unconnected');
      // between the guest tabs nothing is asked
      dirty = true;
      await screen.chooseTab('connected');
      expect(unsavedChanges.question.snapshot).toBeNull();
      expect(screen.snapshot.tab).toBe('connected');
    } finally {
      unregister();
    }
  });

  it('failure: a failed save keeps the ticks and toasts the message', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupMembersPresenter);
    const effects = effectsOf(presenter);
    presenter.open({ groupId: 3 });
    await presenter.showTab('connected');
    const first = presenter.snapshot.rows[0];
    if (!first) throw new Error('no rows');
    presenter.toggle(first.id, !first.checked);
    networkDown(backend);
    await presenter.save();
    expect(Object.keys(presenter.snapshot.changes)).toEqual([String(first.id)]);
    expect(effects).toEqual([{ kind: 'toast', tone: 'error', message: MESSAGES.networkFailed }]);
  });

  it('a search answered after a newer one is dropped', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GroupMembersPresenter);
    presenter.open({ groupId: 3 });
    await presenter.showMembersOnly(false);
    await answerNewerFirst(
      SearchGuests.prototype,
      'execute',
      () => presenter.showTab('unconnected'),
      () => presenter.search('岡田'),
    );
    expect(presenter.snapshot.rows.map((r) => r.name)).toEqual(['岡田 凛']);
  });
});

describe('the group page: one screen made of the editor and the members', () => {
  it('opens both parts on the group; leaving disposes both', async () => {
    const backend = await signedIn();
    const screen = backend.container.get(GroupDetailPresenter);
    await screen.open({ groupId: 3 });
    expect(editorSummary(screen.editor.snapshot)).toBe('ready 夜間警備');
    await screen.chooseTab('connected');
    await until(() => screen.members.list.snapshot.status === 'ready', 'the connected tab');
    expect(screen.members.snapshot.memberCount).toBe(3);
    const rows = recordStates(screen.members, (s) => String(s.rows.length));
    const reloading = screen.editor.reload();
    screen.dispose();
    // the editor's answer after leaving is stale; the members' rows no longer follow their list
    await reloading;
    expect(editorSummary(screen.editor.snapshot)).toBe('loading');
    await screen.members.list.search({ name: '存在しない名前' });
    expect(screen.members.list.snapshot.rows).toEqual([]);
    expect(new Set(rows)).toEqual(new Set(['3']));
  });
});
