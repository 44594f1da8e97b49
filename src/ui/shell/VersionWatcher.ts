import { interval, Subscription, timer } from 'rxjs';
import type { CheckVersion } from '../../application/shared/CheckVersion';

export const VERSION_POLL_MS = 60_000;
export const FORCED_RELOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Reloads to a fresh build: when app_info.json names another commit than at start, or 24 h
 * after load. Only on routes that allow it; otherwise the reload waits for such a route.
 */
export class VersionWatcher {
  private readonly subscription = new Subscription();
  private pending = false;
  /** Set once the reload is under way: later polls answering 'changed' must not start another. */
  private reloading = false;

  constructor(
    private readonly check: CheckVersion,
    private readonly reloadAllowed: () => boolean,
    private readonly reload: (url: string) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  start(): void {
    void this.poll();
    this.subscription.add(interval(VERSION_POLL_MS).subscribe(() => void this.poll()));
    this.subscription.add(timer(FORCED_RELOAD_MS).subscribe(() => this.requestReload()));
  }

  /** Called on every navigation: a waiting reload happens on the first route that allows it. */
  routeChanged(): void {
    this.allowanceChanged();
  }

  /** Called when what `reloadAllowed` reads changed (a page released its hold): a waiting reload may go now. */
  allowanceChanged(): void {
    if (this.pending) this.requestReload();
  }

  stop(): void {
    this.subscription.unsubscribe();
  }

  private async poll(): Promise<void> {
    if ((await this.check.execute()) === 'changed') this.requestReload();
  }

  private requestReload(): void {
    if (this.reloading) return;
    if (!this.reloadAllowed()) {
      this.pending = true;
      return;
    }
    this.pending = false;
    this.reloading = true;
    this.reload(`/?t=${this.now()}`);
  }
}
