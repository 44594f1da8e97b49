import { inject, injectable } from 'inversify';
import { Clock } from '../ports/Clock';

/**
 * The console's time (the demo world's clock in memory mode), for what a screen starts from: the
 * default expiry of a new PIN or card, the current month of a history, a job's start. Reading it
 * cannot fail, so the answer is the time itself.
 */
@injectable()
export class ReadClock {
  constructor(@inject(Clock) private readonly clock: Clock) {}

  execute(): Date {
    return this.clock.now();
  }
}
