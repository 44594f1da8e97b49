import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoadGuest } from '../../../src/application/guests/LoadGuest';
import { GroupMembersPresenter } from '../../../src/ui/groups/GroupMembersPresenter';
import { BACKENDS, httpBackend, mswServer, type Backend, signedIn } from '../../support/backends';
import { rightOf } from '../../support/outcomes';

const CLEANING = 6;

const ticked = (presenter: GroupMembersPresenter): number[] =>
  presenter.snapshot.rows
    .filter((r) => r.checked)
    .map((r) => r.id)
    .sort((a, b) => a - b);

/** The group detail's tab, searched by the guest's name so the row is on page 1. */
const groupTabTicks = async (
  backend: Backend,
  groupId: number,
  tab: 'connected' | 'unconnected',
  guestName: string,
): Promise<number[]> => {
  const presenter = backend.container.get(GroupMembersPresenter);
  presenter.open({ groupId: groupId });
  await presenter.search(guestName);
  await presenter.showTab(tab);
  return ticked(presenter);
};

const guestDetailGroups = async (backend: Backend, guestId: number): Promise<ReadonlyArray<number>> => {
  const loaded = rightOf(await backend.container.get(LoadGuest).execute(guestId));
  return [...loaded.groupIds].sort((a, b) => a - b);
};

describe.each(BACKENDS)(
  'group membership is the same on the guest detail and the group detail (%s backend)',
  (_name, makeBackend) => {
    it('a connected guest in two groups (2: groups 1 and 6) is ticked on both screens', async () => {
      const backend = await signedIn(makeBackend);
      expect(await guestDetailGroups(backend, 2)).toEqual([1, 6]);
      expect(await groupTabTicks(backend, CLEANING, 'connected', '鈴木 美咲')).toEqual([2]);
      expect(await groupTabTicks(backend, 1, 'connected', '鈴木 美咲')).toEqual([2]);
    });

    it('an unconnected guest (23, invited to group 6) is ticked on the guest detail and on the unconnected tab', async () => {
      const backend = await signedIn(makeBackend);
      expect(await guestDetailGroups(backend, 23)).toEqual([6]);
      expect(await groupTabTicks(backend, CLEANING, 'unconnected', '池田 蓮')).toEqual([23]);
    });

    it('a tick saved on the unconnected tab shows on the guest detail', async () => {
      const backend = await signedIn(makeBackend);
      const presenter = backend.container.get(GroupMembersPresenter);
      presenter.open({ groupId: 1 });
      // every guest of the tab: 池田 蓮 is not a member yet (the tab opens on members only)
      await presenter.showMembersOnly(false);
      await presenter.search('池田 蓮');
      await presenter.showTab('unconnected');
      presenter.toggle(23, true);
      await presenter.save();
      expect(presenter.snapshot.changes).toEqual({});
      expect(ticked(presenter)).toEqual([23]);
      expect(await guestDetailGroups(backend, 23)).toEqual([1, 6]);
    });
  },
);

describe('against a server whose group_invitations/guest lists nothing for a connected guest', () => {
  it("the guest detail still ticks the guest's own groups, and the unconnected tab reads group_invitations/group", async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/group_invitations/guest', () => HttpResponse.json({ group_invitations: [] })),
    );
    expect(await guestDetailGroups(backend, 2)).toEqual([1, 6]);
    mswServer().use(
      http.get('*/v1/console/group_invitations/group', ({ request }) =>
        HttpResponse.json({
          group_invitations: [{ guest_id: '24', group_id: new URL(request.url).searchParams.get('group_id') }],
        }),
      ),
    );
    expect(await groupTabTicks(backend, CLEANING, 'unconnected', '')).toEqual([24]);
  });
});
