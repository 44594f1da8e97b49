import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadInvitedGuests } from '../../../src/application/groups/LoadInvitedGuests';
import { SaveGroupMembership } from '../../../src/application/groups/SaveGroupMembership';
import { GROUP_MESSAGES } from '../../../src/domain/groups/messages';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { failedWith } from '../../support/outcomes';

const membersOf = (backend: Backend, groupId: number): number[] =>
  backend.world.read((s) =>
    s.memberships
      .filter((m) => m.groupId === groupId && s.guests.some((g) => g.id === m.guestId && g.isConnected))
      .map((m) => m.guestId)
      .sort((a, b) => a - b),
  );

describe.each(BACKENDS)("a group's guest tabs saved on the %s backend", (_name, makeBackend) => {
  it('saves the ticks of both tabs once: members attached and detached, invitations sent and withdrawn', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(SaveGroupMembership).execute(2, [
      { guestId: 16, member: true, source: 'members' },
      { guestId: 21, member: true, source: 'invitations' },
      { guestId: 20, member: false, source: 'invitations' },
    ]);
    expect(result).toEqual(E.right(undefined));
    expect(membersOf(backend, 2)).toContain(16);
    const invited = await backend.container.get(LoadInvitedGuests).execute(2);
    expect(E.map((ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b))(invited)).toEqual(E.right([21]));
  });

  it('no tick: nothing is sent, and the save goes through', async () => {
    const backend = await signedIn(makeBackend);
    const before = membersOf(backend, 3);
    expect(await backend.container.get(SaveGroupMembership).execute(3, [])).toEqual(E.right(undefined));
    expect(membersOf(backend, 3)).toEqual(before);
  });

  it('a members save that fails stops before the invitations: nothing of them is written', async () => {
    const backend = await signedIn(makeBackend);
    // no guest 9999 in the manager's organizations: the members call is refused
    const result = await backend.container.get(SaveGroupMembership).execute(3, [
      { guestId: 9999, member: true, source: 'members' },
      { guestId: 21, member: true, source: 'invitations' },
    ]);
    expect(result).toEqual(failedWith(GROUP_MESSAGES.saveFailed));
    const invited = await backend.container.get(LoadInvitedGuests).execute(3);
    expect(E.map((ids: ReadonlySet<number>) => ids.has(21))(invited)).toEqual(E.right(false));
  });
});
