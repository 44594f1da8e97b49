import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { CardsGateway } from '../../application/cards/ports/CardsGateway';
import { GroupsGateway } from '../../application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../application/guests/ports/GuestsGateway';
import { KeyGroupGateway } from '../../application/locks/ports/KeyGroupGateway';
import { LockGateway } from '../../application/locks/ports/LockGateway';
import { PinsGateway } from '../../application/pins/ports/PinsGateway';
import { TabWrites, type WriteTopic } from '../../application/shared/TabWrites';

/**
 * A port whose writes a kept reading shows, with its reads named: every other method counts as a write, so a write
 * added to the port later is told without anyone remembering to (a read wrongly counted only costs a reading again).
 */
interface WritingPort<T> {
  readonly id: ServiceIdentifier<T>;
  readonly reads: ReadonlyArray<keyof T & string>;
  readonly topic: WriteTopic;
}

const port = <T extends object>(
  id: ServiceIdentifier<T>,
  reads: ReadonlyArray<keyof T & string>,
  topic: WriteTopic,
) => ({
  id,
  reads,
  topic,
  tell: (options: ContainerModuleLoadOptions) =>
    options.onActivation<T>(id, (context, instance) =>
      tellingWrites(instance, { id, reads, topic }, context.get(TabWrites)),
    ),
});

/**
 * The ports of what the access views and 扉の状態 show. Left out, on purpose: remote jobs (RemoteJobGateway): a door's
 * state changes at the door at any moment, so 扉の状態 shows its reading's time, amends it with this tab's own
 * closes, and reads every door again before 'lock every unlocked door'; and the ports no view shows (tokens,
 * managers, notifications, the account, linking, error reports, login and logout).
 */
export const WRITING_PORTS = [
  port(GroupsGateway, ['search', 'get', 'invitedGuests'], 'access'),
  port(GuestsGateway, ['search', 'get', 'all', 'groupsOf'], 'access'),
  port(KeyGroupGateway, [], 'access'),
  port(PinsGateway, ['list'], 'access'),
  port(CardsGateway, ['search', 'get', 'csvTemplate', 'forRegister', 'keypadCards'], 'access'),
  port(LockGateway, ['list', 'get'], 'locks'),
];

/**
 * The port, with each write told to TabWrites once it answered and before its caller sees the answer (so a view the
 * caller reads next reads the present). Both backends' adapters are wrapped alike: one mechanism for both.
 */
export const tellingWrites = <T extends object>(instance: T, writing: WritingPort<T>, writes: TabWrites): T => {
  const reads: ReadonlyArray<string | symbol> = writing.reads;
  return new Proxy(instance, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      if (typeof member !== 'function' || reads.includes(key)) return member;
      return (...args: unknown[]) => {
        const answer: unknown = Reflect.apply(member, target, args);
        return answer instanceof Promise
          ? answer.then((settled: unknown) => {
              writes.settled(writing.topic, settled);
              return settled;
            })
          : answer;
      };
    },
  });
};

/** Registers the wrapping for every writing port, whichever feature module binds it later (container-wide). */
export const tellTabWrites = (options: ContainerModuleLoadOptions): void => {
  WRITING_PORTS.forEach((writing) => writing.tell(options));
};
