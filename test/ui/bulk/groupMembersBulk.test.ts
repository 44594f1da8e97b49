import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SearchGroups } from '../../../src/application/groups/SearchGroups';
import { GroupMembersPresenter } from '../../../src/ui/groups/GroupMembersPresenter';
import { BACKENDS, signedIn } from '../../support/backends';
import { requestLog } from '../../support/requestLog';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(BACKENDS)("a group's members acted on together on the %s backend", (_n, make) => {
  it('guests selected and added to the group: one request each, 保存しました。, then members', async () => {
    const backend = await signedIn(make);
    const log = requestLog(backend);
    const groups = await backend.container.get(SearchGroups).execute('');
    if (E.isLeft(groups) || groups.right[0] === undefined) throw new Error('no group');
    const group = groups.right[0];
    const presenter = backend.container.get(GroupMembersPresenter);
    await presenter.open({ groupId: group.id });
    await presenter.showMembersOnly(false);
    const members = presenter.list.snapshot.rows.filter((g) => !g.groups.some((m) => m.id === group.id)).slice(0, 2);
    expect(members).toHaveLength(2);
    presenter.bulk.selection.tickPage(members, true);
    await settle();
    await settle();
    const before = log.writes().length;
    presenter.bulk.addTo(group.id);
    const asked = presenter.bulk.run.snapshot;
    if (asked.status !== 'asking') throw new Error(asked.status);
    expect(asked.title).toBe('グループに追加');
    await presenter.bulk.run.confirm();
    expect(log.writes()).toHaveLength(before + 2);
    expect(presenter.bulk.run.snapshot).toMatchObject({
      summary: '2件中 2件を追加しました',
      items: [
        { key: members[0]?.id, status: 'done', message: '保存しました。' },
        { key: members[1]?.id, status: 'done', message: '保存しました。' },
      ],
    });
    // read again: the two are members now
    await presenter.showMembersOnly(true);
    expect(presenter.list.snapshot.rows.map((g) => g.id)).toEqual(expect.arrayContaining(members.map((g) => g.id)));
  });
});
