import type { Faker } from '@faker-js/faker';
import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/Clock';
import { ConsoleFunctionsGateway } from '../../application/session/ports/ConsoleFunctionsGateway';
import { DevTools } from '../../application/ports/DevTools';
import { ErrorReportGateway } from '../../application/ports/ErrorReportGateway';
import { NewsFeed } from '../../application/ports/NewsFeed';
import { SessionGateway } from '../../application/session/ports/SessionGateway';
import { InMemoryDevTools } from '../memory/dev/InMemoryDevTools';
import { MemoryBackend, MemoryLatencyMs } from '../memory/MemoryBackend';
import { InMemoryConsoleFunctionsGateway } from '../memory/session/InMemoryConsoleFunctionsGateway';
import { InMemoryErrorReportGateway } from '../memory/session/InMemoryErrorReportGateway';
import { InMemoryNewsFeed } from '../memory/session/InMemoryNewsFeed';
import { InMemorySessionGateway } from '../memory/session/InMemorySessionGateway';
import type { WorldPersistence } from '../memory/world/persistence';
import type { WorldSlice } from '../memory/world/state';
import { World } from '../memory/world/World';

export interface WorldBindings {
  readonly persistence: WorldPersistence;
  /** Tests hand in faker to get a seeded world at once; the browser imports it when needed. */
  readonly faker?: Faker;
  /** Every feature's slice (FeatureWorld.slice of each descriptor). */
  readonly slices: ReadonlyArray<WorldSlice>;
}

/** The world itself and the dev tools: bound in memory and mock-http modes. */
export const worldModule = ({ persistence, faker, slices }: WorldBindings) =>
  new ContainerModule(({ bind }) => {
    bind(World)
      .toDynamicValue((ctx) => new World(ctx.get(Clock), persistence, faker, slices))
      .inSingletonScope();
    bind(DevTools).to(InMemoryDevTools).inSingletonScope();
  });

/**
 * The shared part served by the in-memory world: session and platform ports. Each feature's
 * InMemory adapters load with its first route (FeatureLoader).
 */
export const memoryModule = ({ latencyMs }: { readonly latencyMs: number }) =>
  new ContainerModule(({ bind }) => {
    bind(MemoryLatencyMs).toConstantValue(latencyMs);
    bind(MemoryBackend).toSelf().inSingletonScope();
    bind(SessionGateway).to(InMemorySessionGateway);
    bind(ConsoleFunctionsGateway).to(InMemoryConsoleFunctionsGateway);
    bind(ErrorReportGateway).to(InMemoryErrorReportGateway);
    bind(NewsFeed).to(InMemoryNewsFeed);
  });
