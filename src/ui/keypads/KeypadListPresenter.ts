import * as E from 'fp-ts/Either';
import type { KeypadTab } from '../../domain/keypads/registration';
import type { LoadKeypad } from '../../application/keypads/LoadKeypad';
import type { Outcome } from '../../application/shared/AppError';
import type { PagedQuery } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';
import type { Observable } from 'rxjs';
import type { KeypadListOpening } from './keypadRoute';
import { openKeypad, type KeypadOpened } from './openKeypad';

export type KeypadState = { readonly status: 'loading' } | KeypadOpened;

export interface KeypadQuery {
  readonly keypadId: number;
  readonly tab: KeypadTab;
}

export interface RemovalRequest {
  readonly title: string;
  readonly message: string;
  readonly deleted: string;
  readonly remove: () => Promise<Outcome<unknown>>;
}

/**
 * The keypad's registration status, a part of this screen: its presenter lives with the PIN and card screens
 * (ui/registrationStatus), so keypads, their base, names only what it uses of it.
 */
export interface RegistrationPart {
  readonly changed$: Observable<unknown>;
  open(params: { readonly keypadId: number }): Promise<void>;
  dispose(): void;
}

/**
 * What the keypad PIN and keypad card screens share: the keypad is loaded first (a failure alerts and
 * goes back to the locks, devices-access §8), a keypad without hub shows 'Hub not set', then the items
 * are listed by tab, beside the keypad's registration status (a part of this screen: when what registers
 * settles, or a retry was sent, the list is read again); deleting asks, toasts, and reads the page again.
 */
export abstract class KeypadListPresenter<Row, Part extends RegistrationPart = RegistrationPart> extends Presenter<
  KeypadState,
  KeypadListOpening
> {
  abstract readonly list: PagedQuery<KeypadQuery, Row>;
  protected abstract readonly loadKeypad: LoadKeypad;
  /** The load-failure sentence of the screen. */
  protected abstract readonly keypadLoadFailed: string;

  /** The keypad of the last open wins: an older keypad answering late changes nothing. */
  private readonly keypadRequest = this.latestRequest();

  protected constructor(readonly registration: Part) {
    super({ status: 'loading' });
    this.part(registration);
    this.subscribe(registration.changed$, () => void this.list.reload());
  }

  override async open({ lockId, keypadId, tab = 'registered' }: KeypadListOpening): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.keypadRequest.run(() =>
      openKeypad(this.loadKeypad, lockId, keypadId, this.keypadLoadFailed),
    );
    if (!answer.current) return;
    const opened = answer.value;
    this.store.set(opened);
    if (opened.status === 'failed') {
      this.effects.error(opened.message);
      this.effects.navigate(pathOf('locks'), { replace: true });
      return;
    }
    if (opened.status !== 'ready') return;
    // on the page the address names (listUrl.ts)
    const listed = this.list.load({ keypadId, tab }, this.list.snapshot.page);
    void this.registration.open({ keypadId });
    await listed;
  }

  showTab(tab: KeypadTab): Promise<void> {
    return this.list.search({ tab });
  }

  /** Asks first; the toast says the screen's deleted sentence or the failure, then the page is read again. */
  protected async confirmRemoval({ title, message, deleted, remove }: RemovalRequest): Promise<void> {
    await this.effects.confirm({ title, message, confirmLabel: '削除する', destructive: true }, async () => {
      const result = await remove();
      if (E.isRight(result)) this.effects.success(deleted);
      else this.effects.failure(result.left);
      await this.list.reload();
    });
  }
}
