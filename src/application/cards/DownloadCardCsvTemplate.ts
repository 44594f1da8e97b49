import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_CSV_MESSAGES } from '../../domain/cards/messages';
import { todayInJapan } from '../../domain/shared/dates';
import { CardsGateway } from './ports/CardsGateway';
import { Clock } from '../ports/Clock';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { type Outcome } from '../shared/AppError';

/** The template (GET csv_for_guest_registration), named with the day it was taken. */
@injectable()
export class DownloadCardCsvTemplate {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<Outcome<{ readonly blob: Blob; readonly fileName: string }>> {
    const blob = await this.organization.call(CARD_CSV_MESSAGES.templateFailed, (organizationId) =>
      this.cards.csvTemplate(organizationId),
    );
    return E.map((b: Blob) => ({
      blob: b,
      fileName: `カード一括登録_${todayInJapan(this.clock.now()).replace(/-/g, '')}.csv`,
    }))(blob);
  }
}
