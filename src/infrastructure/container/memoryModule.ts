import type { Faker } from '@faker-js/faker';
import { ContainerModule } from 'inversify';
import { bindMemoryLocks } from './memoryFeatures/locks';
import { bindMemoryRemote } from './memoryFeatures/remote';
import { bindMemoryLogs } from './memoryFeatures/logs';
import { bindMemoryAccount } from './memoryFeatures/account';
import { bindMemoryLinking } from './memoryFeatures/linking';
import { bindMemoryOrganization } from './memoryFeatures/organization';
import { bindMemoryGroups } from './memoryFeatures/groups';
import { bindMemoryGuests } from './memoryFeatures/guests';
import { bindMemoryCards } from './memoryFeatures/cards';
import { bindMemoryPins } from './memoryFeatures/pins';
import { Clock } from '../../application/ports/Clock';
import { ConsoleFunctionsGateway } from '../../application/ports/ConsoleFunctionsGateway';
import { DevTools } from '../../application/ports/DevTools';
import { ErrorReportGateway } from '../../application/ports/ErrorReportGateway';
import { NewsFeed } from '../../application/ports/NewsFeed';
import { SessionGateway } from '../../application/ports/SessionGateway';
import { InMemoryDevTools } from '../memory/dev/InMemoryDevTools';
import { MemoryBackend, MemoryLatencyMs } from '../memory/MemoryBackend';
import { InMemoryConsoleFunctionsGateway } from '../memory/session/InMemoryConsoleFunctionsGateway';
import { InMemoryErrorReportGateway } from '../memory/session/InMemoryErrorReportGateway';
import { InMemoryNewsFeed } from '../memory/session/InMemoryNewsFeed';
import { InMemorySessionGateway } from '../memory/session/InMemorySessionGateway';
import type { WorldPersistence } from '../memory/world/persistence';
import { World } from '../memory/world/World';

export interface WorldBindings {
  readonly persistence: WorldPersistence;
  /** Tests hand in faker to get a seeded world at once; the browser imports it when needed. */
  readonly faker?: Faker;
}

/** The world itself and the dev tools: bound in memory and mock-http modes. */
export const worldModule = ({ persistence, faker }: WorldBindings) =>
  new ContainerModule(({ bind }) => {
    bind(World).toDynamicValue((ctx) => new World(ctx.get(Clock), persistence, faker)).inSingletonScope();
    bind(DevTools).to(InMemoryDevTools).inSingletonScope();
  });

/** Every port served by the in-memory world. Features add their InMemory adapters here. */
export const memoryModule = ({ latencyMs }: { readonly latencyMs: number }) =>
  new ContainerModule((options) => {
    const { bind } = options;
    bind(MemoryLatencyMs).toConstantValue(latencyMs);
    bind(MemoryBackend).toSelf().inSingletonScope();
    bind(SessionGateway).to(InMemorySessionGateway);
    bind(ConsoleFunctionsGateway).to(InMemoryConsoleFunctionsGateway);
    bind(ErrorReportGateway).to(InMemoryErrorReportGateway);
    bind(NewsFeed).to(InMemoryNewsFeed);
    bindMemoryLocks(options);
    bindMemoryRemote(options);
    bindMemoryLogs(options);
    bindMemoryAccount(options);
    bindMemoryLinking(options);
    bindMemoryOrganization(options);
    bindMemoryGroups(options);
    bindMemoryGuests(options);
    bindMemoryCards(options);
    bindMemoryPins(options);
  });
