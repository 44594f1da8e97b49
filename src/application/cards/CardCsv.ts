import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_MESSAGES, CARD_CSV_MESSAGES } from '../../domain/cards/messages';
import type { CardCsvContext } from '../../domain/cards/cardCsvRules';
import { serverLineMessage } from '../../domain/cards/cardCsvRules';
import { todayInJapan } from '../../domain/shared/dates';
import { CardsGateway } from '../ports/CardsGateway';
import { Clock } from '../ports/Clock';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

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

/**
 * What the dry run can know from the server: every card (with or without a user) and every
 * guest's e-mail. Loaded once per screen; without it the dry run checks the file's own rules only.
 */
@injectable()
export class LoadCardCsvContext {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): Promise<Outcome<CardCsvContext>> {
    return this.organization.run(async (organizationId) => {
      const cards = new Map<number, { hasUser: boolean }>();
      for (const isGuestRegistered of [true, false]) {
        // the organization's cards, 1000 a page (spec silent on the page size this call allows)
        for (let page = 1; page <= 20; page += 1) {
          const result = await this.cards.search({ organizationId, page, perPage: 1000, isGuestRegistered });
          if (E.isLeft(result)) return E.left(fromPort(result.left, CARD_MESSAGES.listFailed));
          result.right.items.forEach((c) => cards.set(c.id, { hasUser: c.guestId !== null }));
          if (page * 1000 >= result.right.total) break;
        }
      }
      const guests = await this.guests.all(organizationId);
      if (E.isLeft(guests)) return E.left(fromPort(guests.left, CARD_MESSAGES.loadFailed));
      return E.right({ cards, guestEmails: new Set(guests.right.map((g) => g.email.trim().toLowerCase())) });
    });
  }
}

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
