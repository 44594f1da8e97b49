import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { PinId } from '../../domain/pins/pin';
import { PinsGateway } from './ports/PinsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** DELETE /pad_pins/{id}: the toast says 削除しました。 or 削除に失敗しました。 */
@injectable()
export class DeletePin {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: PinId): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    return fromPortResult(await this.pins.remove(id), PIN_MESSAGES.deleteFailed);
  }
}
