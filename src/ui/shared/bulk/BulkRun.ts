import * as E from 'fp-ts/Either';
import type { Outcome } from '../../../application/shared/AppError';
import { CallPool } from '../../../application/shared/CallPool';
import { bulkSummaryText, type BulkResult, type BulkStatus } from '../../../domain/shared/bulk';
import { Store } from '../Store';
import type { BulkKey } from './BulkSelection';

/**
 * The shared per-item bulk run (this folder is the kit; BulkSelection.ts keeps the ticks across pages).
 *
 * API (kept small and stable: other screens merge it):
 * - `BulkAction<T>`: what a screen runs on its ticked rows: the dialog's words, `keyOf`/`labelOf`, `send` (a bulk use
 *   case's execute: items, the run's pool, a per-item callback) and `settled` (after each send: read the list again).
 * - `BulkRun<T>`: a presenter part (`readonly bulk = this.part(new BulkRun<Pin>())`), read with useObservable:
 *   `ask(items, action)` opens the confirmation (nothing is sent before `confirm()`), then each item shows its
 *   progress and answer; `retry(key)` sends one failed item again, `retryAll()` every failed one, `close()` ends it.
 *   One click is one request per item: an item waiting for its answer is never sent again.
 * - `<BulkRunDialog run={presenter.bulk} extra={…} />` (BulkRunDialog.tsx): the dialog, loaded on first open.
 * - `<TickBox>`, `<PageTickBox>`, `<SelectionBar>` (BulkTicks.tsx): the boxes in rows and the bar of actions.
 *
 *   this.bulk.ask(this.selection.items, {
 *     title: '期限切れの暗証番号を削除', message: '次の暗証番号を削除します。', confirmLabel: '削除する', verb: '削除',
 *     destructive: true, keyOf: (p) => p.pin.id, labelOf: (p) => p.pin.name,
 *     send: (items, pool, onResult) => this.deletePins.execute(items, pool, onResult),
 *     settled: () => this.list.reload(),
 *   });
 */
export interface BulkAction<T> {
  /** The dialog's heading (期限切れの暗証番号を削除). */
  readonly title: string;
  /** The confirmation's sentence, above the list of items. */
  readonly message: string;
  /** The confirm button (削除する, 追加する). */
  readonly confirmLabel: string;
  /** The summary's verb: '20件中 18件を削除しました（失敗 2件）'. */
  readonly verb: string;
  /** A red confirm button: what cannot be undone. */
  readonly destructive?: boolean;
  readonly keyOf: (item: T) => BulkKey;
  /** The item's line in the dialog (a PIN's name and door). */
  readonly labelOf: (item: T) => string;
  /** Sends the items (one request each, through `pool`), telling each answer to `onResult` as it comes. */
  readonly send: (
    items: ReadonlyArray<T>,
    pool: CallPool,
    onResult: (result: BulkResult<T>) => void,
  ) => Promise<Outcome<unknown>>;
  /** After each send (the first and every retry) has answered: the items as they stand now. */
  readonly settled?: (items: ReadonlyArray<BulkItem<T>>) => void | Promise<void>;
}

/** An item's line: waiting for its answer (sent or queued), or answered. */
export type BulkItemStatus = 'waiting' | BulkStatus;

export interface BulkItem<T> {
  readonly key: BulkKey;
  readonly item: T;
  readonly label: string;
  readonly status: BulkItemStatus;
  /** The answer's words (削除しました。, the failure), '' while waiting or before the confirmation. */
  readonly message: string;
}

export type BulkRunState<T> =
  | { readonly status: 'closed' }
  | {
      /** asking (nothing sent), sending (some item waits for its answer), or answered (every item has one). */
      readonly status: 'asking' | 'sending' | 'answered';
      readonly title: string;
      readonly message: string;
      readonly confirmLabel: string;
      readonly destructive: boolean;
      readonly items: ReadonlyArray<BulkItem<T>>;
      /** Answered items out of all: the progress count. */
      readonly answered: number;
      /** '20件中 18件を削除しました（失敗 2件）' once every item has its answer, '' before. */
      readonly summary: string;
    };

export class BulkRun<T> {
  private readonly store = new Store<BulkRunState<T>>({ status: 'closed' });
  readonly state$ = this.store.state$;
  private action: BulkAction<T> | null = null;
  private pool: CallPool | null = null;

  get snapshot(): BulkRunState<T> {
    return this.store.snapshot;
  }

  /** Opens the confirmation listing the items; nothing is sent. A run still sending is not replaced. */
  ask(items: ReadonlyArray<T>, action: BulkAction<T>): void {
    if (this.store.snapshot.status === 'sending' || items.length === 0) return;
    this.pool?.cancel();
    this.pool = null;
    this.action = action;
    this.store.set({
      status: 'asking',
      title: action.title,
      message: action.message,
      confirmLabel: action.confirmLabel,
      destructive: action.destructive ?? false,
      items: items.map((item) => ({
        key: action.keyOf(item),
        item,
        label: action.labelOf(item),
        status: 'waiting',
        message: '',
      })),
      answered: 0,
      summary: '',
    });
  }

  /** The manager confirmed: every item is sent (one request each, at most four in flight). */
  confirm(): Promise<void> {
    const state = this.store.snapshot;
    if (state.status !== 'asking') return Promise.resolve();
    this.pool = new CallPool();
    return this.send(state.items.map((i) => i.key));
  }

  /** Sends one failed item again. */
  retry(key: BulkKey): Promise<void> {
    return this.send(this.failedKeys().filter((k) => k === key));
  }

  /** Sends every failed item again (a refused one would be refused again; a done one is never re-sent). */
  retryAll(): Promise<void> {
    return this.send(this.failedKeys());
  }

  /** Closes the dialog: while nothing waits for an answer, or before the confirmation. */
  close(): void {
    if (this.store.snapshot.status === 'sending') return;
    this.pool?.cancel();
    this.pool = null;
    this.action = null;
    this.store.set({ status: 'closed' });
  }

  /** The screen was left: nothing waiting is sent, no answer lands. */
  dispose(): void {
    this.pool?.cancel();
    this.pool = null;
    this.action = null;
  }

  private failedKeys(): ReadonlyArray<BulkKey> {
    const state = this.store.snapshot;
    if (state.status === 'closed' || state.status === 'asking') return [];
    return state.items.filter((i) => i.status === 'failed').map((i) => i.key);
  }

  private async send(keys: ReadonlyArray<BulkKey>): Promise<void> {
    const action = this.action;
    const pool = this.pool;
    const state = this.store.snapshot;
    if (!action || !pool || keys.length === 0 || state.status === 'closed') return;
    const chosen = new Set(keys);
    const items = state.items.filter((i) => chosen.has(i.key)).map((i) => i.item);
    this.change((item) => (chosen.has(item.key) ? { ...item, status: 'waiting', message: '' } : item));
    const outcome = await action.send(items, pool, (result) => {
      if (pool.cancelled) return;
      const key = action.keyOf(result.item);
      this.change((item) => (item.key === key ? { ...item, status: result.status, message: result.message } : item));
    });
    if (pool.cancelled) return;
    // refused as a whole (the organization cannot be changed now): every item still waiting failed with its words
    if (E.isLeft(outcome)) {
      const { message } = outcome.left;
      this.change((item) =>
        chosen.has(item.key) && item.status === 'waiting' ? { ...item, status: 'failed', message } : item,
      );
    }
    const after = this.store.snapshot;
    if (after.status !== 'closed') await action.settled?.(after.items);
  }

  /** Changes items and recounts: sending while any waits, answered (with the summary) when none does. */
  private change(update: (item: BulkItem<T>) => BulkItem<T>): void {
    const state = this.store.snapshot;
    const action = this.action;
    if (state.status === 'closed' || !action) return;
    const items = state.items.map(update);
    const waiting = items.filter((i) => i.status === 'waiting').length;
    const results = items.flatMap((i): Array<BulkResult<T>> =>
      i.status === 'waiting' ? [] : [{ item: i.item, status: i.status, message: i.message }],
    );
    this.store.set({
      ...state,
      status: waiting > 0 ? 'sending' : 'answered',
      items,
      answered: items.length - waiting,
      summary: waiting > 0 ? '' : bulkSummaryText(results, action.verb),
    });
  }
}
