import type { Scheduler } from '../../src/application/ports/Scheduler';
import type { FixedClock } from './backends';

/** Each wait returns at once and moves the test clock instead: ten polls take no real time. */
export class SteppingScheduler implements Scheduler {
  readonly waits: number[] = [];
  constructor(private readonly clock: FixedClock) {}
  async wait(ms: number): Promise<void> {
    this.waits.push(ms);
    this.clock.advance(ms);
  }
}

/** Each wait blocks until the test releases it: to look at the screen state between polls. */
export class GatedScheduler implements Scheduler {
  private pending: Array<() => void> = [];
  get waiting(): number {
    return this.pending.length;
  }
  wait(_ms: number): Promise<void> {
    return new Promise((resolve) => this.pending.push(resolve));
  }
  /** Releases every wait pending now and lets the awaiting code run to its next wait. */
  async release(): Promise<void> {
    const now = this.pending;
    this.pending = [];
    now.forEach((resolve) => resolve());
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  }
}
