import type { Faker } from '@faker-js/faker';
import type { Clock } from '../../../application/ports/Clock';
import type { AccountRecord, MailRecord } from '../platform/records';
import type { WorldPersistence } from './persistence';
import { seedWorld } from './seedWorld';
import { worldSchemaOf, type WorldSlice, type WorldState } from './state';

/** Faults the dev tools and tests inject; never persisted. */
export interface WorldFaults {
  /** Paths (as the HTTP API spells them) whose next response is a body that does not decode. */
  malformNext: Set<string>;
  /**
   * The next request that changes the world is applied, then its answer is lost (network failure after
   * sending): what a time-out or a dropped connection does to a write. Both backends honour it.
   */
  loseNextWriteAnswer: boolean;
}

/**
 * The in-memory server: one seeded, deterministic state that behaves like the real API
 * and persists across reloads. Both the memory adapters and the MSW handlers run on it.
 *
 * Seeding needs faker, the heaviest part of the demo build: a stored world loads without it,
 * and a new one is seeded after faker arrives, so the first page paints without waiting.
 * Every call waits for `ready()`; tests hand in faker and get a ready world at once.
 */
export class World {
  private state: WorldState | null;
  private faker: Faker | null;
  private discarded = false;
  private readonly readiness: Promise<void>;
  readonly faults: WorldFaults = { malformNext: new Set(), loseNextWriteAnswer: false };
  private readonly listeners = new Set<() => void>();

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
          this.state = this.seed(fakerJA);
        });
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
    return this.state;
  }

  now(): Date {
    return this.clock.now();
  }

  read<T>(query: (state: Readonly<WorldState>) => T): T {
    return query(this.current);
  }

  /** Every change goes through here so it is persisted. */
  write<T>(change: (state: WorldState) => T): T {
    const result = change(this.current);
    this.save();
    this.listeners.forEach((l) => l());
    return result;
  }

  /**
   * Runs one request's work on the server side; `answerLost` is true (once, then the fault is disarmed)
   * when the lost-answer fault is armed and the work changed the world.
   */
  serve<T>(work: () => T): { readonly result: T; readonly answerLost: boolean } {
    let wrote = false;
    const stop = this.onChange(() => {
      wrote = true;
    });
    try {
      const result = work();
      const answerLost = wrote && this.faults.loseNextWriteAnswer;
      if (answerLost) this.faults.loseNextWriteAnswer = false;
      return { result, answerLost };
    } finally {
      stop();
    }
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
    if (this.state && !this.discarded) this.persistence.save(JSON.stringify(this.state));
  }

  private seed(faker: Faker): WorldState {
    const seeded = seedWorld(this.clock.now(), faker, this.slices);
    this.persistence.save(JSON.stringify(seeded));
    return seeded;
  }

  private loadStored(): WorldState | null {
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
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `t-${Math.random().toString(36).slice(2)}${Date.now()}`;
