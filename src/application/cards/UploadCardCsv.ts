import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_CSV_MESSAGES } from '../../domain/cards/messages';
import { serverLineMessage } from '../../domain/cards/cardCsvRules';
import { CardsGateway } from './ports/CardsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/** POST csv_guest_registrations: refused rows come back as '3行目: …' lines beside the server's error string. */
@injectable()
export class UploadCardCsv {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(file: Uint8Array): Promise<Outcome<void>> {
    return this.organization.run(async (organizationId) => {
      const result = await this.cards.uploadCsv(organizationId, file);
      if (E.isRight(result)) return result;
      const error = result.left;
      if (error._tag === 'CardCsvRejected') {
        return E.left(
          AppErrors.invalid(error.error ?? CARD_CSV_MESSAGES.uploadFailed, {
            lines: error.lines.map((l) => serverLineMessage(l.line, l.message)),
          }),
        );
      }
      return E.left(fromPort(error, CARD_CSV_MESSAGES.uploadFailed));
    });
  }
}
