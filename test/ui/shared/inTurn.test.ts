import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn } from '../../../src/ui/shared/nextTask';

describe('inTurn: work many parts of a page start, one part per task', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves each waiter in a task of its own, in the order they asked', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const all = ['a', 'b', 'c'].map((name) => inTurn().then(() => seen.push(name)));
    await Promise.resolve();
    expect(seen).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(seen).toEqual(['a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(seen).toEqual(['a', 'b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(seen).toEqual(['a', 'b', 'c']);
    await Promise.all(all);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a waiter asking after the turns ended gets a task of its own again', async () => {
    vi.useFakeTimers();
    await Promise.all([inTurn(), vi.advanceTimersToNextTimerAsync()]);
    const later = inTurn();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersToNextTimerAsync();
    await later;
    expect(vi.getTimerCount()).toBe(0);
  });
});
