import { CardsGateway } from '../../src/application/cards/ports/CardsGateway';
import { ConsoleFunctionsGateway } from '../../src/application/session/ports/ConsoleFunctionsGateway';
import { GroupsGateway } from '../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../src/application/guests/ports/GuestsGateway';
import { LockGateway } from '../../src/application/locks/ports/LockGateway';
import { PinsGateway } from '../../src/application/pins/ports/PinsGateway';
import type { Backend } from './backends';
import { mswServer } from './backends';
import { recordRequests } from './wire';

const PORTS: ReadonlyArray<readonly [symbol, string]> = [
  [PinsGateway, 'pins'],
  [CardsGateway, 'cards'],
  [GroupsGateway, 'groups'],
  [GuestsGateway, 'guests'],
  [LockGateway, 'locks'],
  [ConsoleFunctionsGateway, 'functions'],
];

/** What a scenario sent, read after it finished: one line per request, and the writes among them. */
export interface RequestLog {
  /** http: 'DELETE /console/v2/pad_pins/12'; memory: 'pins.remove'. */
  readonly lines: () => ReadonlyArray<string>;
  readonly writes: () => ReadonlyArray<string>;
  /** The most requests that were ever out at once. */
  readonly mostInFlight: () => number;
}

const MEMORY_READS = new Set([
  'list',
  'get',
  'search',
  'all',
  'fetch',
  'keypadCards',
  'forRegister',
  'groupsOf',
  'invitedGuests',
  'csvTemplate',
]);

/**
 * Counts the requests a scenario sends on either backend: on http every request the MSW server receives, on memory
 * every call of the device and access ports (the ports are wrapped: resolve the use cases after this). The two counts
 * agree when each port call is one request, which the tests assert by expecting one number on both backends.
 */
export const requestLog = (backend: Backend): RequestLog => {
  if (backend.name === 'http') {
    const sent = recordRequests();
    const flight = { now: 0, most: 0 };
    mswServer().events.on('request:start', () => {
      flight.now += 1;
      flight.most = Math.max(flight.most, flight.now);
    });
    mswServer().events.on('response:mocked', () => {
      flight.now -= 1;
    });
    return {
      lines: () => sent.map((r) => `${r.method} ${r.url.pathname}`),
      writes: () => sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`),
      mostInFlight: () => flight.most,
    };
  }
  const calls: string[] = [];
  const flight = { now: 0, most: 0 };
  for (const [token, name] of PORTS) {
    const real = backend.container.get<object>(token);
    const wrapped = new Proxy(real, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          calls.push(`${name}.${String(property)}`);
          flight.now += 1;
          flight.most = Math.max(flight.most, flight.now);
          try {
            return (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown;
          } finally {
            flight.now -= 1;
          }
        };
      },
    });
    backend.container.rebind<object>(token).toConstantValue(wrapped);
  }
  return {
    lines: () => calls,
    writes: () => calls.filter((call) => !MEMORY_READS.has(call.slice(call.indexOf('.') + 1))),
    mostInFlight: () => flight.most,
  };
};
