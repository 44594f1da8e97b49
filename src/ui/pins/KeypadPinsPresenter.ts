import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeletePin } from '../../application/pins/DeletePin';
import { ReadClock } from '../../application/shared/ReadClock';
import { ListKeypadPins, type KeypadPinsPage } from '../../application/pins/ListKeypadPins';
import { LoadKeypad } from '../../application/keypads/LoadKeypad';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, pinBadgeOf, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import type { RegistrationBadge } from '../../domain/keypads/registration';
import { Store } from '../shared/Store';
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

/** locks-pins: the keypad, its PINs by tab (30 a page), the count line and deletion. */
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

  constructor(
    @inject(LoadKeypad) protected readonly loadKeypad: LoadKeypad,
    @inject(ListKeypadPins) private readonly listPins: ListKeypadPins,
    @inject(DeletePin) private readonly deletePin: DeletePin,
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
}
