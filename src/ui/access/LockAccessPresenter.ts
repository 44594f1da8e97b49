import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadLockAccess } from '../../application/access/LoadLockAccess';
import { ReadAccess } from '../../application/access/ReadAccess';
import { SwitchOrganization } from '../../application/session/SwitchOrganization';
import { lockAccessAt, type LockAccess, type LockAccessAt } from '../../domain/access/lockAccess';
import { ownValueOf, type Whose } from '../../domain/access/whose';
import { toCsv } from '../../domain/shared/csvWriter';
import { Presenter } from '../shared/Presenter';
import { LOCK_ACCESS_CSV_HEADER, lockAccessCsvRows, lockAccessFileNameOf } from './accessCsv';
import { lockAccessHeadline } from './accessWords';
import { AccessReading, elsewhereOwnerOf, NOT_READ, readingOf, type ReadingState } from './reading';

/** What opens the door at the moment, and its totals in words. */
export interface LockAccessView extends LockAccessAt {
  /** '今（11月26日 14:05 時点）この扉を開けられる：利用者 12人・PIN 3件・カード 5枚' (or the moment instead of 今). */
  readonly headline: string;
}

export interface LockAccessState {
  readonly reading: ReadingState<Whose<LockAccess>>;
  /** The moment evaluated (Japan time in the fields): the reading's moment by default. */
  readonly moment: Date;
  /** The moment is the reading's ('今（11月26日 14:05 時点）'); false once the manager chose another. */
  readonly isNow: boolean;
  /** What opens the door at the moment, from what was read (null before anything was read). */
  readonly evaluated: LockAccessView | null;
}

/**
 * この扉を開けられる人: reads the lock's access once (kept for the session under `lock:<id>`), then answers for
 * any moment without reading again.
 */
@injectable()
export class LockAccessPresenter extends Presenter<LockAccessState, { readonly lockId: number }> {
  private reading: AccessReading<Whose<LockAccess>> | null = null;

  constructor(
    @inject(LoadLockAccess) private readonly loadLockAccess: LoadLockAccess,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(SwitchOrganization) private readonly switchOrganization: SwitchOrganization,
  ) {
    super({ reading: NOT_READ, moment: readAccess.now(), isNow: true, evaluated: null });
  }

  /** The organization the lock was read in (its own), for the screen and the printed heading; the page's before. */
  get organizationName(): string {
    return readingOf(this.snapshot.reading)?.value.organization.name ?? this.readAccess.organizationName();
  }

  /** The page's (current) organization, which the notice of another organization's record names beside the owner. */
  get pageOrganizationName(): string {
    return this.readAccess.organizationName();
  }

  /**
   * The lock is another organization's: that organization, made current. True when it is; the view then reloads this
   * page (not home, as the header's switch does: the manager came for this lock), so it is read in its own
   * organization.
   */
  switchToOwner(): boolean {
    const owner = elsewhereOwnerOf(this.snapshot.reading);
    return owner !== null && E.isRight(this.switchOrganization.execute(owner));
  }

  /** The page opened for one lock: what the session kept for it, or a reading. */
  override open({ lockId }: { readonly lockId: number }): void {
    this.reading = new AccessReading<Whose<LockAccess>>({
      view: `lock:${lockId}`,
      readAccess: this.readAccess,
      load: (pool) => this.loadLockAccess.execute(lockId, pool),
      newPool: (onProgress) => this.callPool(onProgress),
      latest: this.latestRequest(),
      show: (reading) => this.show(reading),
    });
    this.reading.open();
  }

  readAgain(): void {
    void this.reading?.readAgain();
  }

  /** Another moment: the same reading answers again. */
  chooseMoment(moment: Date): void {
    this.store.update((s) => this.evaluate({ ...s, moment, isNow: false }));
  }

  /** Back to the reading's moment (今, with its time); 読み直す reads the present. */
  backToNow(): void {
    this.store.update((s) => this.evaluate({ ...s, moment: readingOf(s.reading)?.readAt ?? s.moment, isNow: true }));
  }

  /** The evaluation at the moment, as a CSV (BOM, formula-inert cells). */
  downloadCsv(): void {
    const { evaluated, moment, reading } = this.snapshot;
    const read = readingOf(reading);
    const own = read === null ? null : ownValueOf(read.value);
    if (evaluated === null || own === null) return;
    const text = toCsv(LOCK_ACCESS_CSV_HEADER, lockAccessCsvRows(evaluated));
    this.effects.downloadCsv(text, lockAccessFileNameOf(own.lockName, moment));
  }

  private show(reading: ReadingState<Whose<LockAccess>>): void {
    // 今 is the moment the reading was taken: a view answers for what it read, not for a present it has not read
    const readAt = readingOf(reading)?.readAt;
    this.store.update((s) => this.evaluate({ ...s, reading, moment: s.isNow && readAt ? readAt : s.moment }));
  }

  private evaluate(state: LockAccessState): LockAccessState {
    const read = readingOf(state.reading);
    const own = read === null ? null : ownValueOf(read.value);
    if (own === null) return { ...state, evaluated: null };
    const evaluated = lockAccessAt(own, state.moment);
    return {
      ...state,
      evaluated: { ...evaluated, headline: lockAccessHeadline(evaluated.totals, state.moment, state.isNow) },
    };
  }
}
