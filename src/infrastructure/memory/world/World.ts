import type { Clock } from '../../../application/ports/Clock';
import type { AccountRecord, MailRecord } from '../platform/records';
import type { WorldPersistence } from './persistence';
import { seedWorld, WORLD_SCHEMA, type WorldState } from './state';

/** Faults the dev tools and tests inject; never persisted. */
export interface WorldFaults {
  /** Paths (as the HTTP API spells them) whose next response is a body that does not decode. */
  malformNext: Set<string>;
}

/**
 * The in-memory server: one seeded, deterministic state that behaves like the real API
 * and persists across reloads. Both the memory adapters and the MSW handlers run on it.
 */
export class World {
  private state: WorldState;
  readonly faults: WorldFaults = { malformNext: new Set() };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly clock: Clock,
    private readonly persistence: WorldPersistence,
  ) {
    this.state = this.loadOrSeed();
  }

  now(): Date {
    return this.clock.now();
  }

  read<T>(query: (state: Readonly<WorldState>) => T): T {
    return query(this.state);
  }

  /** Every change goes through here so it is persisted. */
  write<T>(change: (state: WorldState) => T): T {
    const result = change(this.state);
    this.save();
    this.listeners.forEach((l) => l());
    return result;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  reset(): void {
    this.persistence.clear();
    this.state = seedWorld(this.clock.now());
    this.save();
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
    const session = this.state.sessions.find((s) => s.token === token);
    return session ? this.state.accounts.find((a) => a.id === session.accountId) : undefined;
  }

  sendMail(mail: Omit<MailRecord, 'id' | 'sentAt'>): MailRecord {
    const record: MailRecord = { ...mail, id: `mail-${this.nextId('mail')}`, sentAt: this.now().toISOString() };
    this.write((s) => s.mails.unshift(record));
    return record;
  }

  private save(): void {
    this.persistence.save(JSON.stringify(this.state));
  }

  private loadOrSeed(): WorldState {
    const stored = this.persistence.load();
    if (stored) {
      try {
        const parsed = JSON.parse(stored) as WorldState;
        if (parsed.schema === WORLD_SCHEMA) return parsed;
      } catch {
        // a damaged store is replaced by a fresh world
      }
    }
    const seeded = seedWorld(this.clock.now());
    this.persistence.save(JSON.stringify(seeded));
    return seeded;
  }
}

export const newToken = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `t-${Math.random().toString(36).slice(2)}${Date.now()}`;
