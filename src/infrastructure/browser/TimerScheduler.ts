import { injectable } from 'inversify';
import type { Scheduler } from '../../application/ports/Scheduler';

/** Real waiting, for the browser. */
@injectable()
export class TimerScheduler implements Scheduler {
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
