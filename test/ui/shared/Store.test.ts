import { describe, expect, it } from 'vitest';
import { Store } from '../../../src/ui/shared/Store';

type State =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly count: number; readonly busy: boolean };

describe('Store', () => {
  it('publishes every state to state$ and keeps the latest as snapshot', () => {
    const store = new Store<State>({ status: 'loading' });
    const seen: State[] = [];
    store.state$.subscribe((s) => seen.push(s));
    store.set({ status: 'ready', count: 1, busy: false });
    store.update((s) => (s.status === 'ready' ? { ...s, count: s.count + 1 } : s));
    expect(seen).toEqual([
      { status: 'loading' },
      { status: 'ready', count: 1, busy: false },
      { status: 'ready', count: 2, busy: false },
    ]);
    expect(store.snapshot).toEqual({ status: 'ready', count: 2, busy: false });
    store.update((s) => s);
    expect(seen).toHaveLength(3);
  });

  it('updateWhen changes the state only in the named status', () => {
    const store = new Store<State>({ status: 'loading' });
    expect(store.updateWhen('ready', (s) => ({ ...s, busy: true }))).toBe(false);
    expect(store.snapshot).toEqual({ status: 'loading' });
    store.set({ status: 'ready', count: 0, busy: false });
    expect(store.updateWhen('ready', (s) => ({ ...s, busy: true }))).toBe(true);
    expect(store.snapshot).toEqual({ status: 'ready', count: 0, busy: true });
  });
});
