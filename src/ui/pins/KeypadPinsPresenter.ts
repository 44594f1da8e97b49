import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeletePin } from '../../application/pins/DeletePin';
import { DeletePins, type PinOnKeypad } from '../../application/pins/DeletePins';
import { ReadClock } from '../../application/shared/ReadClock';
import { ListKeypadPins, type KeypadPinsPage } from '../../application/pins/ListKeypadPins';
import { LoadKeypad } from '../../application/keypads/LoadKeypad';
import { holdsPlace, isClearablePin } from '../../domain/pins/clearable';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, pinBadgeOf, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import { formatPeriod } from '../../domain/keypads/expiry';
import type { RegistrationBadge } from '../../domain/keypads/registration';
import { Store } from '../shared/Store';
import { BulkRun, type BulkItem } from '../shared/bulk/BulkRun';
import { BulkSelection } from '../shared/bulk/BulkSelection';
import { RegistrationStatusPresenter } from '../registrationStatus/RegistrationStatusPresenter';
import { KeypadListPresenter, type KeypadQuery } from '../keypads/KeypadListPresenter';

export type PinQuery = KeypadQuery;

/**
 * The count line: not read yet (loading), unreadable, or read. A count not yet read is never shown as 0: a manager
 * decides on it whether a PIN still fits.
 */
export type PinCounts =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'read'; readonly registered: number; readonly totalWithRegistering: number };

/** Not in the spec: the bulk delete's words (the answers are the spec's 削除しました。 / 削除に失敗しました。). */
export const PIN_BULK_WORDS = {
  title: '暗証番号をまとめて削除',
  message: '選択した期限切れ・登録失敗の暗証番号を削除します。よろしいですか？',
  action: '選択した暗証番号を削除',
} as const;

/** What the bulk delete frees on this keypad: the registered count read before it, and the places freed since. */
export const pinPlacesFreed = (items: ReadonlyArray<BulkItem<PinOnKeypad>>): number =>
  items.filter((i) => i.status === 'done' && holdsPlace(i.item.pin)).length;

/** locks-pins: the keypad, its PINs by tab (30 a page), the count line, deletion, and expired ones deleted together. */
@injectable()
export class KeypadPinsPresenter extends KeypadListPresenter<Pin, RegistrationStatusPresenter> {
  protected override readonly keypadLoadFailed = PIN_MESSAGES.loadFailed;
  readonly counts = new Store<PinCounts>({ status: 'loading' });
  readonly list = this.pagedQuery<PinQuery, Pin, KeypadPinsPage>(
    (query, page) => this.listPins.execute(query.keypadId, query.tab, page),
    {
      query: { keypadId: 0, tab: 'registered' },
      perPage: PIN_PAGE_SIZE,
      answered: (result) => {
        this.counts.set(
          E.isRight(result)
            ? {
                status: 'read',
                registered: result.right.registeredCount,
                totalWithRegistering: result.right.totalWithRegistering,
              }
            : { status: 'failed' },
        );
      },
    },
  );

  /** The ticked expired or failed PINs, kept across pages and tabs (a PIN still valid cannot be ticked). */
  readonly selection = this.part(
    new BulkSelection<Pin>(
      (pin) => pin.id,
      (pin) => isClearablePin(pin, this.clock.execute()),
    ),
  );
  readonly bulk = this.part(new BulkRun<PinOnKeypad>());
  /** The registered count when the bulk delete was asked for: what its places freed are counted against. */
  readonly registeredBefore = new Store<number | null>(null);

  constructor(
    @inject(LoadKeypad) protected readonly loadKeypad: LoadKeypad,
    @inject(ListKeypadPins) private readonly listPins: ListKeypadPins,
    @inject(DeletePin) private readonly deletePin: DeletePin,
    @inject(DeletePins) private readonly deletePins: DeletePins,
    @inject(ReadClock) private readonly clock: ReadClock,
    @inject(RegistrationStatusPresenter) registration: RegistrationStatusPresenter,
  ) {
    super(registration);
  }

  /** The status column of a PIN, at the moment it is shown (a PIN past its time_till is expired). */
  badgeOf(pin: Pin): RegistrationBadge {
    return pinBadgeOf(pin, this.clock.execute());
  }

  /** Asks first; the toast says 削除しました。 or 削除に失敗しました。, then the page is read again. */
  remove(pin: Pin): Promise<void> {
    return this.confirmRemoval({
      title: '暗証番号の削除',
      message: PIN_MESSAGES.deleteConfirm(pin.name),
      deleted: PIN_MESSAGES.deleted,
      remove: () => this.deletePin.execute(pin.id),
    });
  }

  /**
   * 期限切れを削除: asks with every ticked PIN listed, then DELETE once per PIN with each answer (DeletePins); after
   * each send the deleted ones are unticked and the page and count are read again.
   */
  deleteTicked(): void {
    const keypadId = this.list.snapshot.query.keypadId;
    const counts = this.counts.snapshot;
    this.registeredBefore.set(counts.status === 'read' ? counts.registered : null);
    this.bulk.ask(
      this.selection.items.map((pin) => ({ keypadId, pin })),
      {
        title: PIN_BULK_WORDS.title,
        message: PIN_BULK_WORDS.message,
        confirmLabel: '削除する',
        verb: '削除',
        destructive: true,
        keyOf: ({ pin }) => pin.id,
        labelOf: ({ pin }) => `${pin.name}（${formatPeriod(pin.timeFrom, pin.timeTill)}）`,
        send: (items, pool, onResult) => this.deletePins.execute(items, pool, onResult),
        settled: async (items) => {
          const gone = new Set(items.filter((i) => i.status === 'done').map((i) => i.key));
          this.selection.keepOnly((pin) => !gone.has(pin.id));
          await this.list.reload();
        },
      },
    );
  }
}
