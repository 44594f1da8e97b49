import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CardMaster } from '../../domain/cards/card';
import type { Group } from '../../domain/groups/group';
import type { Guest } from '../../domain/guests/guest';
import type { Lock } from '../../domain/locks/lock';
import { MANAGER_PAGE_SIZE, type Manager } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { isEmptyTerm, searchTermOf, type SearchTerm } from '../../domain/search/matcher';
import {
  cardHits,
  groupHits,
  guestHits,
  lockHits,
  managerHits,
  screenHits,
  SEARCH_KINDS,
  type ConsoleScreen,
  type KindHits,
  type SearchKind,
} from '../../domain/search/results';
import { OrganizationReads } from '../access/organizationReads';
import { ReadAccess } from '../access/ReadAccess';
import { Clock } from '../ports/Clock';
import { ManagersGateway } from '../managers/ports/ManagersGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';

/** Hits shown per kind (the header's list; the total says how many more). */
export const SEARCH_LIMIT = 5;

/**
 * How long a kind's list, once read, answers the next searches without a call: long enough for a manager typing and
 * searching again, short enough that another manager's new guest is found within minutes (a write of this tab that a
 * list shows forgets it at once: AccessReadings). Spec silent: the console's own choice.
 */
export const SEARCH_LIST_MAX_AGE_MS = 5 * 60_000;

/** One kind's answer to one text: the presenter drops an answer whose text is no longer the box's (stale). */
export interface KindAnswer {
  readonly text: string;
  readonly kind: SearchKind;
  readonly result: Outcome<KindHits>;
}

export interface SearchAnswer {
  readonly text: string;
  /** In SEARCH_KINDS order; none for a text with nothing to search (spaces only). */
  readonly kinds: ReadonlyArray<KindAnswer>;
}

/** The views the kinds' lists are kept under for the session (ReadAccess, per organization). */
const LIST_VIEWS = {
  lock: 'search:locks',
  guest: 'search:guests',
  group: 'search:groups',
  card: 'search:cards',
  manager: 'search:managers',
} as const satisfies Record<Exclude<SearchKind, 'screen'>, string>;

/**
 * The header's search: locks, guests (name, e-mail), key groups, IC cards (name, user), managers and the console's
 * screens, matched on the console's side (domain/search: full-width and half-width, hiragana and katakana, case and
 * spaces alike), which the spec's calls cannot do: their name filters compare as the server does and take no e-mail,
 * and card_masters takes no name at all (devices-access §7). So each kind's list is read once with the spec's own
 * calls, through the pool (at most four in flight): every page of GET locks; GET guests/all (one call, name and
 * e-mail; guests/search would be two calls a keystroke, one per tab, by name only); GET groups/search with no name;
 * every page of GET card_masters with a user and without; every page of GET managers/search with no name. A list is
 * kept for the session per organization (ReadAccess) for SEARCH_LIST_MAX_AGE_MS, so typing costs no call; a kind is
 * answered as soon as its list is there (`onKind`), each answer carrying its text so a stale one is dropped.
 * Resolve one per search box: a list being read is read once for every search that waits for it.
 */
@injectable()
export class SearchConsole {
  private readonly reading = new Map<string, Promise<Outcome<ReadonlyArray<unknown>>>>();

  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(ManagersGateway) private readonly managers: ManagersGateway,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(
    text: string,
    screens: ReadonlyArray<ConsoleScreen>,
    pool: CallPool,
    onKind?: (answer: KindAnswer) => void,
  ): Promise<SearchAnswer> {
    const term = searchTermOf(text);
    if (isEmptyTerm(term)) return { text, kinds: [] };
    const kinds = await Promise.all(
      SEARCH_KINDS.map(async (kind) => {
        const answer: KindAnswer = { text, kind, result: await this.hitsOf(kind, term, screens, pool) };
        onKind?.(answer);
        return answer;
      }),
    );
    return { text, kinds };
  }

  private async hitsOf(
    kind: SearchKind,
    term: SearchTerm,
    screens: ReadonlyArray<ConsoleScreen>,
    pool: CallPool,
  ): Promise<Outcome<KindHits>> {
    switch (kind) {
      case 'screen':
        return E.right(screenHits(term, screens, SEARCH_LIMIT));
      case 'lock':
        return E.map((locks: ReadonlyArray<Lock>) => lockHits(term, locks, SEARCH_LIMIT))(
          await this.list(LIST_VIEWS.lock, pool, () => this.reads.locks(pool)),
        );
      case 'guest':
        return E.map((guests: ReadonlyArray<Guest>) => guestHits(term, guests, SEARCH_LIMIT))(
          await this.list(LIST_VIEWS.guest, pool, () => this.reads.guests(pool)),
        );
      case 'group':
        return E.map((groups: ReadonlyArray<Group>) => groupHits(term, groups, SEARCH_LIMIT))(
          await this.list(LIST_VIEWS.group, pool, () => this.reads.groups(pool)),
        );
      case 'card':
        return E.map((cards: ReadonlyArray<CardMaster>) => cardHits(term, cards, SEARCH_LIMIT))(
          await this.list(LIST_VIEWS.card, pool, () => this.cards(pool)),
        );
      case 'manager':
        return E.map((managers: ReadonlyArray<Manager>) => managerHits(term, managers, SEARCH_LIMIT))(
          await this.list(LIST_VIEWS.manager, pool, () => this.allManagers(pool)),
        );
    }
  }

  /** A kind's list: kept and young enough, or read (once, however many searches wait for it). */
  private list<T>(
    view: string,
    pool: CallPool,
    read: () => Promise<Outcome<ReadonlyArray<T>>>,
  ): Promise<Outcome<ReadonlyArray<T>>> {
    const kept = this.readAccess.kept<ReadonlyArray<T>>(view);
    if (kept !== undefined && this.clock.now().getTime() - kept.readAt.getTime() < SEARCH_LIST_MAX_AGE_MS)
      return Promise.resolve(E.right(kept.value));
    const under = this.reading.get(view) as Promise<Outcome<ReadonlyArray<T>>> | undefined;
    if (under !== undefined) return under;
    const started = this.readAccess
      .read(view, read, pool)
      .then((answer) => E.map((reading: { readonly value: ReadonlyArray<T> }) => reading.value)(answer))
      .finally(() => this.reading.delete(view));
    this.reading.set(view, started);
    return started;
  }

  /** The organization's cards, with a user and without (card_masters takes is_guest_registered, no name). */
  private async cards(pool: CallPool): Promise<Outcome<ReadonlyArray<CardMaster>>> {
    const [withUser, withoutUser] = await Promise.all([
      this.reads.cardMasters(pool, true),
      this.reads.cardMasters(pool, false),
    ]);
    if (E.isLeft(withUser)) return withUser;
    if (E.isLeft(withoutUser)) return withoutUser;
    return E.right([...withUser.right, ...withoutUser.right].sort((a, b) => a.id - b.id));
  }

  /** Every manager of the organization: managers/search with no name, every page (100 a page, devices-access §9). */
  private allManagers(pool: CallPool): Promise<Outcome<ReadonlyArray<Manager>>> {
    return this.organization.run((organizationId) =>
      allPagesOf(pool, async (page) =>
        fromPortResult(
          await this.managers.search({ organizationId, name: '', page, perPage: MANAGER_PAGE_SIZE }),
          MANAGER_MESSAGES.listFailed,
        ),
      ),
    );
  }
}
