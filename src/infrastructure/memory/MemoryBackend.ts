import { inject, injectable } from 'inversify';
import { AuthStore } from '../../application/ports/AuthStore';
import { SessionEvents } from '../../application/ports/SessionEvents';
import { MemoryCalls, MemoryLatencyMs } from './MemoryCalls';
import { World } from './world/World';

export { MemoryLatencyMs, type CallOptions } from './MemoryCalls';

/** The injectable form of MemoryCalls, for adapters bound inside the (lazily loaded) memory module. */
@injectable()
export class MemoryBackend extends MemoryCalls {
  constructor(
    @inject(World) world: World,
    @inject(AuthStore) auth: AuthStore,
    @inject(SessionEvents) events: SessionEvents,
    @inject(MemoryLatencyMs) latencyMs: number,
  ) {
    super(world, auth, events, latencyMs);
  }
}
