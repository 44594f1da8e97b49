import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeletePin } from '../../application/pins/DeletePin';
import { type KeypadTab, ListKeypadPins } from '../../application/pins/ListKeypadPins';
import { type KeypadContext, LoadKeypad } from '../../application/pins/LoadKeypad';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import { PagedQuery } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import { Store } from '../shared/Store';

export type KeypadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly keypad: KeypadContext }
  | { readonly status: 'hub-not-set'; readonly keypad: KeypadContext | null }
  | { readonly status: 'failed'; readonly message: string };

export interface PinQuery {
  readonly knightId: number;
  readonly tab: KeypadTab;
}

export interface PinCounts {
  readonly registered: number;
  readonly totalWithRegistering: number;
}

/** locks-pins: the keypad, its PINs by tab (30 a page), the count line and deletion. */
@injectable()
export class KeypadPinsPresenter extends Presenter<KeypadState> {
  readonly counts = new Store<PinCounts>({ registered: 0, totalWithRegistering: 0 });
  readonly list = new PagedQuery<PinQuery, Pin>(
    async (query, page) => {
      const result = await this.listPins.execute(query.knightId, query.tab, page);
      if (E.isRight(result)) this.counts.set({ registered: result.right.registeredCount, totalWithRegistering: result.right.totalWithRegistering });
      return result;
    },
    { query: { knightId: 0, tab: 'registered' }, perPage: PIN_PAGE_SIZE },
  );

  constructor(
    @inject(LoadKeypad) private readonly loadKeypad: LoadKeypad,
    @inject(ListKeypadPins) private readonly listPins: ListKeypadPins,
    @inject(DeletePin) private readonly deletePin: DeletePin,
  ) {
    super({ status: 'loading' });
  }

  async open(lockId: number, knightId: number, tab: KeypadTab = 'registered'): Promise<void> {
    this.store.set({ status: 'loading' });
    const keypad = await this.loadKeypad.execute(lockId, knightId);
    if (E.isLeft(keypad)) {
      // load failure alerts and goes back to the list (spec section 8, PIN)
      this.store.set({ status: 'failed', message: keypad.left.message });
      this.effects.error(keypad.left.message);
      this.effects.navigate('/locks/', { replace: true });
      return;
    }
    if (!keypad.right.manageable) {
      this.store.set({ status: 'hub-not-set', keypad: keypad.right });
      return;
    }
    this.store.set({ status: 'ready', keypad: keypad.right });
    await this.list.load({ knightId, tab });
  }

  showTab(tab: KeypadTab): Promise<void> {
    return this.list.search({ tab });
  }

  /** Asks first; the toast says 削除しました。 or 削除に失敗しました。, then the page is read again. */
  async remove(pin: Pin): Promise<void> {
    await this.effects.confirm({ title: '暗証番号の削除', message: PIN_MESSAGES.deleteConfirm(pin.name), confirmLabel: '削除する', destructive: true }, async () => {
      const result = await this.deletePin.execute(pin.id);
      if (E.isRight(result)) this.effects.success(PIN_MESSAGES.deleted);
      else this.effects.failure(result.left);
      await this.list.reload();
    });
  }

  override dispose(): void {
    this.list.cancel();
    super.dispose();
  }
}
