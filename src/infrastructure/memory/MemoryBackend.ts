import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ANOTHER_ACCOUNT, AuthStore } from '../../application/ports/AuthStore';
import { PortErrors, type PortError } from '../../application/ports/PortError';
import { SessionEvents } from '../../application/ports/SessionEvents';
import { announceGlobalFailure } from '../globalFailures';
import type { AccountRecord } from './world/platformRecords';
import { World } from './world/World';

export const MemoryLatencyMs = Symbol.for('MemoryLatencyMs');

/** A call refused before sending because the stored session is another manager's (AuthStore.tokenForThisTab). */
const anotherAccount = PortErrors.unavailable('aborted', undefined, 'another account signed in in another tab');

export interface CallOptions {
  readonly unauthorizedIsExpected?: boolean;
  readonly token?: string;
  /** No client-wide announcement (as the HTTP client's silent calls: error reports, logout). */
  readonly silent?: boolean;
}

/**
 * How every in-memory adapter calls the world, as a request would reach a server:
 * the simulated network (latency, outage), the bearer token check, and the same
 * client-wide failure rules as the HTTP client.
 */
@injectable()
export class MemoryBackend {
  constructor(
    @inject(World) readonly world: World,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(SessionEvents) private readonly events: SessionEvents,
    @inject(MemoryLatencyMs) private readonly latencyMs: number,
  ) {}

  async authenticated<T>(
    operation: (account: AccountRecord) => E.Either<PortError, T>,
    options: CallOptions = {},
  ): Promise<E.Either<PortError, T>> {
    const token = options.token ?? this.auth.tokenForThisTab();
    // another manager signed in in another tab: this tab's page is not theirs, nothing is sent (as the HTTP client)
    if (token === ANOTHER_ACCOUNT) return E.left(anotherAccount);
    return this.anonymous(() => {
      const account = this.world.accountOfToken(token ?? undefined);
      return account ? operation(account) : E.left(PortErrors.unauthorized());
    }, options);
  }

  async anonymous<T>(
    operation: () => E.Either<PortError, T>,
    options: CallOptions = {},
  ): Promise<E.Either<PortError, T>> {
    await this.world.ready();
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (this.world.faults.stalled) await this.world.faults.stalled;
    const networkDown = E.left(PortErrors.unavailable('network', undefined, 'Network Error'));
    const served = this.world.read((s) => s.dev.networkUp) ? this.world.serve(operation) : null;
    // a lost answer reads as the outage does: the write is applied, the client hears nothing
    const result: E.Either<PortError, T> =
      served === null || served.answer === 'lost'
        ? networkDown
        : served.answer === 'unreadable' && E.isRight(served.result) && served.result.right !== undefined
          ? E.left(PortErrors.contractViolation('memory', 'the answer could not be read'))
          : served.result;
    if (E.isLeft(result) && !options.silent)
      announceGlobalFailure(result.left, this.events, {
        unauthorizedIsExpected: options.unauthorizedIsExpected ?? false,
      });
    return result;
  }
}
