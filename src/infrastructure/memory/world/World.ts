import type { Faker } from '@faker-js/faker';
import type { Clock } from '../../../application/ports/Clock';
import type { AccountRecord, MailRecord } from './platformRecords';
import type { WorldPersistence } from './persistence';
import { seedWorld } from './seedWorld';
import { worldSchemaOf, type WorldSlice, type WorldState } from './state';

/** Faults the dev tools and tests inject; never persisted. */
export interface WorldFaults {
  /** Paths (as the HTTP API spells them) whose next response is a body that does not decode. */
  malformNext: Set<string>;
  /**
   * While set, memory-mode calls wait for it before answering: a server slow to answer, so tests see what loading
   * shows.
   */
  stalled: Promise<void> | null;
  /**
   * The next request that changes the world is applied, then its answer is lost (network failure after
   * sending): what a time-out or a dropped connection does to a write. Both backends honour it.
   */
  loseNextWriteAnswer: boolean;
  /**
   * The next request that changes the world is applied, then answered 2xx with a body that does not decode (an
   * unreadable success). Both backends honour it; on the memory backend only a call that answers a value reads a
   * body (a call answering nothing is, as its HTTP twin, a success by its status).
   */
  garbleNextWriteAnswer: boolean;
  /**
   * While set, every list serves at most this many rows a page, whatever was asked (world/paging.ts): a server that
   * caps page sizes lower than it usually serves. Both backends honour it.
   */
  pageCap: number | null;
}

/** What the client hears after a write: its answer, nothing (lost), or a 2xx it cannot read. */
export type WriteAnswer = 'sent' | 'lost' | 'unreadable';

/**
 * The in-memory server: one seeded, deterministic state that behaves like the real API
 * and persists across reloads. Both the memory adapters and the MSW handlers run on it.
 *
 * One world for every tab of the demo (what one tab writes, another sees): each tab keeps a parsed copy with the stored
 * revision it came from. Before any read or write the copy is checked against the stored revision
 * (one short read) and loaded again only when another tab has saved since, so a write always
 * changes the latest world (read-modify-write) and a tab sees what the others did; nothing is
 * parsed again while nothing changed.
 *
 * Seeding needs faker, the heaviest part of the demo build: a stored world loads without it,
 * and a new one is seeded after faker arrives, so the first page paints without waiting.
 * Every call waits for `ready()`; tests hand in faker and get a ready world at once.
 */
export class World {
  private state: WorldState | null;
  private faker: Faker | null;
  private discarded = false;
  /** The stored revision this copy was loaded from or last saved as. */
  private revision: string | null = null;
  private readonly readiness: Promise<void>;
  readonly faults: WorldFaults = {
    malformNext: new Set(),
    stalled: null,
    loseNextWriteAnswer: false,
    garbleNextWriteAnswer: false,
    pageCap: null,
  };
  private readonly listeners = new Set<() => void>();
  /** Calls (`batch`) running now: their writes are saved once, when the outermost ends. */
  private batching = 0;
  private unsaved = false;

  constructor(
    private readonly clock: Clock,
    private readonly persistence: WorldPersistence,
    faker?: Faker,
    /** The feature slices (the platform part is always there): each feature descriptor brings its own. */
    private readonly slices: ReadonlyArray<WorldSlice> = [],
  ) {
    this.faker = faker ?? null;
    this.state = this.loadStored() ?? (faker ? this.seed(faker) : null);
    this.readiness = this.state
      ? Promise.resolve()
      : import('@faker-js/faker').then(({ fakerJA }) => {
          this.faker = fakerJA;
          // another tab may have stored the world while faker was loading: that one is kept
          this.state = this.loadStored() ?? this.seed(fakerJA);
        });
    // listeners (the dev mailbox) learn of other tabs' writes at once; the copy itself is renewed on its next use
    persistence.onChangedElsewhere(() => this.listeners.forEach((l) => l()));
  }

  /** Resolves once the world has its state (at once for a stored world). */
  ready(): Promise<void> {
    return this.readiness;
  }

  get isReady(): boolean {
    return this.state !== null;
  }

  private get current(): WorldState {
    if (!this.state) throw new Error('the demo world is still being created: await world.ready() first');
    // within a call the copy taken at its start is the one it changes (one read-modify-write, as one write is)
    if (this.batching === 0) this.sync();
    return this.state;
  }

  /** Takes the stored world when another tab saved it since this copy was loaded or saved. */
  private sync(): void {
    const stored = this.persistence.revision();
    if (stored === this.revision) return;
    if (stored === null) {
      // another tab reset the world: this copy must not bring the old one back; the next stored world is taken
      this.revision = null;
      this.discarded = true;
      return;
    }
    const latest = this.loadStored();
    // a stored world this build cannot read (another schema, damaged) is left alone: this copy goes on
    if (latest) {
      this.state = latest;
      this.discarded = false;
    }
  }

  now(): Date {
    return this.clock.now();
  }

  read<T>(query: (state: Readonly<WorldState>) => T): T {
    return query(this.current);
  }

  /** Every change goes through here so it is persisted (at once, or at the end of the call that makes it). */
  write<T>(change: (state: WorldState) => T): T {
    const result = change(this.current);
    if (this.batching > 0) this.unsaved = true;
    else this.save();
    this.listeners.forEach((l) => l());
    return result;
  }

  /**
   * Runs one request's synchronous work as one change of the stored world: the copy is brought up to date with the
   * other tabs once, at the start; the writes change it and it is saved once, at the end (also when the work throws),
   * and only if something was written. A save serializes the whole world (about 2 MB with the large organization),
   * so a call that writes per item (a CSV import, cards assigned, an id then a record) saves once, not per write.
   * Work that returns a promise is batched up to its first await; what it writes later is saved as it is written.
   */
  batch<T>(work: () => T): T {
    if (this.batching === 0 && this.state) this.sync();
    this.batching += 1;
    try {
      return work();
    } finally {
      this.batching -= 1;
      if (this.batching === 0 && this.unsaved) {
        this.unsaved = false;
        this.save();
      }
    }
  }

  /**
   * Runs one request's work on the server side; `answer` is 'lost' or 'unreadable' (once, then that fault is
   * disarmed) when the lost-answer or the unreadable-answer fault is armed and the work changed the world.
   */
  serve<T>(work: () => T): { readonly result: T; readonly answer: WriteAnswer } {
    let wrote = false;
    const stop = this.onChange(() => {
      wrote = true;
    });
    try {
      const result = this.batch(work);
      return { result, answer: wrote ? this.takeWriteAnswerFault() : 'sent' };
    } finally {
      stop();
    }
  }

  /** What becomes of the answer of a request that wrote: an armed fault is used up. */
  takeWriteAnswerFault(): WriteAnswer {
    if (this.faults.loseNextWriteAnswer) {
      this.faults.loseNextWriteAnswer = false;
      return 'lost';
    }
    if (this.faults.garbleNextWriteAnswer) {
      this.faults.garbleNextWriteAnswer = false;
      return 'unreadable';
    }
    return 'sent';
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Back to the seeded world of today. Without faker at hand (a world loaded from storage) the
   * store is cleared and this instance stops saving, so nothing written before the dev menu's
   * reload can bring the old world back; the reload seeds anew.
   */
  reset(): void {
    this.persistence.clear();
    this.revision = null;
    if (!this.faker) {
      this.discarded = true;
      return;
    }
    this.state = this.seed(this.faker);
  }

  nextId(sequence: string): number {
    return this.write((s) => {
      const next = (s.sequences[sequence] ?? 1000) + 1;
      s.sequences[sequence] = next;
      return next;
    });
  }

  accountOfToken(token: string | undefined): AccountRecord | undefined {
    if (!token) return undefined;
    const state = this.current;
    const session = state.sessions.find((s) => s.token === token);
    return session ? state.accounts.find((a) => a.id === session.accountId) : undefined;
  }

  sendMail(mail: Omit<MailRecord, 'id' | 'sentAt'>): MailRecord {
    const record: MailRecord = { ...mail, id: `mail-${this.nextId('mail')}`, sentAt: this.now().toISOString() };
    this.write((s) => s.mails.unshift(record));
    return record;
  }

  private save(): void {
    if (!this.state || this.discarded) return;
    // not stored (over the quota): this copy goes on as the tab's own, and the stored revision stays the one it knows
    this.revision = this.persistence.save(JSON.stringify(this.state)) ?? this.revision;
  }

  private seed(faker: Faker): WorldState {
    const seeded = seedWorld(this.clock.now(), faker, this.slices);
    this.revision = this.persistence.save(JSON.stringify(seeded)) ?? this.persistence.revision();
    return seeded;
  }

  /** The stored world, remembering its revision (read first: a save in between only means one more load later). */
  private loadStored(): WorldState | null {
    this.revision = this.persistence.revision();
    const stored = this.persistence.load();
    if (!stored) return null;
    try {
      const parsed = JSON.parse(stored) as WorldState;
      return parsed.schema === worldSchemaOf(this.slices) ? parsed : null;
    } catch {
      // a damaged store is replaced by a fresh world
      return null;
    }
  }
}

export const newToken = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `t-${Math.random().toString(36).slice(2)}${Date.now()}`;
