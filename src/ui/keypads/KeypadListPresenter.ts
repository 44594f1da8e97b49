import * as E from 'fp-ts/Either';
import type { KeypadTab } from '../../domain/keypads/registration';
import type { LoadKeypad } from '../../application/keypads/LoadKeypad';
import type { Outcome } from '../../application/shared/AppError';
import type { PagedQuery } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';
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
 * What the keypad PIN and keypad card screens share: the keypad is loaded first (a failure alerts and
 * goes back to the locks, devices-access §8), a keypad without hub shows 'Hub not set', then the items
 * are listed by tab; deleting asks, toasts, and reads the page again.
 */
export abstract class KeypadListPresenter<Row> extends Presenter<KeypadState> {
  abstract readonly list: PagedQuery<KeypadQuery, Row>;
  protected abstract readonly loadKeypad: LoadKeypad;
  /** The load-failure sentence of the screen. */
  protected abstract readonly keypadLoadFailed: string;

  /** The keypad of the last open wins: an older keypad answering late changes nothing. */
  private readonly keypadRequest = this.latestRequest();

  constructor() {
    super({ status: 'loading' });
  }

  async open(lockId: number, keypadId: number, tab: KeypadTab = 'registered'): Promise<void> {
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
    if (opened.status === 'ready') await this.list.load({ keypadId, tab });
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
