import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadKeypadCredentials } from '../../../src/application/access/LoadKeypadCredentials';
import { CallPool } from '../../../src/application/shared/CallPool';
import { clearableAt } from '../../../src/domain/access/clearable';
import { BACKENDS, signedIn } from '../../support/backends';
import { requestLog } from '../../support/requestLog';

describe.each(BACKENDS)('the organization’s expired and failed credentials on the %s backend', (_name, makeBackend) => {
  it('reads every keypad’s PINs and cards once and finds what a bulk delete may clear now', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    const answer = await backend.container.get(LoadKeypadCredentials).execute(new CallPool());
    if (E.isLeft(answer)) throw new Error(answer.left.message);
    const clearable = clearableAt(answer.right, backend.clock.now());
    expect(
      clearable.map((k) => ({
        label: k.label,
        pins: k.pins.map((p) => p.name),
        cards: k.cards.map((c) => c.id),
        registered: k.registeredPins,
        cap: k.pinCap,
        freed: k.pinPlacesIfCleared,
      })),
    ).toEqual([
      {
        label: '本社 正面玄関（屋外側）',
        pins: ['来客用（先月）', '臨時作業員'],
        cards: [4],
        registered: 5,
        cap: 50,
        freed: 1,
      },
    ]);
    // console_functions, 2 lock pages, 12 knight_pins and 12 knight_cards (11 keypads, 101 with registering tabs)
    expect(log.lines()).toHaveLength(27);
    expect(log.writes()).toEqual([]);
  });
});
