import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type CardsForRegister, LoadCardsForRegister } from '../../application/cards/LoadCardsForRegister';
import { type CardEntry, RegisterKeypadCards } from '../../application/cards/RegisterKeypadCards';
import { type KeypadContext, LoadKeypad } from '../../application/keypads/LoadKeypad';
import { ReadClock } from '../../application/shared/ReadClock';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { validateCardEntries } from '../../domain/cards/validation';
import { emptyExpiry } from '../../domain/keypads/expiry';
import { openKeypad } from '../keypads/openKeypad';
import type { KeypadOpening } from '../keypads/keypadRoute';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export type NewCardsState =
  | { readonly status: 'loading' }
  | { readonly status: 'hub-not-set'; readonly keypad: KeypadContext | null }
  | { readonly status: 'form'; readonly keypad: KeypadContext; readonly choices: CardsForRegister }
  /** Sent; the spec's 5-second wait before 'registration complete'. */
  | { readonly status: 'waiting'; readonly keypad: KeypadContext; readonly choices: CardsForRegister }
  | { readonly status: 'complete'; readonly keypad: KeypadContext }
  /** The failure modal ('カードの登録に失敗しました。' or the network's words). */
  | {
      readonly status: 'register-failed';
      readonly keypad: KeypadContext;
      readonly choices: CardsForRegister;
      readonly message: string;
    }
  /** Over 1000 cards on the keypad: the 'upper limit reached' modal. */
  | { readonly status: 'limit'; readonly keypad: KeypadContext; readonly choices: CardsForRegister }
  | { readonly status: 'failed'; readonly message: string };

/** The form's entries as the rule reads them: no card chosen ('') is null. */
const entriesOf = (entries: NewCardsValues['entries']): CardEntry[] =>
  entries.map((e) => ({ cardMasterId: e.cardMasterId === '' ? null : Number(e.cardMasterId), expiry: e.expiry }));

export interface NewCardsValues {
  readonly entries: ReadonlyArray<{ readonly cardMasterId: string; readonly expiry: CardEntry['expiry'] }>;
}

/** cards-new: 1 to 5 cards with optional periods, the wait, and the three endings. */
@injectable()
export class NewCardsPresenter extends Presenter<NewCardsState, KeypadOpening> {
  readonly submission = new Submission<void>();

  constructor(
    @inject(LoadKeypad) private readonly loadKeypad: LoadKeypad,
    @inject(LoadCardsForRegister) private readonly loadChoices: LoadCardsForRegister,
    @inject(RegisterKeypadCards) private readonly register: RegisterKeypadCards,
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

  private async opened(lockId: number, keypadId: number): Promise<NewCardsState> {
    const opened = await openKeypad(this.loadKeypad, lockId, keypadId, CARD_MESSAGES.loadFailed);
    if (opened.status !== 'ready') return opened;
    const choices = await this.loadChoices.execute(keypadId);
    if (E.isLeft(choices)) return { status: 'failed', message: choices.left.message };
    return { status: 'form', keypad: opened.keypad, choices: choices.right };
  }

  private fail(message: string): void {
    this.store.set({ status: 'failed', message });
    this.effects.error(message);
  }

  newEntry(): NewCardsValues['entries'][number] {
    return { cardMasterId: '', expiry: emptyExpiry(this.clock.execute()) };
  }

  now(): Date {
    return this.clock.execute();
  }

  /** The form's field messages as the manager types: the rule RegisterKeypadCards checks again on submit. */
  validate(values: Partial<NewCardsValues>): Record<string, string> {
    return validateCardEntries(entriesOf(values.entries ?? []), this.clock.execute());
  }

  submit(values: NewCardsValues) {
    const state = this.snapshot;
    if (state.status !== 'form') return Promise.resolve(undefined);
    const { keypad, choices } = state;
    const entries: CardEntry[] = entriesOf(values.entries);
    return this.submission.submit(
      // the form stays while rules are checked; the wait shows once the server has accepted
      () =>
        this.register.execute(keypad.keypad?.id ?? 0, entries, choices.onKeypad, {
          accepted: () => this.store.set({ status: 'waiting', keypad, choices }),
        }),
      {
        done: () => this.store.set({ status: 'complete', keypad }),
        failed: (error) => {
          if (error.kind === 'Invalid' && error.fields) this.store.set({ status: 'form', keypad, choices });
          else if (error.kind === 'PlanLimit') this.store.set({ status: 'limit', keypad, choices });
          else this.store.set({ status: 'register-failed', keypad, choices, message: error.message });
        },
      },
    );
  }

  /** Closes a modal and shows the form again, with its input. */
  backToForm(): void {
    const state = this.snapshot;
    if (state.status === 'register-failed' || state.status === 'limit' || state.status === 'waiting')
      this.store.set({ status: 'form', keypad: state.keypad, choices: state.choices });
  }
}
