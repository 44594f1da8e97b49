import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type Observable, Subject } from 'rxjs';
import { ResendKeypadCard } from '../../application/cards/ResendKeypadCard';
import { RetryKeypadCard } from '../../application/cards/RetryKeypadCard';
import {
  isSettled,
  LoadRegistrationStatus,
  type RegistrationStatus,
} from '../../application/registrationStatus/LoadRegistrationStatus';
import { ResendPin } from '../../application/pins/ResendPin';
import { RetryPin } from '../../application/pins/RetryPin';
import { JobPoller } from '../../application/shared/JobPoller';
import type { KeypadCard } from '../../domain/cards/card';
import { KEYPAD_CARD_MESSAGES } from '../../domain/cards/keypadCardMessages';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { Pin } from '../../domain/pins/pin';
import { nextTask } from '../shared/nextTask';
import { Presenter } from '../shared/Presenter';

export type RegistrationStatusState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly registration: RegistrationStatus;
      readonly retrying: number | null;
      /** Retries whose delete went through and whose new registration did not: their values, kept to be sent again. */
      readonly unsentPins: ReadonlyArray<Pin>;
      readonly unsentCards: ReadonlyArray<KeypadCard>;
      /**
       * Why the last 再登録 of a failed card did not go through, by its row id (a card its name and user cannot name:
       * what to do instead); shown under the row while it is listed, as the toast's 3 seconds are too short to act on.
       */
      readonly cardNotes: Readonly<Record<number, string>>;
    }
  | { readonly status: 'failed'; readonly message: string };

/** Every 3 seconds while something is registering, at most 40 times (two minutes), then the manager reloads. */
const WATCH_INTERVAL_MS = 3000;
const WATCH_POLLS = 40;

const signatureOf = (status: RegistrationStatus): string =>
  [
    status.pinsRegistering,
    status.cardsRegistering,
    ...status.failedPins.map((p) => `p${p.id}`),
    ...status.failedCards.map((c) => `c${c.id}`),
  ].join(',');

/**
 * ★ One keypad's registration status where the warning is shown (lock panel, keypad screens):
 * how many PINs and cards are registering and failed, watched through the job poller until they
 * settle, and a retry for each failed one (delete, register again with the same values).
 */
@injectable()
export class RegistrationStatusPresenter extends Presenter<RegistrationStatusState, { readonly keypadId: number }> {
  private keypadId = 0;
  private watching = false;
  private readonly changes = new Subject<void>();
  /**
   * What is registering or failed changed (a PIN or card settled) or a retry was sent: a keypad screen, made of
   * this and its list, reads its list again (KeypadListPresenter).
   */
  readonly changed$: Observable<void> = this.changes;
  private lastSignature = '';
  private unsentPins: ReadonlyArray<Pin> = [];
  private unsentCards: ReadonlyArray<KeypadCard> = [];
  private cardNotes: Readonly<Record<number, string>> = {};
  /** The keypad opened last wins: an older keypad's answer never replaces it. */
  private readonly latest = this.latestRequest();

  constructor(
    @inject(LoadRegistrationStatus) private readonly loadStatus: LoadRegistrationStatus,
    @inject(RetryPin) private readonly retryPin: RetryPin,
    @inject(RetryKeypadCard) private readonly retryCard: RetryKeypadCard,
    @inject(ResendPin) private readonly resendPinValues: ResendPin,
    @inject(ResendKeypadCard) private readonly resendCardValues: ResendKeypadCard,
    @inject(JobPoller) private readonly poller: JobPoller,
  ) {
    super({ status: 'loading' });
  }

  override async open({ keypadId }: { readonly keypadId: number }): Promise<void> {
    this.keypadId = keypadId;
    // a lock list's keypads each start their reads in a task of their own, not all in the one that made them: started
    // together, the first page's keypads' forty requests were one task of a phone's 100-300 ms (Lighthouse's blocking
    // time on the lock list, docs/PERFORMANCE.md)
    const answer = await this.latest.run(async () => {
      await nextTask();
      return this.loadStatus.execute(keypadId);
    });
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.show(result.right);
    else this.store.set({ status: 'failed', message: result.left.message });
    if (E.isRight(result) && !isSettled(result.right)) void this.watch();
  }

  private async watch(): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    const outcome = await this.poller.poll({
      check: () => this.loadStatus.execute(this.keypadId),
      phaseOf: (status) => (isSettled(status) ? 'done' : 'pending'),
      intervalMs: WATCH_INTERVAL_MS,
      timedOut: (polls) => polls >= WATCH_POLLS,
      isCancelled: () => this.disposed,
      onPending: (status) => this.show(status),
    });
    this.watching = false;
    if (outcome.kind === 'done' || outcome.kind === 'failed' || outcome.kind === 'timeout') this.show(outcome.status);
  }

  /** Shows a status; when it differs from the last one shown, the screen around is told. */
  private show(registration: RegistrationStatus): void {
    const signature = signatureOf(registration);
    const changed = this.lastSignature !== '' && signature !== this.lastSignature;
    this.lastSignature = signature;
    this.store.set({
      status: 'ready',
      registration,
      retrying: null,
      unsentPins: this.unsentPins,
      unsentCards: this.unsentCards,
      cardNotes: this.cardNotes,
    });
    if (changed) this.changes.next();
  }

  /**
   * `kept(ok)` updates the kept values: a retry that deleted without re-registering keeps them; a resend that went
   * through drops them.
   */
  private async retry(
    id: number,
    run: () => Promise<E.Either<{ readonly message: string }, void>>,
    success: string,
    kept: (ok: boolean, message: string | null) => void,
  ): Promise<void> {
    const state = this.snapshot;
    if (state.status !== 'ready' || state.retrying !== null) return;
    this.store.set({ ...state, retrying: id });
    const result = await run();
    if (E.isRight(result)) this.effects.success(success);
    else this.effects.error(result.left.message);
    kept(E.isRight(result), E.isLeft(result) ? result.left.message : null);
    await this.open({ keypadId: this.keypadId });
    this.changes.next();
  }

  retryPinRegistration(pin: Pin): Promise<void> {
    return this.retry(
      pin.id,
      () => this.retryPin.execute(this.keypadId, pin),
      PIN_MESSAGES.retryAccepted,
      (_ok, message) => {
        if (message === PIN_MESSAGES.resendFailed)
          this.unsentPins = [...this.unsentPins.filter((p) => p.id !== pin.id), pin];
      },
    );
  }

  retryCardRegistration(card: KeypadCard): Promise<void> {
    return this.retry(
      card.id,
      () => this.retryCard.execute(this.keypadId, card),
      KEYPAD_CARD_MESSAGES.retryAccepted,
      (_ok, message) => {
        if (message === KEYPAD_CARD_MESSAGES.resendFailed)
          this.unsentCards = [...this.unsentCards.filter((c) => c.id !== card.id), card];
        // the reason stays beside the row (none once a retry went through; 再送信 says its own)
        const { [card.id]: _dropped, ...others } = this.cardNotes;
        this.cardNotes =
          message === null || message === KEYPAD_CARD_MESSAGES.resendFailed
            ? others
            : { ...others, [card.id]: message };
      },
    );
  }

  /** Sends the kept values of a retry again (nothing is sent when the keypad already holds them). */
  resendPin(pin: Pin): Promise<void> {
    return this.retry(
      pin.id,
      () => this.resendPinValues.execute(this.keypadId, pin),
      PIN_MESSAGES.retryAccepted,
      (ok) => {
        if (ok) this.unsentPins = this.unsentPins.filter((p) => p.id !== pin.id);
      },
    );
  }

  resendCard(card: KeypadCard): Promise<void> {
    return this.retry(
      card.id,
      () => this.resendCardValues.execute(this.keypadId, card),
      KEYPAD_CARD_MESSAGES.retryAccepted,
      (ok) => {
        if (ok) this.unsentCards = this.unsentCards.filter((c) => c.id !== card.id);
      },
    );
  }
}
