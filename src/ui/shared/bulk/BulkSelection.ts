import { BehaviorSubject, type Observable } from 'rxjs';

/** What identifies a row across pages (its id). */
export type BulkKey = string | number;

/** What the view reads: the ticked rows in the order ticked, whatever page they came from. */
export interface SelectionState<T> {
  readonly items: ReadonlyArray<T>;
  readonly keys: ReadonlySet<BulkKey>;
}

/** The tick-all box of the rows on screen: none, some or all of the tickable ones ticked. */
export type PageTick = 'none' | 'some' | 'all';

/**
 * The ticked rows of a paged list, kept by key, so the selection survives paging (a page read again, the next page,
 * back again): a part of the screen's presenter (`this.part(new BulkSelection(...))`), read with useObservable.
 * It holds the rows as they were shown when ticked (what a bulk action sends), never a page index. A row that may not
 * be ticked (`tickable` false: a PIN not expired) is refused by toggle and by the page's tick-all.
 *
 *   readonly selection = this.part(new BulkSelection<Pin>((pin) => pin.id, (pin) => isClearablePin(pin, now)));
 *   selection.toggle(pin); selection.tickPage(list.rows, true); selection.items; selection.clear();
 */
export class BulkSelection<T> {
  private readonly subject = new BehaviorSubject<SelectionState<T>>({ items: [], keys: new Set() });
  readonly state$: Observable<SelectionState<T>> = this.subject.asObservable();

  constructor(
    readonly keyOf: (item: T) => BulkKey,
    private readonly tickable: (item: T) => boolean = () => true,
  ) {}

  get snapshot(): SelectionState<T> {
    return this.subject.value;
  }

  get items(): ReadonlyArray<T> {
    return this.subject.value.items;
  }

  /** Whether this row may be ticked (the view disables the box of one that may not). */
  canTick(item: T): boolean {
    return this.tickable(item);
  }

  has(item: T): boolean {
    return this.subject.value.keys.has(this.keyOf(item));
  }

  /** Ticks or unticks one row (`on` omitted: the other way round). */
  toggle(item: T, on: boolean = !this.has(item)): void {
    this.tickPage([item], on);
  }

  /** The tick-all box of the rows on screen: ticks every tickable one, or unticks them all. */
  tickPage(rows: ReadonlyArray<T>, on: boolean): void {
    const { items, keys } = this.subject.value;
    if (on) {
      this.publish([...items, ...rows.filter((row) => this.tickable(row) && !keys.has(this.keyOf(row)))]);
      return;
    }
    const off = new Set(rows.map((row) => this.keyOf(row)));
    this.publish(items.filter((item) => !off.has(this.keyOf(item))));
  }

  /** How much of the page on screen is ticked (for the tick-all box: checked, indeterminate or not). */
  pageTick(rows: ReadonlyArray<T>): PageTick {
    const tickable = rows.filter(this.tickable);
    const ticked = tickable.filter((row) => this.has(row)).length;
    if (ticked === 0) return 'none';
    return ticked === tickable.length ? 'all' : 'some';
  }

  /** Drops the ticked rows the predicate refuses (the ones a bulk action has deleted, those no longer tickable). */
  keepOnly(keep: (item: T) => boolean): void {
    this.publish(this.subject.value.items.filter(keep));
  }

  clear(): void {
    if (this.subject.value.items.length > 0) this.publish([]);
  }

  /** A part of the screen: nothing to end (the screen's presenter calls it with its own dispose). */
  dispose(): void {
    this.subject.complete();
  }

  private publish(items: ReadonlyArray<T>): void {
    const unique = new Map<BulkKey, T>();
    for (const item of items) unique.set(this.keyOf(item), item);
    const kept = [...unique.values()];
    this.subject.next({ items: kept, keys: new Set(unique.keys()) });
  }
}
