import { Subject } from 'rxjs';
import type { SessionEvents } from '../../application/ports/SessionEvents';

/** The shell's side of the client-wide failure port: adapters announce, the shell reacts. */
export class ShellEvents implements SessionEvents {
  readonly unauthorized$ = new Subject<void>();
  readonly networkFailed$ = new Subject<void>();

  unauthorized(): void {
    this.unauthorized$.next();
  }

  networkFailed(): void {
    this.networkFailed$.next();
  }
}
