import type { ResolutionContext } from 'inversify';
import { AuthStore } from '../../application/ports/AuthStore';
import { SessionEvents } from '../../application/ports/SessionEvents';
import { MemoryCalls, MemoryLatencyMs } from './MemoryCalls';
import { World } from './world/World';

/** The calls a feature's in-memory adapter makes, resolved without decorators (see MemoryCalls). */
export const memoryCallsOf = (ctx: ResolutionContext): MemoryCalls =>
  new MemoryCalls(ctx.get(World), ctx.get<AuthStore>(AuthStore), ctx.get<SessionEvents>(SessionEvents), ctx.get<number>(MemoryLatencyMs));
