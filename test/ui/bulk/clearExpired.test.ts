import { describe, expect, it } from 'vitest';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { ClearExpiredPresenter, clearablesOf, clearableLabelOf } from '../../../src/ui/access/ClearExpiredPresenter';
import { BACKENDS, signedIn } from '../../support/backends';
import { requestLog } from '../../support/requestLog';

describe.each(BACKENDS)('アクセスの点検 deletes expired credentials together on the %s backend', (_n, make) => {
  it('reads every keypad; the ticked ones asked, one DELETE each, answered; places freed; read again', async () => {
    const backend = await signedIn(make);
    const log = requestLog(backend);
    const presenter = backend.container.get(ClearExpiredPresenter);
    await presenter.open();
    const state = presenter.snapshot;
    if (state.status !== 'ready') throw new Error(state.status);
    const rows = state.keypads.flatMap(clearablesOf);
    expect(rows.map(clearableLabelOf)).toContain(
      `暗証番号「${DEMO_PINS.expiredName}」（2026/10/12 09:00 〜 2026/11/18 18:00） 本社 正面玄関（屋外側）`,
    );
    const outdoor = state.keypads.find((k) => k.keypad.keypad.id === DEMO_PINS.keypad);
    expect(outdoor).toMatchObject({ registeredPins: 5, pinCap: 50, pinPlacesIfCleared: 1 });
    const chosen = rows.filter((c) => c.kind === 'pin' && c.keypad.keypad.id === DEMO_PINS.keypad);
    expect(chosen.map((c) => (c.kind === 'pin' ? c.pin.name : ''))).toEqual([
      DEMO_PINS.expiredName,
      DEMO_PINS.failedName,
    ]);
    chosen.forEach((c) => presenter.selection.toggle(c));
    presenter.deleteTicked();
    expect(log.writes()).toEqual([]);
    await presenter.bulk.confirm();
    expect(log.writes()).toHaveLength(2);
    expect(presenter.bulk.snapshot).toMatchObject({
      status: 'answered',
      summary: '2件中 2件を削除しました',
      items: [
        { status: 'done', message: '削除しました。' },
        { status: 'done', message: '削除しました。' },
      ],
    });
    expect(presenter.keypadsBefore().find((k) => k.keypad.keypad.id === DEMO_PINS.keypad)?.registeredPins).toBe(5);
    // read again: the keypad's PINs are gone from the list, the ticks with them
    const after = presenter.snapshot;
    if (after.status !== 'ready') throw new Error(after.status);
    expect(after.keypads.find((k) => k.keypad.keypad.id === DEMO_PINS.keypad)?.pins ?? []).toEqual([]);
    expect(presenter.selection.items).toEqual([]);
  });
});
