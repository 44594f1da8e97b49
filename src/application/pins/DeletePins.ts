import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadId } from '../../domain/keypads/registration';
import { holdsPlace, isClearablePin, NOT_CLEARABLE_PIN } from '../../domain/pins/clearable';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import type { BulkResult } from '../../domain/shared/bulk';
import { Clock } from '../ports/Clock';
import { PinsGateway } from './ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { sendEach } from '../shared/sendEach';

/** A PIN as its keypad's list showed it. */
export interface PinOnKeypad {
  readonly keypadId: KeypadId;
  readonly pin: Pin;
}

export interface PinsDeleted {
  readonly results: ReadonlyArray<BulkResult<PinOnKeypad>>;
  /** Per keypad the deletions touched: the places freed on the count the limit reads (registered PINs). */
  readonly freed: ReadonlyArray<{ readonly keypadId: KeypadId; readonly places: number }>;
}

/**
 * 期限切れを削除 (and failed jobs): the chosen PINs deleted together, DELETE /pad_pins/{id} once per PIN through the
 * screen's pool (four at most in flight), each answered with the spec's 削除しました。 or 削除に失敗しました。. A PIN
 * neither expired nor failed at the clock's moment is refused without a call; one already gone (404) was deleted
 * before (by another tab, or a lost answer) and counts as deleted. Retrying sends the failed ones only.
 */
@injectable()
export class DeletePins {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(
    chosen: ReadonlyArray<PinOnKeypad>,
    pool: CallPool,
    onResult: (result: BulkResult<PinOnKeypad>) => void = () => undefined,
  ): Promise<Outcome<PinsDeleted>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const now = this.clock.now();
    const results = new Map<PinOnKeypad, BulkResult<PinOnKeypad>>();
    const tell = (result: BulkResult<PinOnKeypad>): void => {
      results.set(result.item, result);
      onResult(result);
    };
    chosen
      .filter((item) => !isClearablePin(item.pin, now))
      .forEach((item) => tell({ item, status: 'refused', message: NOT_CLEARABLE_PIN }));
    await sendEach(
      pool,
      chosen.filter((item) => isClearablePin(item.pin, now)),
      (item) => this.pins.remove(item.pin.id),
      ({ item, answer }) =>
        tell(
          E.isRight(answer) || answer.left._tag === 'NotFound'
            ? { item, status: 'done', message: PIN_MESSAGES.deleted }
            : { item, status: 'failed', message: fromPort(answer.left, PIN_MESSAGES.deleteFailed).message },
        ),
    );
    const ordered = chosen.flatMap((item) => results.get(item) ?? []);
    return E.right({ results: ordered, freed: freedOf(ordered) });
  }
}

const freedOf = (
  results: ReadonlyArray<BulkResult<PinOnKeypad>>,
): ReadonlyArray<{ readonly keypadId: KeypadId; readonly places: number }> => {
  const freed = new Map<KeypadId, number>();
  for (const { item, status } of results) {
    const before = freed.get(item.keypadId) ?? 0;
    freed.set(item.keypadId, before + (status === 'done' && holdsPlace(item.pin) ? 1 : 0));
  }
  return [...freed].map(([keypadId, places]) => ({ keypadId, places }));
};
