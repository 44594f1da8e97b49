import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ResendKeypadCard } from '../../../src/application/cards/ResendKeypadCard';
import { RetryKeypadCard } from '../../../src/application/cards/RetryKeypadCard';
import { ResendPin } from '../../../src/application/pins/ResendPin';
import { RetryPin } from '../../../src/application/pins/RetryPin';
import { CardsGateway } from '../../../src/application/cards/ports/CardsGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, signedIn } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { failedCard, failedPin, KEPT } from '../../support/failedRegistrations';

describe.each(BACKENDS)('再登録 whose re-create fails, on the %s backend', (_name, makeBackend) => {
  it('PIN: the failed one is deleted, the new one not sent through: the values are kept and sent again once', async () => {
    const backend = await signedIn(makeBackend);
    const pin = await failedPin(backend);
    const codes = () =>
      backend.world.read((s) =>
        s.pins.filter((p) => p.keypadId === DEMO_PINS.keypad && p.pin === pin.pin).map((p) => p.status),
      );
    const reconnect = dropBeforeServer<PinsGateway>(backend, PinsGateway, 'create');
    expect(await backend.container.get(RetryPin).execute(DEMO_PINS.keypad, pin)).toEqual(
      E.left({ kind: 'Refused', message: KEPT }),
    );
    expect(codes()).toEqual([]);
    reconnect();
    expect(await backend.container.get(ResendPin).execute(DEMO_PINS.keypad, pin)).toEqual(E.right(undefined));
    expect(
      backend.world.read((s) => s.pins.filter((p) => p.pin === pin.pin).map((p) => [p.name, p.timeFrom, p.timeTill])),
    ).toEqual([[pin.name, pin.timeFrom, pin.timeTill]]);
    // sent again (a second click, another tab): the keypad already holds it, nothing is sent
    expect(await backend.container.get(ResendPin).execute(DEMO_PINS.keypad, pin)).toEqual(E.right(undefined));
    expect(codes()).toHaveLength(1);
  });

  it('card: the failed one is removed, the add not sent through: the card is kept and added again once', async () => {
    const backend = await signedIn(makeBackend);
    const card = await failedCard(backend);
    // the row names no card master (devices-access §3): the world's record of the card of that name
    const cardMasterId = backend.world.read((s) => s.cardMasters.find((c) => c.name === card.name)?.id);
    const onKeypad = () =>
      backend.world.read((s) =>
        s.keypadCards
          .filter((k) => k.keypadId === DEMO_CARDS.keypad && k.cardMasterId === cardMasterId)
          .map((k) => k.status),
      );
    const reconnect = dropBeforeServer<CardsGateway>(backend, CardsGateway, 'assign');
    expect(await backend.container.get(RetryKeypadCard).execute(DEMO_CARDS.keypad, card)).toEqual(
      E.left({ kind: 'Refused', message: KEPT }),
    );
    expect(cardMasterId).toBe(6);
    expect(onKeypad().filter((s) => s !== 'deleting')).toEqual([]);
    reconnect();
    expect(await backend.container.get(ResendKeypadCard).execute(DEMO_CARDS.keypad, card)).toEqual(E.right(undefined));
    expect(await backend.container.get(ResendKeypadCard).execute(DEMO_CARDS.keypad, card)).toEqual(E.right(undefined));
    expect(onKeypad().filter((s) => s === 'registering')).toHaveLength(1);
  });
});
