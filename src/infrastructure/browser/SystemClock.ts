import { injectable } from 'inversify';
import type { Clock } from '../../application/ports/Clock';

@injectable()
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
