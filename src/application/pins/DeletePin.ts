import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { PinId } from '../../domain/pins/pin';
import { PinsGateway } from '../ports/PinsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

/** DELETE /pad_pins/{id}: the toast says 削除しました。 or 削除に失敗しました。 */
@injectable()
export class DeletePin {
  constructor(@inject(PinsGateway) private readonly pins: PinsGateway) {}

  async execute(id: PinId): Promise<Outcome<void>> {
    return fromPortResult(await this.pins.remove(id), PIN_MESSAGES.deleteFailed);
  }
}
