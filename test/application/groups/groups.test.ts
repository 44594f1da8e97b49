import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DeleteGroup } from '../../../src/application/groups/DeleteGroup';
import { LoadGroup } from '../../../src/application/groups/LoadGroup';
import { CreateGroup } from '../../../src/application/groups/CreateGroup';
import { SaveGroup } from '../../../src/application/groups/SaveGroup';
import { LoadInvitedGuests } from '../../../src/application/groups/LoadInvitedGuests';
import { SaveGroupMembers } from '../../../src/application/groups/SaveGroupMembers';
import { SearchGroups } from '../../../src/application/groups/SearchGroups';
import { defaultGroupForm, type GroupForm } from '../../../src/domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../../src/domain/groups/messages';
import { BACKENDS, TODAY, signedIn } from '../../support/backends';
import { failedWith, rightOf } from '../../support/outcomes';
import { weekdays } from '../../support/weekdays';

const form = (patch: Partial<GroupForm>): GroupForm => ({
  ...defaultGroupForm(TODAY),
  name: '新しいグループ',
  ...patch,
});
const stored = (
  backend: {
    world: { read: <T>(q: (s: import('../../../src/infrastructure/memory/world/state').WorldState) => T) => T };
  },
  id: number,
) => backend.world.read((s) => s.groups.find((g) => g.id === id));

describe.each(BACKENDS)('key groups on the %s backend', (_name, makeBackend) => {
  it("the list shows the organization's groups with member counts and hides the whole group", async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(SearchGroups).execute(''));
    expect(result.map((g) => [g.id, g.name, g.guestCount])).toEqual([
      [1, '正社員', 8],
      [2, '短期プロジェクト', 5],
      [3, '夜間警備', 3],
      [4, '平日スタッフ', 7],
      [6, '清掃スタッフ', 4],
    ]);
  });

  it('searches by a part of the name', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(SearchGroups).execute(' スタッフ '));
    expect(result.map((g) => g.name)).toEqual(['平日スタッフ', '清掃スタッフ']);
  });

  it('the seeded night group runs 22:00 to 06:00 the next day', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(LoadGroup).execute(3));
    expect(result.conditions).toEqual({
      duration: null,
      daily: { fromMinute: 1320, expiresInMinutes: 480 },
      weekly: null,
    });
  });

  it('creates a group with every condition encoded in Japan time (epoch seconds, minutes of day)', async () => {
    const backend = await signedIn(makeBackend);
    const created = await backend.container.get(CreateGroup).execute(
      form({
        enableRemote: true,
        duration: { enabled: true, startDate: '2026-12-01', endDate: '2026-12-31' },
        daily: { enabled: true, startTime: '22:00', endTime: '05:30' },
        weekly: {
          enabled: true,
          days: weekdays('monday', 'wednesday', 'friday'),
        },
      }),
    );
    const record = stored(backend, rightOf(created).value);
    expect(record?.organizationId).toBe(1);
    expect(record?.enableRemote).toBe(true);
    // 2026-12-01 00:00 JST = 2026-11-30T15:00Z; the end is 2026-12-31 23:59:59 JST
    expect(record?.duration).toEqual({ from: Date.UTC(2026, 10, 30, 15) / 1000, expiresIn: 31 * 86_400 - 1 });
    expect(record?.daily).toEqual({ fromMinute: 1320, expiresInMinutes: 450 });
    expect(record?.weekly).toMatchObject({ monday: true, tuesday: false, friday: true });
  });

  it('a group with no condition switched on is stored without restriction', async () => {
    const backend = await signedIn(makeBackend);
    const created = await backend.container.get(CreateGroup).execute(form({}));
    const record = stored(backend, rightOf(created).value);
    expect(record && { duration: record.duration, daily: record.daily, weekly: record.weekly }).toEqual({
      duration: null,
      daily: null,
      weekly: null,
    });
  });

  it('a form that breaks a rule never reaches the server and says which rule', async () => {
    const backend = await signedIn(makeBackend);
    const before = backend.world.read((s) => s.groups.length);
    const result = await backend.container.get(CreateGroup).execute(
      form({
        name: 'あ'.repeat(31),
        duration: { enabled: true, startDate: '2026-12-02', endDate: '2026-12-01' },
        daily: { enabled: true, startTime: '09:00', endTime: '09:00' },
        weekly: {
          enabled: true,
          days: weekdays(),
        },
      }),
    );
    expect(result).toEqual(
      E.left({
        kind: 'Invalid',
        message: GROUP_MESSAGES.nameTooLong,
        fields: {
          name: GROUP_MESSAGES.nameTooLong,
          duration: GROUP_MESSAGES.endBeforeStart,
          daily: GROUP_MESSAGES.sameDailyTimes,
          weekly: GROUP_MESSAGES.noWeekdaySelected,
        },
      }),
    );
    expect(backend.world.read((s) => s.groups.length)).toBe(before);
  });

  it('updates a group: switching a condition off removes it', async () => {
    const backend = await signedIn(makeBackend);
    const loaded = rightOf(await backend.container.get(LoadGroup).execute(3));
    const result = await backend.container.get(SaveGroup).execute({ loaded, form: form({ name: '夜間警備（新）' }) });
    expect(result).toEqual(
      E.right({
        ...loaded,
        name: '夜間警備（新）',
        enableOffline: false,
        enableRemote: false,
        conditions: { duration: null, daily: null, weekly: null },
      }),
    );
    expect(stored(backend, 3)).toMatchObject({ name: '夜間警備（新）', daily: null });
  });

  it('a failed create says 登録に失敗しました', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.organizations = s.organizations.filter((o) => o.id !== 1);
    });
    expect(await backend.container.get(CreateGroup).execute(form({}))).toEqual(failedWith(GROUP_MESSAGES.createFailed));
  });

  it('the whole group cannot be opened for editing', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(LoadGroup).execute(5)).toEqual(
      E.left({ kind: 'NotFound', message: GROUP_MESSAGES.loadFailed }),
    );
  });

  it('deletes a group and its memberships; a second delete fails with 削除に失敗しました。', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(DeleteGroup).execute(2)).toEqual(E.right(undefined));
    expect(
      backend.world.read((s) => [s.groups.some((g) => g.id === 2), s.memberships.some((m) => m.groupId === 2)]),
    ).toEqual([false, false]);
    expect(await backend.container.get(DeleteGroup).execute(2)).toEqual(failedWith(GROUP_MESSAGES.deleteFailed));
  });

  it('saving the connected tab attaches the ticked guests and detaches the unticked ones', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container
      .get(SaveGroupMembers)
      .execute({ groupId: 3, add: [16, 17], remove: [13], source: 'members' });
    expect(result).toEqual(E.right(undefined));
    const members = backend.world.read((s) =>
      s.memberships
        .filter((m) => m.groupId === 3)
        .map((m) => m.guestId)
        .sort((a, b) => a - b),
    );
    expect(members).toEqual([14, 15, 16, 17]);
  });

  it('saving the unconnected tab invites the ticked guests and withdraws the unticked ones; the group then lists them as invited', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container
      .get(SaveGroupMembers)
      .execute({ groupId: 2, add: [21, 22], remove: [20], source: 'invitations' });
    expect(result).toEqual(E.right(undefined));
    const invited = rightOf(await backend.container.get(LoadInvitedGuests).execute(2));
    expect([...invited].sort((a, b) => a - b)).toEqual([21, 22]);
  });

  it("another organization's guest cannot be attached", async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    expect(
      await backend.container.get(SaveGroupMembers).execute({ groupId: 3, add: [1], remove: [], source: 'members' }),
    ).toEqual(failedWith(GROUP_MESSAGES.saveFailed));
  });
});
