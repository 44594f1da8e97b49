import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadOfLock } from '../../application/access/organizationReads';
import type { CallProgress } from '../../application/shared/CallPool';
import type { Created } from '../../application/shared/lostAnswer';
import type { Outcome } from '../../application/shared/AppError';
import { ReadClock } from '../../application/shared/ReadClock';
import { IssuePass, type IssuedPass } from '../../application/visitors/IssuePass';
import {
  LoadPassKeypads,
  type PassDoorChoice,
  type PassKeypadChoice,
} from '../../application/visitors/LoadPassKeypads';
import { RetryPassKeypad } from '../../application/visitors/RetryPassKeypad';
import type { ExpiryInput } from '../../domain/keypads/expiry';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { placesLeftLabel } from '../../domain/pins/places';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { validatePassWho } from '../../domain/visitors/pass';
import { defaultPassWindow, validatePassWindow } from '../../domain/visitors/passWindow';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { shareViewOf, type ShareView } from './shareView';

/** The three steps before 発行: which door(s), who, when. */
export type PassStep = 'doors' | 'who' | 'when';
export const PASS_STEPS: ReadonlyArray<PassStep> = ['doors', 'who', 'when'];

export interface PassValues {
  /** The chosen keypads' ids. */
  readonly keypadIds: ReadonlyArray<number>;
  readonly name: string;
  readonly note: string;
  readonly window: ExpiryInput;
}

/** One chosen keypad after 発行: its request sent (registering now), failed (with the words and 再試行), or retried. */
export interface PassKeypadLine {
  readonly keypad: KeypadOfLock;
  readonly label: string;
  readonly status: 'sent' | 'failed' | 'retrying';
  /** The failure's words, or the notice of a lost answer the look-up settled. */
  readonly message: string | null;
}

export type IssuePassState =
  | { readonly status: 'loading'; readonly progress: CallProgress }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'form';
      readonly step: PassStep;
      readonly doors: ReadonlyArray<PassDoorChoice>;
      readonly initial: PassValues;
      /** The reads and sends of 発行 under way (null before and after). */
      readonly progress: CallProgress | null;
    }
  | {
      readonly status: 'issued';
      readonly share: ShareView;
      readonly lines: ReadonlyArray<PassKeypadLine>;
    };

/** The opening: the door (lock) the address preselects (?lock=, from a lock panel or the lock's access view). */
export interface IssuePassOpening {
  readonly lockId: number | null;
}

const lineOf = (keypad: KeypadOfLock, label: string, outcome: Outcome<Created<void>>): PassKeypadLine =>
  E.isRight(outcome)
    ? { keypad, label, status: 'sent', message: outcome.right.notice ?? null }
    : { keypad, label, status: 'failed', message: outcome.left.message };

/**
 * visitor-pass-new (来訪者パスの発行): the doors with the PIN places left on each keypad (LoadPassKeypads), three steps
 * (which door(s), who, when), then 発行 (IssuePass: one PIN of one free random code on each chosen keypad), each keypad's
 * answer with 再試行 of a failed one (RetryPassKeypad), and the share card. The code is shown on this screen only
 * (and again from the pass list while the PIN exists): nothing puts it in the address.
 */
@injectable()
export class IssuePassPresenter extends Presenter<IssuePassState, IssuePassOpening> {
  readonly submission = new Submission<IssuedPass>();
  private readonly latest = this.latestRequest();

  constructor(
    @inject(LoadPassKeypads) private readonly loadKeypads: LoadPassKeypads,
    @inject(IssuePass) private readonly issuePass: IssuePass,
    @inject(RetryPassKeypad) private readonly retryKeypad: RetryPassKeypad,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'loading', progress: { done: 0, total: 0 } });
  }

  override async open({ lockId }: IssuePassOpening): Promise<void> {
    this.store.set({ status: 'loading', progress: { done: 0, total: 0 } });
    const pool = this.callPool((progress) => {
      if (this.snapshot.status === 'loading') this.store.set({ status: 'loading', progress });
    });
    const answer = await this.latest.run(() => this.loadKeypads.execute(pool));
    if (!answer.current) return;
    if (E.isLeft(answer.value)) {
      this.store.set({ status: 'failed', message: answer.value.left.message });
      this.effects.error(answer.value.left.message);
      return;
    }
    const doors = answer.value.right;
    // the door the manager came from: its keypads chosen (the outdoor one alone when it has both: the way in)
    const preselected = doors.find((d) => d.lockId === lockId)?.keypads ?? [];
    const outdoor = preselected.filter((k) => k.keypad.side === 'outdoor');
    const chosen = (outdoor.length > 0 ? outdoor : preselected).map((k) => k.keypad.keypad.id);
    this.store.set({
      status: 'form',
      step: 'doors',
      doors,
      progress: null,
      initial: { keypadIds: chosen, name: '', note: '', window: defaultPassWindow(this.clock.execute()) },
    });
  }

  /** 'あと 45 件（50 件中 5 件登録済み）', or the spec's limit message when not one more PIN fits. */
  placesOf(keypad: PassKeypadChoice): string {
    return keypad.full ? PIN_MESSAGES.limitReached(keypad.cap) : placesLeftLabel(keypad.registered, keypad.cap);
  }

  /**
   * The messages of the steps up to the one on screen (final-form's validate, flat keys): none chosen, a chosen
   * keypad that is full (the spec's limit message, one line per keypad), the name and note, the window.
   */
  errorsOf(values: PassValues): Record<string, string> {
    const state = this.snapshot;
    if (state.status !== 'form') return {};
    const upTo = PASS_STEPS.indexOf(state.step);
    const errors: Record<string, string> = {};
    const chosen = this.chosenOf(values.keypadIds);
    const full = chosen.filter((k) => k.full);
    if (chosen.length === 0) errors.keypadIds = VISITOR_MESSAGES.noDoorChosen;
    else if (full.length > 0)
      errors.keypadIds = full
        .map((k) => VISITOR_MESSAGES.keypadFull(k.label, PIN_MESSAGES.limitReached(k.cap)))
        .join('\n');
    if (upTo >= 1) {
      const who = validatePassWho(values.name, values.note);
      if (who.name !== undefined) errors.name = who.name;
      if (who.note !== undefined) errors.note = who.note;
    }
    if (upTo >= 2) {
      const when = validatePassWindow(values.window, this.clock.execute());
      if (when.from !== undefined) errors['window.fromDate'] = when.from;
      if (when.to !== undefined) errors['window.toDate'] = when.to;
    }
    return errors;
  }

  /** The keypads chosen, in the order of the doors. */
  chosenOf(keypadIds: ReadonlyArray<number>): ReadonlyArray<PassKeypadChoice> {
    const state = this.snapshot;
    if (state.status !== 'form') return [];
    return state.doors.flatMap((d) => d.keypads).filter((k) => keypadIds.includes(k.keypad.keypad.id));
  }

  /** 次へ (the form's submit on the first two steps, once its step has no message). */
  next(): void {
    this.store.update((s) =>
      s.status === 'form' && s.step !== 'when'
        ? { ...s, step: PASS_STEPS[PASS_STEPS.indexOf(s.step) + 1] ?? s.step }
        : s,
    );
  }

  /** 戻る: the step before, the values kept. */
  back(): void {
    if (this.submission.busy) return;
    this.store.update((s) =>
      s.status === 'form' && s.step !== 'doors'
        ? { ...s, step: PASS_STEPS[PASS_STEPS.indexOf(s.step) - 1] ?? s.step }
        : s,
    );
  }

  /** The form's submit: 次へ on the first two steps, 発行 on the last (one click, one pass: the submission guards). */
  submit(values: PassValues) {
    const state = this.snapshot;
    if (state.status !== 'form') return Promise.resolve(undefined);
    if (state.step !== 'when') {
      this.next();
      return Promise.resolve(undefined);
    }
    const keypads = this.chosenOf(values.keypadIds).map((k) => k.keypad);
    const pool = this.callPool((progress) => this.store.update((s) => (s.status === 'form' ? { ...s, progress } : s)));
    this.store.set({ ...state, progress: pool.snapshot });
    return this.submission.submit(
      () => this.issuePass.execute({ keypads, name: values.name, note: values.note, window: values.window }, pool),
      {
        done: (pass) => {
          this.store.set({
            status: 'issued',
            share: shareViewOf(pass),
            lines: pass.keypads.map((k) => lineOf(k.keypad, k.label, k.outcome)),
          });
          const failed = pass.keypads.filter((k) => E.isLeft(k.outcome)).length;
          if (failed === 0) this.effects.success(VISITOR_MESSAGES.issued);
          else this.effects.error(VISITOR_MESSAGES.issuedWithFailures(failed));
        },
        failed: () => this.store.update((s) => (s.status === 'form' ? { ...s, progress: null } : s)),
      },
    );
  }

  /** 再試行 of one keypad whose request failed: the keypad read again, then one request (RetryPassKeypad). */
  async retry(keypadId: number): Promise<void> {
    const state = this.snapshot;
    if (state.status !== 'issued') return;
    const line = state.lines.find((l) => l.keypad.keypad.id === keypadId);
    if (line?.status !== 'failed') return;
    this.setLine(keypadId, { status: 'retrying', message: null });
    const { pin, name, timeFrom, timeTill } = state.share.pass;
    const outcome = await this.retryKeypad.execute(
      { keypad: line.keypad, pin, name, timeFrom, timeTill },
      this.callPool(() => undefined),
    );
    if (this.disposed) return;
    const next = lineOf(line.keypad, line.label, outcome);
    this.setLine(keypadId, { status: next.status, message: next.message });
  }

  /** The share card's 「コピー」 answered: said in a toast. */
  copied(ok: boolean): void {
    if (ok) this.effects.success(VISITOR_MESSAGES.copied);
    else this.effects.error(VISITOR_MESSAGES.copyFailed);
  }

  private setLine(keypadId: number, change: Pick<PassKeypadLine, 'status' | 'message'>): void {
    this.store.update((s) =>
      s.status === 'issued'
        ? { ...s, lines: s.lines.map((l) => (l.keypad.keypad.id === keypadId ? { ...l, ...change } : l)) }
        : s,
    );
  }
}
