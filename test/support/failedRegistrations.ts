import { ListKeypadCards } from '../../src/application/cards/ListKeypadCards';
import { LoadRegistrationStatus } from '../../src/application/registrationStatus/LoadRegistrationStatus';
import { DEMO_CARDS } from '../../src/infrastructure/memory/cards/slice';
import { DEMO_PINS } from '../../src/infrastructure/memory/pins/slice';
import type { Backend } from './backends';
import { rightOf } from './outcomes';

/** What a retry says when the failed registration was deleted but the new one could not be sent. */
export const KEPT =
  '失敗した登録は削除しましたが、再登録できませんでした。内容は保持しています。「再送信」でもう一度送信してください。';

/** The demo keypad's failed PIN, as its registration status lists it. */
export const failedPin = async (backend: Backend) => {
  const status = rightOf(await backend.container.get(LoadRegistrationStatus).execute(DEMO_PINS.keypad));
  const pin = status.failedPins[0];
  if (!pin) throw new Error('no failed PIN');
  return pin;
};

/** The demo keypad's failed card, as its registering tab lists it. */
export const failedCard = async (backend: Backend) => {
  const registering = rightOf(
    await backend.container.get(ListKeypadCards).execute(DEMO_CARDS.keypad, 'registering', 1),
  );
  const card = registering.items.find((c) => c.registrationJobStatus === 'failed');
  if (!card) throw new Error('no failed card');
  return card;
};
