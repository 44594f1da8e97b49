import { describe, expect, it } from 'vitest';
import {
  OrganizationCardsHeadStart,
  SearchOrganizationCards,
} from '../../../src/application/cards/SearchOrganizationCards';
import { CardsGateway } from '../../../src/application/cards/ports/CardsGateway';
import { GroupsHeadStart, SearchGroups } from '../../../src/application/groups/SearchGroups';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { GuestsHeadStart, SearchGuests } from '../../../src/application/guests/SearchGuests';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { HEAD_START_TAKE_WITHIN_MS } from '../../../src/application/shared/HeadStart';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { rightOf } from '../../support/outcomes';
import { portCalls } from '../../support/portCalls';

/** A list screen's head start and its first read (what the screen asks first, with no query in its address). */
interface ListCase {
  readonly screen: string;
  readonly port: symbol;
  readonly start: (backend: Backend) => void;
  readonly first: (backend: Backend) => Promise<unknown>;
  /** Another first read of the same screen (a name or page in its address). */
  readonly other: (backend: Backend) => Promise<unknown>;
}

const CASES: ReadonlyArray<ListCase> = [
  {
    screen: '鍵グループ',
    port: GroupsGateway,
    start: (b) => b.container.get(GroupsHeadStart).start(),
    first: async (b) => rightOf(await b.container.get(SearchGroups).execute('')),
    other: async (b) => rightOf(await b.container.get(SearchGroups).execute('オフィス')),
  },
  {
    screen: '利用者',
    port: GuestsGateway,
    start: (b) => b.container.get(GuestsHeadStart).start(),
    first: async (b) => rightOf(await b.container.get(SearchGuests).execute({ name: '', isConnected: true, page: 1 })),
    other: async (b) => rightOf(await b.container.get(SearchGuests).execute({ name: '', isConnected: false, page: 1 })),
  },
  {
    screen: 'カード',
    port: CardsGateway,
    start: (b) => b.container.get(OrganizationCardsHeadStart).start(),
    first: async (b) => rightOf(await b.container.get(SearchOrganizationCards).execute('with-user', 1)),
    other: async (b) => rightOf(await b.container.get(SearchOrganizationCards).execute('with-user', 2)),
  },
];

const organizationOf = (call: string): number => Number(/"organizationId":(\d+)/.exec(call)?.[1] ?? call.split(' ')[1]);

// the router asks for a list's first read beside the guard's refresh on entering it; the screen's first read takes it
describe.each(BACKENDS)('a list asked for ahead of its screen (%s)', (_name, makeBackend) => {
  describe.each(CASES)('$screen', ({ port, start, first, other }) => {
    it('the first read takes what was asked for ahead: the same rows, one call; a later read calls again', async () => {
      const expected = await first(await signedIn(makeBackend));
      const backend = await signedIn(makeBackend);
      const calls = portCalls(backend, port);
      start(backend);
      expect(calls).toHaveLength(1);
      expect(await first(backend)).toEqual(expected);
      expect(calls).toHaveLength(1);
      await first(backend);
      expect(calls).toHaveLength(2);
    });

    it('another organization made current after the asking: read anew in it', async () => {
      const backend = await signedIn(makeBackend);
      const calls = portCalls(backend, port);
      start(backend);
      backend.container.get(SwitchOrganization).execute(2);
      await first(backend);
      expect(calls.map(organizationOf)).toEqual([1, 2]);
    });

    it('a first read of another query drops what was asked for ahead', async () => {
      const backend = await signedIn(makeBackend);
      const calls = portCalls(backend, port);
      start(backend);
      await other(backend);
      await first(backend);
      expect(calls).toHaveLength(3);
    });

    it('an answer not taken within the window is not handed out', async () => {
      const backend = await signedIn(makeBackend);
      const calls = portCalls(backend, port);
      start(backend);
      backend.clock.advance(HEAD_START_TAKE_WITHIN_MS + 1);
      await first(backend);
      expect(calls).toHaveLength(2);
    });
  });
});
