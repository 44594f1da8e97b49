import { OrganizationReads } from '../../../src/application/access/organizationReads';
import { CardsGateway } from '../../../src/application/cards/ports/CardsGateway';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { LockGateway } from '../../../src/application/locks/ports/LockGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { CurrentOrganization } from '../../../src/application/session/CurrentOrganization';
import type { Backend } from '../../support/backends';

/** Every port call the reads make, and the most that were ever in flight at once (on both backends). */
export interface Meter {
  calls: string[];
  inFlight: number;
  most: number;
}

const metered = <T extends object>(gateway: T, name: string, meter: Meter): T =>
  new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        meter.calls.push(`${name}.${String(property)}`);
        meter.inFlight += 1;
        meter.most = Math.max(meter.most, meter.inFlight);
        try {
          return (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown;
        } finally {
          meter.inFlight -= 1;
        }
      };
    },
  });

export const readsOf = (backend: Backend, meter: Meter): OrganizationReads => {
  const c = backend.container;
  return new OrganizationReads(
    metered(c.get<LockGateway>(LockGateway), 'locks', meter),
    metered(c.get<PinsGateway>(PinsGateway), 'pins', meter),
    metered(c.get<CardsGateway>(CardsGateway), 'cards', meter),
    metered(c.get<GroupsGateway>(GroupsGateway), 'groups', meter),
    metered(c.get<GuestsGateway>(GuestsGateway), 'guests', meter),
    c.get(CurrentOrganization),
  );
};

export const newMeter = (): Meter => ({ calls: [], inFlight: 0, most: 0 });
