import { afterEach, describe, expect, it, vi } from 'vitest';
import { callSettled, callStarted, whenCallsQuiet } from '../../../src/infrastructure/http/callsInFlight';

afterEach(() => vi.useRealTimers());

describe('whenCallsQuiet (the menu screens’ code loads once the API is quiet)', () => {
  it('waits while a call is in flight, then until none has been for the time asked', async () => {
    vi.useFakeTimers();
    let quiet = false;
    callStarted();
    callStarted();
    void whenCallsQuiet(500).then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(quiet).toBe(false);
    callSettled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(quiet).toBe(false);
    callSettled();
    await vi.advanceTimersByTimeAsync(499);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(501);
    expect(quiet).toBe(true);
  });

  it('answers at once when no call has been in flight for the time asked', async () => {
    vi.useFakeTimers();
    callStarted();
    callSettled();
    await vi.advanceTimersByTimeAsync(600);
    let quiet = false;
    void whenCallsQuiet(500).then(() => (quiet = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(quiet).toBe(true);
  });
});
