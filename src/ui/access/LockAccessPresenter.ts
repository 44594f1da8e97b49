import { inject, injectable } from 'inversify';
import { LoadLockAccess } from '../../application/access/LoadLockAccess';
import { ReadAccess } from '../../application/access/ReadAccess';
import {
  LOCK_ACCESS_CSV_HEADER,
  lockAccessAt,
  lockAccessCsvRows,
  lockAccessFileNameOf,
  type LockAccess,
  type LockAccessAt,
} from '../../domain/access/lockAccess';
import { toCsv } from '../../domain/shared/csvWriter';
import { Presenter } from '../shared/Presenter';
import { AccessReading, NOT_READ, readingOf, type ReadingState } from './reading';

export interface LockAccessState {
  readonly reading: ReadingState<LockAccess>;
  /** The moment evaluated (Japan time in the fields); now by default. */
  readonly moment: Date;
  /** The moment follows the clock ('今この扉を開けられる'); false once the manager chose another. */
  readonly isNow: boolean;
  /** What opens the door at the moment, from what was read (null before anything was read). */
  readonly evaluated: LockAccessAt | null;
}

/**
 * この扉を開けられる人: reads the lock's access once (kept for the session under `lock:<id>`), then answers for
 * any moment without reading again.
 */
@injectable()
export class LockAccessPresenter extends Presenter<LockAccessState> {
  private reading: AccessReading<LockAccess> | null = null;

  constructor(
    @inject(LoadLockAccess) private readonly loadLockAccess: LoadLockAccess,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
  ) {
    super({ reading: NOT_READ, moment: readAccess.now(), isNow: true, evaluated: null });
  }

  get organizationName(): string {
    return this.readAccess.organizationName();
  }

  /** The page opened for one lock: what the session kept for it, or a reading. */
  forLock(lockId: number): void {
    this.reading = new AccessReading<LockAccess>({
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

  backToNow(): void {
    this.store.update((s) => this.evaluate({ ...s, moment: this.readAccess.now(), isNow: true }));
  }

  /** The evaluation at the moment, as a CSV (BOM, formula-inert cells). */
  downloadCsv(): void {
    const { evaluated, moment, reading } = this.snapshot;
    const read = readingOf(reading);
    if (evaluated === null || read === null) return;
    const text = toCsv(LOCK_ACCESS_CSV_HEADER, lockAccessCsvRows(evaluated));
    this.effects.downloadCsv(text, lockAccessFileNameOf(read.value.lockName, moment));
  }

  private show(reading: ReadingState<LockAccess>): void {
    // a new reading while the moment is now answers for the present
    this.store.update((s) => this.evaluate({ ...s, reading, moment: s.isNow ? this.readAccess.now() : s.moment }));
  }

  private evaluate(state: LockAccessState): LockAccessState {
    const read = readingOf(state.reading);
    return { ...state, evaluated: read === null ? null : lockAccessAt(read.value, state.moment, state.isNow) };
  }
}
