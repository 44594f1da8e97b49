import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadCardsForRegister } from '../../../../src/application/cards/LoadCardsForRegister';
import { RegisterKeypadCards } from '../../../../src/application/cards/RegisterKeypadCards';
import { Scheduler } from '../../../../src/application/ports/Scheduler';
import { DEMO_CARDS } from '../../../../src/infrastructure/memory/cards/slice';
import { VolatileWorldPersistence } from '../../../../src/infrastructure/memory/world/persistence';
import { BACKENDS, signedIn } from '../../../support/backends';
import { SteppingScheduler } from '../../../support/SteppingScheduler';
import { rightOf } from '../../../support/outcomes';

const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(BACKENDS)('the demo world on the %s backend saves once per call', (_name, makeBackend) => {
  it('three cards added to a keypad in one POST: one save of the world (not an id and a record per card)', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
    const choices = rightOf(await backend.container.get(LoadCardsForRegister).execute(DEMO_CARDS.keypad));
    const saves = vi.spyOn(VolatileWorldPersistence.prototype, 'save');
    let savedByThePost: number | null = null;
    const result = await backend.container.get(RegisterKeypadCards).execute(
      DEMO_CARDS.keypad,
      [7, 8, 9].map((cardMasterId) => ({ cardMasterId, expiry: noExpiry })),
      choices.onKeypad,
      {
        accepted: () => {
          savedByThePost = saves.mock.calls.length;
        },
      },
    );
    expect(result).toEqual(E.right(undefined));
    expect(savedByThePost).toBe(1);
    const added = backend.world.read((s) =>
      s.keypadCards.filter((k) => k.keypadId === DEMO_CARDS.keypad && k.cardMasterId >= 7 && k.cardMasterId <= 9),
    );
    expect(added.map((k) => [k.cardMasterId, k.status])).toEqual([
      [7, 'registered'],
      [8, 'registered'],
      [9, 'registered'],
    ]);
  });
});
