import { CallPool } from '../../src/application/shared/CallPool';

/** A screen's pool that also counts the calls in flight at once (the most, on both backends alike). */
export class MeteredPool extends CallPool {
  private running = 0;
  most = 0;

  override run<T>(call: () => Promise<T>): Promise<T> {
    return super.run(async () => {
      this.running += 1;
      this.most = Math.max(this.most, this.running);
      try {
        return await call();
      } finally {
        this.running -= 1;
      }
    });
  }
}
