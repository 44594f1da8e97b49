import { describe, expect, it } from 'vitest';
import { KeypadCardsPresenter } from '../../../src/ui/cards/KeypadCardsPresenter';
import { KeypadPinsPresenter } from '../../../src/ui/pins/KeypadPinsPresenter';
import { memoryBackend } from '../../support/backends';

describe('the keypad list presenters decide the status column', () => {
  it('PINs: each row of both tabs with its badge, a PIN past its end expired by the clock of the world', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(KeypadPinsPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    const shown = () => presenter.list.snapshot.rows.map((p) => [p.name, presenter.badgeOf(p)]);
    expect(shown()).toEqual([
      ['清掃業者', 'registered'],
      ['警備会社', 'registered'],
      ['夜間スタッフ', 'registered'],
      ['来客用（先月）', 'expired'],
      ['設備点検', 'registered'],
    ]);
    await presenter.showTab('registering');
    expect(shown()).toEqual([
      ['新人研修', 'registering'],
      ['臨時作業員', 'failed'],
    ]);
  });

  it('cards: each row of both tabs with its badge', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(KeypadCardsPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    const shown = () => presenter.list.snapshot.rows.map((c) => [c.name, presenter.badgeOf(c)]);
    expect(shown()).toEqual([
      ['カード003', 'registered'],
      ['カード004', 'registered'],
    ]);
    await presenter.showTab('registering');
    expect(shown()).toEqual([
      ['カード005', 'registering'],
      ['カード006', 'failed'],
    ]);
  });
});
