import { inject, injectable } from 'inversify';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import { Clock } from '../ports/Clock';

/** How long an asked-for answer waits for the screen's first read: the guard's refresh and the screen's start. */
export const HEAD_START_TAKE_WITHIN_MS = 10_000;

/**
 * The address's parameters as the router gives them, untyped text (`:id` of /locks/:id/access): what a head start
 * of a screen with parameters reads its record's id from. The screens' own typed view is ui/shell/routeTable's
 * RouteParams.
 */
export type AddressParams = Readonly<Record<string, string | undefined>>;

/** A read asked for ahead: what it is (its kind and request) and its answer. */
export interface AskedRead {
  readonly key: ReadonlyArray<unknown>;
  readonly answer: Promise<unknown>;
}

/**
 * A screen's first reads, asked for while the guard refreshes the session on entering it (ui/shell/router.tsx): a
 * read that needs only the organization the stored record names, not the refresh's answer, overlaps the refresh, and
 * the screen waits one round trip less (the lock list after ログイン, the contract from the account menu). Each
 * screen says what it asks for ahead (LockListHeadStart, ContractHeadStart); this is where the answers meet the
 * screen's reads.
 *
 * Our choice, so that nothing is bought with correctness: an answer asked for here is handed to one read only, and
 * only when that read asks for exactly the same thing (the same manager, the same organization — the refresh may
 * have made another one current —, the same request) within HEAD_START_TAKE_WITHIN_MS of the asking. A read that
 * finds nothing asked for drops everything still waiting (the screen asked for something else: nothing asked for
 * ahead of it is handed out later), and a new start drops what an earlier one left untaken. Every later read goes
 * to the server.
 */
// one for the page (singleton): the router's start and the screen's first reads meet in it
@injectable('Singleton')
export class HeadStart {
  private pending = new Map<string, Asked>();

  constructor(
    @inject(AuthStore) private readonly store: AuthStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Drops what is still waiting, then asks the screen's reads in the stored current organization: `reads` is called
   * with its id and not at all without a session or an organization.
   */
  start(reads: (organizationId: OrganizationId) => ReadonlyArray<AskedRead>): void {
    this.pending.clear();
    const record = this.store.load();
    const organizationId = record?.currentOrganization?.id;
    if (!record || organizationId === null || organizationId === undefined) return;
    const at = this.clock.now().getTime();
    for (const { key, answer } of reads(organizationId)) {
      const asked: Asked = { answer, at, settled: null };
      // what it answered, for a screen that draws it in its first render (settled); an answer nobody takes must not
      // surface as an unhandled rejection
      answer.then(
        (value) => (asked.settled = { value }),
        () => undefined,
      );
      this.pending.set(keyOf(record.me.id, key), asked);
    }
  }

  /**
   * What was answered for this very read, when it has come already and may still be handed out (the same manager,
   * within the window); null otherwise. Only a look: the read still takes it (take), which ends it.
   */
  settled<T>(key: ReadonlyArray<unknown>): { readonly value: T } | null {
    const record = this.store.load();
    if (!record) return null;
    const entry = this.pending.get(keyOf(record.me.id, key));
    if (!entry?.settled || this.clock.now().getTime() - entry.at > HEAD_START_TAKE_WITHIN_MS) return null;
    return entry.settled as { readonly value: T };
  }

  /** The answer asked for this very read, once; null: the read goes to the server. */
  take<T>(key: ReadonlyArray<unknown>): Promise<T> | null {
    const record = this.store.load();
    if (!record || this.pending.size === 0) return null;
    const id = keyOf(record.me.id, key);
    const entry = this.pending.get(id);
    this.pending.delete(id);
    if (!entry) this.pending.clear();
    if (!entry || this.clock.now().getTime() - entry.at > HEAD_START_TAKE_WITHIN_MS) return null;
    return entry.answer as Promise<T>;
  }
}

interface Asked {
  readonly answer: Promise<unknown>;
  readonly at: number;
  settled: { readonly value: unknown } | null;
}

const keyOf = (managerId: number, key: ReadonlyArray<unknown>): string => JSON.stringify([managerId, ...key]);
