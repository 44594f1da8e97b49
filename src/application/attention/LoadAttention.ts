import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { attentionSteps } from '../../domain/attention/attention';
import type { AttentionItem } from '../../domain/attention/items';
import type { DoorRow } from '../../domain/remote/doorStates';
import { DOORS_VIEW } from '../shared/AccessReadings';
import { OrganizationReads } from '../access/organizationReads';
import { ReadAccess } from '../access/ReadAccess';
import { Clock } from '../ports/Clock';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { inSlices } from '../shared/inSlices';

/** The key 要対応's reading is kept under for the session (ReadAccess): its view's name. */
export const ATTENTION_VIEW = 'attention';

export interface AttentionReading {
  /** The moment the items were evaluated at (the reading's end): 'within 7 days' and '14 days' count from it. */
  readonly at: Date;
  readonly items: ReadonlyArray<AttentionItem>;
  /** False when 扉の状態 was not read in this session: no hub is listed, and the screen says so. */
  readonly doorsRead: boolean;
}

/**
 * 要対応 in full, read through the pool (at most four in flight, progress, nothing more once the screen is left):
 * every page of GET locks, the PINs and cards of every keypad (both tabs where one registers, GET knight_pins and
 * knight_cards), GET groups/search, GET guests/all and GET card_masters without a user, all the spec's calls; the
 * hubs from 扉の状態's reading of this session (no call). The presenter keeps it for the session with ReadAccess.
 */
@injectable()
export class LoadAttention {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(pool: CallPool): Promise<Outcome<AttentionReading>> {
    const [locksAndKeypads, groups, guests, cardsWithoutUser] = await Promise.all([
      this.reads.locksWithKeypads(pool, { pins: true, cards: true }),
      this.reads.groups(pool),
      this.reads.guests(pool),
      this.reads.cardMasters(pool, false),
    ]);
    if (E.isLeft(locksAndKeypads)) return locksAndKeypads;
    if (E.isLeft(groups)) return groups;
    if (E.isLeft(guests)) return guests;
    if (E.isLeft(cardsWithoutUser)) return cardsWithoutUser;
    const doors = this.readAccess.kept<ReadonlyArray<DoorRow>>(DOORS_VIEW)?.value ?? null;
    const at = this.clock.now();
    return E.right({
      at,
      doorsRead: doors !== null,
      // a large organization's thousands of credentials and guests: evaluated a slice at a time, never one long task
      items: await inSlices(
        attentionSteps(
          {
            ...locksAndKeypads.right,
            doors,
            groups: groups.right,
            guests: guests.right,
            cardsWithoutUser: cardsWithoutUser.right,
          },
          at,
        ),
      ),
    });
  }
}
