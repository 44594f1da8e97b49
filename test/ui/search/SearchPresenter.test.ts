import { describe, expect, it, vi } from 'vitest';
import { SearchPresenter, optionsOf } from '../../../src/ui/search/SearchPresenter';
import { memoryBackend, type Backend, signedIn } from '../../support/backends';

/** A guest whose name is in katakana, as a manager types it in hiragana. */
const arrangeKatakanaGuest = (backend: Backend): void =>
  backend.world.write((s) => {
    const guest = s.guests.find((g) => g.id === 7);
    if (guest) guest.name = 'ヤマモト ケンジ';
  });

describe('SearchPresenter', () => {
  it('finds a katakana guest typed in hiragana, and links to their page', async () => {
    const backend = await signedIn(memoryBackend, 'manager@example.jp');
    arrangeKatakanaGuest(backend);
    const presenter = backend.container.get(SearchPresenter);
    presenter.type('やまもと');
    expect(presenter.snapshot.status).toBe('searching');
    await vi.waitFor(() => expect(presenter.snapshot.status).toBe('done'), { timeout: 5000 });
    const guests = presenter.snapshot.groups.find((g) => g.kind === 'guest');
    expect(guests?.heading).toBe('利用者');
    expect(guests?.options.map((o) => [o.label, o.to])).toEqual([['ヤマモト ケンジ', '/guests/7']]);
    presenter.dispose();
  });

  it('drops the answer to a text no longer in the box; the arrows walk the options and Enter takes the chosen', async () => {
    const backend = await signedIn(memoryBackend, 'manager@example.jp');
    const presenter = backend.container.get(SearchPresenter);
    presenter.type('管理');
    presenter.type('利用者');
    await vi.waitFor(() => expect(presenter.snapshot.status).toBe('done'), { timeout: 5000 });
    expect(presenter.snapshot.text).toBe('利用者');
    const screens = presenter.snapshot.groups.find((g) => g.kind === 'screen');
    expect(screens?.options.map((o) => [o.label, o.to])).toEqual([
      ['利用者', '/guests'],
      ['利用者の登録', '/guests/new'],
    ]);
    expect(presenter.snapshot.groups.some((g) => g.kind === 'manager')).toBe(false);
    const all = optionsOf(presenter.snapshot);
    expect(presenter.chosen()).toEqual(all[0]);
    presenter.move('next');
    presenter.move('next');
    expect(presenter.chosen()).toEqual(all[1 % all.length]);
    presenter.move('last');
    expect(presenter.snapshot.active).toBe(all.length - 1);
    presenter.move('next');
    expect(presenter.snapshot.active).toBe(0);
    presenter.type('  ');
    expect(presenter.snapshot).toEqual({ text: '  ', status: 'idle', groups: [], active: -1 });
    presenter.dispose();
  });
});
