import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadKeypad, type KeypadContext } from '../../application/keypads/LoadKeypad';
import { LoadPinForm, type PinFormContext } from '../../application/pins/LoadPinForm';
import { RegisterPin } from '../../application/pins/RegisterPin';
import { secureRandom } from '../../application/shared/secureRandom';
import { ReadClock } from '../../application/shared/ReadClock';
import { canAddPin } from '../../domain/pins/pin';
import { conflictingPin, freeRandomPin } from '../../domain/pins/conflict';
import { emptyExpiry, type ExpiryInput } from '../../domain/keypads/expiry';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { openKeypad } from '../keypads/openKeypad';
import type { KeypadOpening } from '../keypads/keypadRoute';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import type { Created } from '../../application/shared/lostAnswer';

export type NewPinState =
  | { readonly status: 'loading' }
  | { readonly status: 'hub-not-set'; readonly keypad: KeypadContext | null }
  /** At the cap: the limit modal instead of the form. */
  | { readonly status: 'limit'; readonly keypad: KeypadContext; readonly cap: number }
  | { readonly status: 'form'; readonly keypad: KeypadContext; readonly context: PinFormContext }
  /** Sent: the 'accepted, takes a while' modal. */
  | { readonly status: 'accepted'; readonly keypad: KeypadContext; readonly notice?: string }
  | { readonly status: 'failed'; readonly message: string };

export interface PinFormValues {
  readonly name: string;
  readonly pin: string;
  readonly expiry: ExpiryInput;
}

/** pins-new: the form, the cap, the ★ conflict warning and free random PIN, and the accepted modal. */
@injectable()
export class NewPinPresenter extends Presenter<NewPinState, KeypadOpening> {
  readonly submission = new Submission<Created<void>>();

  constructor(
    @inject(LoadKeypad) private readonly loadKeypad: LoadKeypad,
    @inject(LoadPinForm) private readonly loadForm: LoadPinForm,
    @inject(RegisterPin) private readonly register: RegisterPin,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'loading' });
  }

  /** The keypad of the last open wins: an older keypad answering late changes nothing. */
  private readonly latest = this.latestRequest();

  override async open({ lockId, keypadId }: KeypadOpening): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.opened(lockId, keypadId));
    if (!answer.current) return;
    const next = answer.value;
    if (next.status === 'failed') this.fail(next.message);
    else this.store.set(next);
  }

  private async opened(lockId: number, keypadId: number): Promise<NewPinState> {
    const opened = await openKeypad(this.loadKeypad, lockId, keypadId, PIN_MESSAGES.loadFailed);
    if (opened.status !== 'ready') return opened;
    const { keypad } = opened;
    const context = await this.loadForm.execute(keypadId);
    if (E.isLeft(context)) return { status: 'failed', message: context.left.message };
    return canAddPin(context.right.registered, context.right.cap)
      ? { status: 'form', keypad, context: context.right }
      : { status: 'limit', keypad, cap: context.right.cap };
  }

  private fail(message: string): void {
    this.store.set({ status: 'failed', message });
    this.effects.error(message);
  }

  initialValues(): PinFormValues {
    return { name: '', pin: '', expiry: emptyExpiry(this.clock.execute()) };
  }

  now(): Date {
    return this.clock.execute();
  }

  /** ★ Shown under the PIN as the manager types: the name of the PIN already using this code. */
  conflictOf(pin: string): string | undefined {
    const state = this.snapshot;
    if (state.status !== 'form') return undefined;
    const conflict = conflictingPin(pin, state.context.onKeypad);
    return conflict ? PIN_MESSAGES.pinInUse(conflict.name) : undefined;
  }

  /** ★ A random code of the chosen length that is free on this keypad. */
  suggestPin(length: number): string | undefined {
    const state = this.snapshot;
    return state.status === 'form' ? freeRandomPin(length, state.context.onKeypad, secureRandom) : undefined;
  }

  /** For final-form's onSubmit: field messages come back; a plan limit opens the limit modal. */
  submit(values: PinFormValues) {
    const state = this.snapshot;
    if (state.status !== 'form') return Promise.resolve(undefined);
    return this.submission.submit(
      () =>
        this.register.execute({
          keypadId: state.keypad.keypad?.id ?? 0,
          name: values.name,
          pin: values.pin,
          expiry: values.expiry,
          onKeypad: state.context.onKeypad,
          cap: state.context.cap,
        }),
      {
        // after a lost answer the look-up found the PIN: the modal says so first
        done: ({ notice }) =>
          this.store.set({ status: 'accepted', keypad: state.keypad, ...(notice ? { notice } : {}) }),
        failed: (error) => {
          if (error.kind === 'PlanLimit')
            this.store.set({ status: 'limit', keypad: state.keypad, cap: state.context.cap });
        },
      },
    );
  }
}
