import { fakerJA } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import {
  invitationsSlice,
  DEMO_INVITATIONS,
  INVITATION_LIFETIME_DAYS,
} from '../../../../src/infrastructure/memory/invitations/slice';
import { managersSlice } from '../../../../src/infrastructure/memory/managers/slice';
import { VolatileWorldPersistence } from '../../../../src/infrastructure/memory/world/persistence';
import { seedWorld } from '../../../../src/infrastructure/memory/world/seedWorld';
import { seedOrder, worldSchemaOf } from '../../../../src/infrastructure/memory/world/state';
import { World } from '../../../../src/infrastructure/memory/world/World';
import { ALL_SLICES, FixedClock, TODAY } from '../../../support/backends';

describe('the invitations slice', () => {
  it('declares itself: name, version, and that it needs the managers', () => {
    expect({ name: invitationsSlice.name, version: invitationsSlice.version, needs: invitationsSlice.needs }).toEqual({
      name: 'invitations',
      version: 1,
      needs: ['managers'],
    });
    // the managers slice lost its invitations: its shape changed, so its version moved on
    expect({ name: managersSlice.name, version: managersSlice.version }).toEqual({ name: 'managers', version: 2 });
    expect(ALL_SLICES.map((s) => s.name)).toContain('invitations');
  });

  it('is seeded after the managers even when listed first; without the managers it is refused', () => {
    expect(seedOrder([invitationsSlice, managersSlice]).map((s) => s.name)).toEqual(['managers', 'invitations']);
    expect(() => seedOrder([invitationsSlice])).toThrow(
      'world slice invitations needs managers, which is not registered',
    );
  });

  it('seeds the three demo invitations, their mails, and the plan slots they take next to the managers', () => {
    const state = seedWorld(TODAY, fakerJA, seedOrder([invitationsSlice, managersSlice]));
    expect(state.managerInvitations.map((i) => [i.id, i.email, i.organizationId, i.acceptedAt])).toEqual([
      [DEMO_INVITATIONS.newManager, 'new-manager@example.jp', 1, null],
      [DEMO_INVITATIONS.managerToSolo, 'manager@example.jp', 3, null],
      [DEMO_INVITATIONS.curioStaff, 'kobayashi.staff@example.jp', 1, null],
    ]);
    for (const invitation of state.managerInvitations) {
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)).toBe(
        INVITATION_LIFETIME_DAYS * 24 * 3600 * 1000,
      );
    }
    expect(
      state.mails.filter((m) => m.id.startsWith('mail-seed-invitation-')).map((m) => [m.to, m.links[0]?.href]),
    ).toEqual([
      ['new-manager@example.jp', `/accept-manager-invitation/${DEMO_INVITATIONS.newManager}`],
      ['manager@example.jp', `/accept-manager-invitation/${DEMO_INVITATIONS.managerToSolo}`],
      ['kobayashi.staff@example.jp', `/accept-manager-invitation/${DEMO_INVITATIONS.curioStaff}`],
    ]);
    for (const organization of state.organizations) {
      const used =
        state.managers.filter((m) => m.organizationId === organization.id).length +
        state.managerInvitations.filter((i) => i.organizationId === organization.id).length;
      expect(organization.planFunctions.remainingManagerCount).toBe(
        Math.max(0, organization.planFunctions.maximumManagerCount - used),
      );
    }
    // organization 1 holds two of the three pending invitations
    const curio = state.organizations.find((o) => o.id === 1);
    const managersOfCurio = state.managers.filter((m) => m.organizationId === 1).length;
    expect(curio?.planFunctions.remainingManagerCount).toBe(
      Math.max(0, (curio?.planFunctions.maximumManagerCount ?? 0) - managersOfCurio - 2),
    );
  });

  it('a world stored before the invitations had their slice is seeded anew, with the invitations in place', () => {
    const persistence = new VolatileWorldPersistence();
    const withoutInvitations = ALL_SLICES.filter((s) => s.name !== 'invitations');
    const old = new World(new FixedClock(TODAY), persistence, fakerJA, withoutInvitations);
    old.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    expect(worldSchemaOf(withoutInvitations)).not.toBe(worldSchemaOf(ALL_SLICES));
    const reloaded = new World(new FixedClock(TODAY), persistence, fakerJA, ALL_SLICES);
    expect(reloaded.read((s) => s.dev.deviceSpeed)).toBe('normal');
    expect(reloaded.read((s) => s.managerInvitations.map((i) => i.id))).toEqual(Object.values(DEMO_INVITATIONS));
  });
});
