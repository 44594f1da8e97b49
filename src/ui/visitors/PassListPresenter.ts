import { inject, injectable } from 'inversify';
import { interval } from 'rxjs';
import { ReadAccess } from '../../application/access/ReadAccess';
import { DeletePins, type PinOnKeypad } from '../../application/pins/DeletePins';
import { ListPasses, type PassList } from '../../application/visitors/ListPasses';
import { doorLabelOf } from '../../domain/locks/doorLabel';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import type { Pin } from '../../domain/pins/pin';
import type { VisitorPass } from '../../domain/visitors/pass';
import { passStateAt, type PassState } from '../../domain/visitors/passState';
import { AccessReading, NOT_READ, readingOf, type ReadingState } from '../access/reading';
import { BulkRun } from '../shared/bulk/BulkRun';
import { BulkSelection } from '../shared/bulk/BulkSelection';
import { Presenter } from '../shared/Presenter';
import { formatPassWindow } from './shareText';
import { shareViewOf, type ShareView } from './shareView';

/** The list's filter: every pass, or the passes in one state. */
export type PassFilter = 'all' | PassState;
export const PASS_FILTERS: ReadonlyArray<PassFilter> = [
  'all',
  'scheduled',
  'active',
  'expired',
  'registering',
  'failed',
];

/** One pass as the list shows it at the moment. */
export interface PassRow {
  readonly key: string;
  readonly name: string;
  readonly state: PassState;
  /** '2026年11月27日(金) 11:00〜13:00' (Japan time). */
  readonly window: string;
  /** '本社 正面玄関（屋外側）', one per keypad. */
  readonly doors: ReadonlyArray<string>;
  readonly pass: VisitorPass;
}

export interface PassListState {
  readonly reading: ReadingState<PassList>;
  /** The moment the states are at: the console's clock, moved on every half minute while the list is on screen. */
  readonly moment: Date;
  readonly filter: PassFilter;
  /** The passes of the filter, evaluated at the moment. */
  readonly rows: ReadonlyArray<PassRow>;
  /** How many passes each filter holds at the moment. */
  readonly counts: Readonly<Record<PassFilter, number>>;
  /** The share card shown again (from the reading: the PIN still exists on its keypads), null when none. */
  readonly shown: ShareView | null;
}

/** The PINs a pass is: one per keypad, as the keypads' lists showed them. */
const pinsOf = (pass: VisitorPass): ReadonlyArray<PinOnKeypad> =>
  pass.doors.map((door) => {
    const pin: Pin = {
      id: door.pinId,
      name: pass.name,
      pin: pass.pin,
      timeFrom: door.timeFrom,
      timeTill: door.timeTill,
      registrationJobStatus: door.registrationJobStatus,
    };
    return { keypadId: door.keypadId, pin };
  });

/** The states move with the clock: a pass's start or end is met within this long of the minute it is set to. */
const TICK_MS = 30_000;

/** The kept reading's key in the session (AccessReadings): a write of this tab (a PIN issued, deleted) forgets it. */
const VIEW = 'visitor-passes';

const emptyCounts = (): Record<PassFilter, number> => ({
  all: 0,
  scheduled: 0,
  active: 0,
  expired: 0,
  registering: 0,
  failed: 0,
});

/**
 * visitor-passes (来訪者パス一覧): every time-boxed PIN of the organization as a pass (ListPasses), read once and kept
 * for the session as the access views' readings are (読み直す reads again), each pass's state at the moment (the
 * console's clock, moved on while the screen is open), the filter by state, and the share card shown again.
 */
@injectable()
export class PassListPresenter extends Presenter<PassListState> {
  private reading: AccessReading<PassList> | null = null;

  /** The ticked passes: only an expired one may be ticked (at the moment the box is used). */
  readonly selection = this.part(
    new BulkSelection<PassRow>(
      (row) => row.key,
      (row) => passStateAt(row.pass.doors, this.readAccess.now()) === 'expired',
    ),
  );
  /** 期限切れを削除: one DELETE per PIN of each ticked pass (one per keypad), with each answer and 再試行. */
  readonly bulk = this.part(new BulkRun<PinOnKeypad>());

  constructor(
    @inject(ListPasses) private readonly listPasses: ListPasses,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(DeletePins) private readonly deletePins: DeletePins,
  ) {
    super({ reading: NOT_READ, moment: readAccess.now(), filter: 'all', rows: [], counts: emptyCounts(), shown: null });
  }

  override open(): void {
    this.reading = new AccessReading<PassList>({
      view: VIEW,
      readAccess: this.readAccess,
      load: (pool) => this.listPasses.execute(pool),
      newPool: (onProgress) => this.callPool(onProgress),
      latest: this.latestRequest(),
      show: (reading) => this.store.update((s) => this.evaluate({ ...s, reading })),
    });
    this.reading.open();
    this.subscribe(interval(TICK_MS), () => this.tick());
  }

  readAgain(): void {
    void this.reading?.readAgain();
  }

  /** The clock moved on: the states at the new moment, from the same reading. */
  tick(): void {
    this.store.update((s) => this.evaluate({ ...s, moment: this.readAccess.now() }));
  }

  choose(filter: PassFilter): void {
    this.store.update((s) => this.evaluate({ ...s, filter }));
  }

  /** 共有用の文面: the share card of a pass again, from what was read (its PIN is on the keypads). */
  showShare(key: string): void {
    const read = readingOf(this.snapshot.reading);
    const pass = read?.value.passes.find((p) => p.key === key);
    if (!read || !pass) return;
    this.store.update((s) => ({
      ...s,
      shown: shareViewOf({
        organizationName: read.value.organizationName,
        name: pass.name,
        pin: pass.pin,
        timeFrom: pass.timeFrom,
        timeTill: pass.timeTill,
        doors: pass.doors.map((d) => ({ lockName: d.lockName, side: d.side })),
      }),
    }));
  }

  closeShare(): void {
    this.store.update((s) => ({ ...s, shown: null }));
  }

  /**
   * 期限切れを削除: asks with the PIN of each ticked pass on each of its keypads listed, then DELETE /pad_pins/{id}
   * once per PIN (DeletePins: the spec's 削除しました。 / 削除に失敗しました。, a PIN no longer expired refused without a
   * call); after each send the passes whose PINs are all gone are unticked and the list is read again.
   */
  deleteExpired(): void {
    const items = this.selection.items.flatMap(({ pass }) => pinsOf(pass));
    this.bulk.ask(items, {
      title: VISITOR_MESSAGES.deleteExpiredTitle,
      message: VISITOR_MESSAGES.deleteExpiredQuestion,
      confirmLabel: '削除する',
      verb: '削除',
      destructive: true,
      keyOf: ({ pin }) => pin.id,
      labelOf: ({ keypadId, pin }) => `${pin.name}（${this.doorOf(keypadId)}）`,
      send: (chosen, pool, onResult) => this.deletePins.execute(chosen, pool, onResult),
      settled: async (answered) => {
        const gone = new Set(answered.filter((i) => i.status === 'done').map((i) => i.key));
        this.selection.keepOnly((row) => row.pass.doors.some((d) => !gone.has(d.pinId)));
        await this.reading?.readAgain();
      },
    });
  }

  copied(ok: boolean): void {
    if (ok) this.effects.success(VISITOR_MESSAGES.copied);
    else this.effects.error(VISITOR_MESSAGES.copyFailed);
  }

  /** The door of a keypad, as the reading named it. */
  private doorOf(keypadId: number): string {
    const door = readingOf(this.snapshot.reading)
      ?.value.passes.flatMap((p) => p.doors)
      .find((d) => d.keypadId === keypadId);
    return door ? doorLabelOf(door) : '';
  }

  private evaluate(state: PassListState): PassListState {
    const read = readingOf(state.reading);
    if (!read) return { ...state, rows: [], counts: emptyCounts() };
    const all = read.value.passes.map((pass): PassRow => ({
      key: pass.key,
      name: pass.name,
      state: passStateAt(pass.doors, state.moment),
      window: formatPassWindow(pass.timeFrom, pass.timeTill),
      doors: pass.doors.map(doorLabelOf),
      pass,
    }));
    const counts = emptyCounts();
    counts.all = all.length;
    for (const row of all) counts[row.state] += 1;
    return { ...state, rows: state.filter === 'all' ? all : all.filter((r) => r.state === state.filter), counts };
  }
}
