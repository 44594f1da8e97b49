import { describe, expect, it } from 'vitest';
import { GuestsPresenter } from '../../../src/ui/guests/GuestsPresenter';
import { BACKENDS, signedIn } from '../../support/backends';
import { requestLog } from '../../support/requestLog';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const at = <T>(rows: ReadonlyArray<T>, index: number): T => {
  const row = rows[index];
  if (row === undefined) throw new Error(`no row ${index}`);
  return row;
};

describe.each(BACKENDS)('the guests list acts on ticked guests on the %s backend', (_n, make) => {
  it('ticks kept across pages; added to a group, one request per guest, each 保存しました。; removed again', async () => {
    const backend = await signedIn(make);
    const log = requestLog(backend);
    const presenter = backend.container.get(GuestsPresenter);
    await presenter.open();
    const page1 = presenter.list.snapshot.rows;
    presenter.bulk.selection.toggle(at(page1, 0));
    await presenter.goToPage(2);
    const page2 = presenter.list.snapshot.rows;
    presenter.bulk.selection.tickPage(page2.slice(0, 2), true);
    await presenter.goToPage(1);
    expect(presenter.bulk.selection.items.map((g) => g.id)).toEqual([page1[0]?.id, page2[0]?.id, page2[1]?.id]);
    await settle();
    await settle();
    const groups = presenter.bulk.groups.snapshot;
    if (groups.status !== 'ready') throw new Error(groups.status);
    const group = at(groups.groups, 0);
    const before = log.writes().length;
    presenter.bulk.addTo(group.id);
    expect(presenter.bulk.run.snapshot).toMatchObject({
      status: 'asking',
      title: 'グループに追加',
      message: `選択した利用者を「${group.name}」に追加します。よろしいですか？`,
    });
    expect(log.writes()).toHaveLength(before);
    await presenter.bulk.run.confirm();
    expect(log.writes()).toHaveLength(before + 3);
    expect(presenter.bulk.run.snapshot).toMatchObject({
      status: 'answered',
      summary: '3件中 3件を追加しました',
      items: [
        { status: 'done', message: '保存しました。' },
        { status: 'done', message: '保存しました。' },
        { status: 'done', message: '保存しました。' },
      ],
    });
    expect(presenter.bulk.selection.items).toEqual([]);
  });

  it('the connection request: a connected guest refused unsent, an unconnected one sent', async () => {
    const backend = await signedIn(make);
    const log = requestLog(backend);
    const presenter = backend.container.get(GuestsPresenter);
    await presenter.open();
    const connected = at(presenter.list.snapshot.rows, 0);
    presenter.bulk.selection.toggle(connected);
    await presenter.showTab('unconnected');
    const unconnected = at(presenter.list.snapshot.rows, 0);
    presenter.bulk.selection.toggle(unconnected);
    const before = log.writes().length;
    presenter.bulk.requestConnections();
    await presenter.bulk.run.confirm();
    expect(log.writes()).toHaveLength(before + 1);
    expect(presenter.bulk.run.snapshot).toMatchObject({
      summary: '2件中 1件を送信しました（対象外 1件）',
      items: [
        { key: connected.id, status: 'refused', message: 'アプリと連携済みのため、連携依頼は送りません。' },
        { key: unconnected.id, status: 'done', message: '連携依頼しました。' },
      ],
    });
  });
});
