import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  CARD_REGISTRATION_WAIT_MS,
  type CardMasterId,
  fitsKeypad,
  KEYPAD_CARD_PAGE_SIZE,
} from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { validateCardCount, validateCardEntries } from '../../domain/cards/validation';
import { type ExpiryInput, periodOf } from '../../domain/keypads/expiry';
import { hasRegistrationFailed } from '../../domain/keypads/registration';
import { CardsGateway } from './ports/CardsGateway';
import { Clock } from '../ports/Clock';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { readAllPages } from '../shared/CallPool';
import { JobPoller } from '../shared/JobPoller';
import { CurrentOrganization } from '../session/CurrentOrganization';

export interface CardEntry {
  readonly cardMasterId: CardMasterId | null;
  readonly expiry: ExpiryInput;
}

/**
 * cards-new: 1 to 5 cards, each period under the three rules, the 1000-card limit, POST
 * /pad_cards/, then the spec's 5-second wait (through the job poller) and one look at the
 * registering tab: a failed job there is the failure modal, anything else 'registration complete'.
 * Field keys are the form's paths: `entries` for the count, `entries.{i}.cardMasterId`, `entries.{i}.expiry.fromDate` /
 * `toDate`.
 */
@injectable()
export class RegisterKeypadCards {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(JobPoller) private readonly poller: JobPoller,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(
    keypadId: number,
    entries: ReadonlyArray<CardEntry>,
    onKeypad: number,
    on: { readonly accepted?: () => void } = {},
  ): Promise<Outcome<void>> {
    const fields: Record<string, string> = {};
    const count = validateCardCount(entries.length);
    if (count !== undefined) fields.entries = count;
    Object.assign(fields, validateCardEntries(entries, this.clock.now()));
    if (Object.keys(fields).length > 0) return E.left(AppErrors.invalidFields(fields));
    if (!fitsKeypad({ totalWithRegistering: onKeypad }, entries.length))
      return E.left(AppErrors.planLimit(CARD_MESSAGES.limitReached));
    const ids = entries.map((e) => e.cardMasterId).filter((id): id is number => id !== null);
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    // the keypad card rows carry no card master id (devices-access §3): a failed row that was not there before this
    // registration is taken as one of ours (a look that fails counts nothing as there before)
    const failedIds = async (): Promise<ReadonlySet<number> | null> => {
      const read = await readAllPages((page) =>
        this.cards.keypadCards({ keypadId, page, perPage: KEYPAD_CARD_PAGE_SIZE, isRegistered: false }),
      );
      return E.isRight(read) ? new Set(read.right.items.filter(hasRegistrationFailed).map((c) => c.id)) : null;
    };
    const failedBefore = (await failedIds()) ?? new Set<number>();
    const sent = await this.cards.assign(
      keypadId,
      entries.map((e, i) => ({ cardMasterId: ids[i] ?? 0, ...periodOf(e.expiry) })),
    );
    if (E.isLeft(sent)) {
      if (sent.left._tag === 'CardLimitReached') return E.left(AppErrors.planLimit(CARD_MESSAGES.limitReached));
      return E.left(fromPort(sent.left, CARD_MESSAGES.registerFailed));
    }
    on.accepted?.();
    const outcome = await this.poller.poll({
      check: async () => E.right(await failedIds()),
      phaseOf: (failed) => (failed !== null && [...failed].some((id) => !failedBefore.has(id)) ? 'failed' : 'done'),
      intervalMs: CARD_REGISTRATION_WAIT_MS,
      timedOut: () => true,
    });
    // the wait is the spec's; a status call that fails afterwards does not undo an accepted registration
    return outcome.kind === 'failed' ? E.left(AppErrors.refused(CARD_MESSAGES.registerFailed)) : E.right(undefined);
  }
}
