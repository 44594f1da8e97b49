import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { KeypadCardsPresenter } from '../../../src/ui/cards/KeypadCardsPresenter';
import { BACKENDS, signedIn } from '../../support/backends';
import { requestLog } from '../../support/requestLog';
import { SteppingScheduler } from '../../support/SteppingScheduler';

const KEYPAD = DEMO_CARDS.keypad;

describe.each(BACKENDS)('the card screen deletes expired or failed cards together on the %s backend', (_n, make) => {
  it('an expired card and a failed one (other tab) ticked; asked; one DELETE each; 削除しました。; unticked', async () => {
    const backend = await signedIn(make);
    backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
    backend.world.write((s) => {
      s.keypadCards.push({
        id: 950,
        keypadId: KEYPAD,
        cardMasterId: 7,
        timeFrom: '2026-10-01T09:00:00+09:00',
        timeTill: '2026-11-01T18:00:00+09:00',
        status: 'registered',
        dueAt: null,
      });
    });
    const log = requestLog(backend);
    const presenter = backend.container.get(KeypadCardsPresenter);
    await presenter.open({ lockId: 1, keypadId: KEYPAD });
    presenter.selection.tickPage(presenter.list.snapshot.rows, true);
    expect(presenter.selection.items.map((c) => c.id)).toEqual([950]);
    await presenter.showTab('registering');
    presenter.selection.tickPage(presenter.list.snapshot.rows, true);
    expect(presenter.selection.items.map((c) => c.id)).toEqual([950, 4]);
    presenter.deleteTicked();
    expect(presenter.bulk.snapshot).toMatchObject({
      status: 'asking',
      title: 'ICカードをまとめて削除',
      message: '選択した期限切れ・登録失敗のICカードをキーパッドから削除します。よろしいですか？',
    });
    expect(log.writes()).toEqual([]);
    await presenter.bulk.confirm();
    expect(log.writes()).toHaveLength(2);
    expect(presenter.bulk.snapshot).toMatchObject({
      status: 'answered',
      summary: '2件中 2件を削除しました',
      items: [
        { key: 950, status: 'done', message: '削除しました。' },
        { key: 4, status: 'done', message: '削除しました。' },
      ],
    });
    expect(presenter.selection.items).toEqual([]);
  });
});
