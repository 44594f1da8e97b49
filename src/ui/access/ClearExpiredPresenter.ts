import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadKeypadCredentials } from '../../application/access/LoadKeypadCredentials';
import type { KeypadOfLock } from '../../application/access/organizationReads';
import { DeleteKeypadCards } from '../../application/cards/DeleteKeypadCards';
import { DeletePins } from '../../application/pins/DeletePins';
import type { CallProgress } from '../../application/shared/CallPool';
import { ReadClock } from '../../application/shared/ReadClock';
import { clearableAt, type ClearableOnKeypad } from '../../domain/access/clearable';
import type { KeypadCard } from '../../domain/cards/card';
import { formatPeriod } from '../../domain/keypads/expiry';
import { holdsPlace } from '../../domain/pins/clearable';
import type { Pin } from '../../domain/pins/pin';
import type { BulkResult } from '../../domain/shared/bulk';
import { BulkRun, type BulkItem } from '../shared/bulk/BulkRun';
import { BulkSelection } from '../shared/bulk/BulkSelection';
import { Presenter } from '../shared/Presenter';

/** One expired or failed credential on one keypad of the organization. */
export type Clearable =
  | { readonly kind: 'pin'; readonly keypad: KeypadOfLock; readonly label: string; readonly pin: Pin }
  | { readonly kind: 'card'; readonly keypad: KeypadOfLock; readonly label: string; readonly card: KeypadCard };

export type ClearExpiredState =
  | { readonly status: 'reading'; readonly progress: CallProgress }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly keypads: ReadonlyArray<ClearableOnKeypad<KeypadOfLock>> };

/** Not in the spec: the organization-wide bulk delete's words (the answers are the spec's 削除しました。 / 削除に失敗しました。). */
export const CLEAR_WORDS = {
  heading: '期限切れ・登録失敗の暗証番号とICカード',
  none: '期限切れ・登録に失敗した暗証番号とICカードはありません。',
  title: '期限切れ・登録失敗をまとめて削除',
  message: '選択した暗証番号とICカードをキーパッドから削除します。よろしいですか？',
  action: '選択したものを削除',
} as const;

export const clearableKey = (c: Clearable): string => (c.kind === 'pin' ? `pin:${c.pin.id}` : `card:${c.card.id}`);

/** Each keypad's expired or failed PINs then cards, as rows to tick. */
export const clearablesOf = (keypad: ClearableOnKeypad<KeypadOfLock>): ReadonlyArray<Clearable> => [
  ...keypad.pins.map((pin): Clearable => ({ kind: 'pin', keypad: keypad.keypad, label: keypad.label, pin })),
  ...keypad.cards.map((card): Clearable => ({ kind: 'card', keypad: keypad.keypad, label: keypad.label, card })),
];

/** A row's line in the dialog: '暗証番号「来客用（先月）」 本社 正面玄関（屋外側）'. */
export const clearableLabelOf = (c: Clearable): string =>
  c.kind === 'pin'
    ? `暗証番号「${c.pin.name}」（${formatPeriod(c.pin.timeFrom, c.pin.timeTill)}） ${c.label}`
    : `ICカード「${c.card.name}」（${formatPeriod(c.card.timeFrom, c.card.timeTill)}） ${c.label}`;

/** PIN places the run freed on one keypad: its registered PINs deleted (what the limit counts). */
export const pinPlacesFreedOn = (keypadId: number, items: ReadonlyArray<BulkItem<Clearable>>): number =>
  items.filter(
    (i) =>
      i.status === 'done' && i.item.kind === 'pin' && i.item.keypad.keypad.id === keypadId && holdsPlace(i.item.pin),
  ).length;

/**
 * アクセスの点検's 期限切れを削除 for the whole organization: every keypad's expired or failed PINs and cards read through
 * the panel's pool (progress shown), ticked, then deleted together (DeletePins and DeleteKeypadCards through one run:
 * one request each, at most four in flight), the PIN places freed said per keypad; after each send it reads again.
 */
@injectable()
export class ClearExpiredPresenter extends Presenter<ClearExpiredState> {
  private readonly reads = this.latestRequest();
  readonly selection = this.part(new BulkSelection<Clearable>(clearableKey));
  readonly bulk = this.part(new BulkRun<Clearable>());
  /** The keypads as read when the run was asked for: what the places freed are counted against. */
  private before: ReadonlyArray<ClearableOnKeypad<KeypadOfLock>> = [];

  constructor(
    @inject(LoadKeypadCredentials) private readonly load: LoadKeypadCredentials,
    @inject(DeletePins) private readonly deletePins: DeletePins,
    @inject(DeleteKeypadCards) private readonly deleteCards: DeleteKeypadCards,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'reading', progress: { done: 0, total: 0 } });
  }

  override open(): Promise<void> {
    return this.read();
  }

  /** Reads every keypad again (progress shown); the ticks of what is still there are kept. */
  async read(): Promise<void> {
    this.store.set({ status: 'reading', progress: { done: 0, total: 0 } });
    const pool = this.callPool((progress) => this.store.updateWhen('reading', () => ({ status: 'reading', progress })));
    const answer = await this.reads.run(() => this.load.execute(pool));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isLeft(result)) {
      this.store.set({ status: 'failed', message: result.left.message });
      return;
    }
    const keypads = clearableAt(result.right, this.clock.execute());
    const there = new Set(keypads.flatMap(clearablesOf).map(clearableKey));
    this.selection.keepOnly((c) => there.has(clearableKey(c)));
    this.store.set({ status: 'ready', keypads });
  }

  /** The keypads as they were before the run: the registered count the freed places are counted against. */
  keypadsBefore(): ReadonlyArray<ClearableOnKeypad<KeypadOfLock>> {
    return this.before;
  }

  deleteTicked(): void {
    const state = this.snapshot;
    this.before = state.status === 'ready' ? state.keypads : [];
    this.bulk.ask(this.selection.items, {
      title: CLEAR_WORDS.title,
      message: CLEAR_WORDS.message,
      confirmLabel: '削除する',
      verb: '削除',
      destructive: true,
      keyOf: clearableKey,
      labelOf: clearableLabelOf,
      send: async (items, pool, onResult) => {
        const pins = items.flatMap((c) =>
          c.kind === 'pin' ? [{ c, item: { keypadId: c.keypad.keypad.id, pin: c.pin } }] : [],
        );
        const cards = items.flatMap((c) =>
          c.kind === 'card' ? [{ c, item: { keypadId: c.keypad.keypad.id, card: c.card } }] : [],
        );
        const pinOf = new Map(pins.map(({ c, item }) => [item, c]));
        const cardOf = new Map(cards.map(({ c, item }) => [item, c]));
        const tell =
          <T>(of: Map<T, Clearable>) =>
          (result: BulkResult<T>): void => {
            const c = of.get(result.item);
            if (c) onResult({ item: c, status: result.status, message: result.message });
          };
        const [pinsDone, cardsDone] = await Promise.all([
          pins.length > 0
            ? this.deletePins.execute([...pinOf.keys()], pool, tell(pinOf))
            : Promise.resolve(E.right(null)),
          cards.length > 0
            ? this.deleteCards.execute([...cardOf.keys()], pool, tell(cardOf))
            : Promise.resolve(E.right(null)),
        ]);
        return E.isLeft(pinsDone) ? pinsDone : cardsDone;
      },
      settled: async (items) => {
        const gone = new Set(items.filter((i) => i.status === 'done').map((i) => i.key));
        this.selection.keepOnly((c) => !gone.has(clearableKey(c)));
        await this.read();
      },
    });
  }
}
