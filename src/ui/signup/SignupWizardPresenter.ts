import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ClearSignupDraft } from '../../application/signup/ClearSignupDraft';
import { LoadSignupDraft } from '../../application/signup/LoadSignupDraft';
import { SaveSignupDraft } from '../../application/signup/SaveSignupDraft';
import { LookupPostal } from '../../application/signup/LookupPostal';
import { OpenSignup, type SignupContext } from '../../application/signup/OpenSignup';
import { SubmitSignup } from '../../application/signup/SubmitSignup';
import { canSubmitPaymentCardForm } from '../../domain/organization/paymentChange';
import { fillFromPostal, postalDigitsOf, type Address } from '../../domain/signup/address';
import type { DeliveryChoice, PaymentMethod } from '../../domain/signup/application';
import type { Company } from '../../domain/signup/company';
import { type AddressTarget, addressOf, applicationOf, type SignupDraft, withAddress } from '../../domain/signup/draft';
import type { InstallationChoice, Priority } from '../../domain/signup/installation';
import { countsOf, type QuantityKey } from '../../domain/signup/plans';
import { isStepValid, nextStep, previousStep, resumedDraft, withInstallationDates } from '../../domain/signup/wizard';
import {
  type PaymentCardEntry,
  PaymentCardEntryPresenter,
  readinessOf,
} from '../organization/PaymentCardEntryPresenter';
import { pathOf } from '../shell/routeTable';
import type { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

/** What the postal fill of one address form is doing (shown beside the postal code). */
export type PostalStatus = 'idle' | 'looking-up' | 'not-found' | 'failed';

export interface WizardForm {
  readonly token: string;
  readonly context: SignupContext;
  readonly draft: SignupDraft;
  /** The terms tick: off by default, never stored. */
  readonly termsAccepted: boolean;
  /** The draft came back from storage (the page says where the manager left off). */
  readonly restored: boolean;
  readonly postal: Readonly<Record<AddressTarget, PostalStatus>>;
}

export type WizardState =
  | { readonly status: 'loading' }
  | { readonly status: 'stopped' }
  | { readonly status: 'failed'; readonly message: string }
  | ({ readonly status: 'ready' } & WizardForm);

type Ready = Extract<WizardState, { status: 'ready' }>;

/**
 * Whether Next (or Apply, on step 6) may be pressed; `card`: the card form (step 6 by card), `saving`: the
 * presenter's submission is out.
 */
export const canProceed = (s: WizardForm, card: PaymentCardEntry, saving: boolean): boolean => {
  if (saving) return false;
  const valid = isStepValid(s.draft.step, s.draft, { bounds: s.context.bounds, termsAccepted: s.termsAccepted });
  if (s.draft.step !== 6 || s.draft.payment === 'invoice') return valid;
  return valid && canSubmitPaymentCardForm(readinessOf(card, saving));
};

@injectable()
export class SignupWizardPresenter extends Presenter<WizardState, { readonly token: string }> {
  /** The latest postal lookup per form: an older answer never overwrites a newer code. */
  private readonly postalRequests: Record<AddressTarget, LatestRequest> = {
    company: this.latestRequest(),
    delivery: this.latestRequest(),
  };
  /** The mail link opened last wins: an older link's answer never replaces its wizard. */
  private readonly links = this.latestRequest();
  /**
   * Apply: one request per click, a second click while one is out is ignored; its failure is the alert of step 6,
   * done ends the wizard.
   */
  readonly submission = new Submission<string>();

  constructor(
    @inject(OpenSignup) private readonly openSignup: OpenSignup,
    @inject(SubmitSignup) private readonly submitSignup: SubmitSignup,
    @inject(LookupPostal) private readonly lookupPostal: LookupPostal,
    @inject(LoadSignupDraft) private readonly loadDraft: LoadSignupDraft,
    @inject(SaveSignupDraft) private readonly saveDraft: SaveSignupDraft,
    @inject(ClearSignupDraft) private readonly clearDraft: ClearSignupDraft,
    /** The card form of step 6. */
    @inject(PaymentCardEntryPresenter) readonly card: PaymentCardEntryPresenter,
  ) {
    super({ status: 'loading' });
    this.part(card);
  }

  private get ready(): Ready | undefined {
    const current = this.store.snapshot;
    return current.status === 'ready' ? current : undefined;
  }

  private update(change: Partial<WizardForm>): void {
    this.store.updateWhen('ready', (s) => ({ ...s, ...change }));
  }

  /** Every change of what was typed goes through here, so it is kept for a reload (never card data, never the tick). */
  private updateDraft(change: (draft: SignupDraft) => SignupDraft): void {
    const s = this.ready;
    // the application went through (the submission is done): nothing more changes while the done page opens
    if (!s || this.submission.busy || this.submission.snapshot.status === 'done') return;
    const draft = withInstallationDates(change(s.draft), s.context.startDate);
    this.saveDraft.execute(s.token, draft);
    this.update({ draft });
  }

  override async open({ token }: { readonly token: string }): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.links.run(() => this.openSignup.execute(token));
    if (this.disposed || !answer.current) return;
    const opened = answer.value;
    if (E.isLeft(opened)) {
      const { kind, message } = opened.left;
      // Refused: applications are stopped; no call checks the mail link's token before the application is sent
      // (OpenSignup)
      this.store.set(kind === 'Refused' ? { status: 'stopped' } : { status: 'failed', message });
      return;
    }
    const context = opened.right;
    // account-billing-signup §8: the reservable-dates failure is only logged; the pickers use the default bounds
    if (context.reservableFailed) console.warn('reservable dates could not be loaded; default bounds used');
    const stored = this.loadDraft.execute(token);
    this.store.set({
      status: 'ready',
      token,
      context,
      draft: resumedDraft(stored, context.bounds, context.startDate),
      termsAccepted: false,
      restored: stored !== undefined,
      postal: { company: 'idle', delivery: 'idle' },
    });
  }

  updateCompany(change: Partial<Omit<Company, 'address'>>): void {
    this.updateDraft((d) => ({ ...d, company: { ...d.company, ...change } }));
  }

  updateAddress(target: AddressTarget, change: Partial<Address>): void {
    const s = this.ready;
    const before = s && addressOf(s.draft, target);
    this.updateDraft((d) => withAddress(d, target, (address) => ({ ...address, ...change })));
    if (change.zip !== undefined && before !== undefined && postalDigitsOf(change.zip) !== postalDigitsOf(before.zip))
      void this.fillPostal(target, change.zip);
  }

  /** A valid 7-digit code fills the prefecture and city plus area (account-billing-signup §2, step 2). */
  private async fillPostal(target: AddressTarget, typed: string): Promise<void> {
    if (!postalDigitsOf(typed)) return;
    const s = this.ready;
    if (s) this.update({ postal: { ...s.postal, [target]: 'looking-up' } });
    const answer = await this.postalRequests[target].run(() => this.lookupPostal.execute(typed));
    if (this.disposed || !answer.current) return;
    const found = answer.value;
    const status: PostalStatus = E.isLeft(found) ? 'failed' : found.right ? 'idle' : 'not-found';
    if (E.isRight(found) && found.right) {
      const postal = found.right;
      this.updateDraft((d) => withAddress(d, target, (address) => fillFromPostal(address, postal)));
    }
    const after = this.ready;
    if (after) this.update({ postal: { ...after.postal, [target]: status } });
  }

  setQuantity(key: QuantityKey, value: string): void {
    this.updateDraft((d) => ({ ...d, quantities: { ...d.quantities, [key]: value } }));
  }

  setInstallation(priority: Priority, change: Partial<Omit<InstallationChoice, 'priority'>>): void {
    this.updateDraft((d) => ({
      ...d,
      installation: d.installation.map((c) => (c.priority === priority ? { ...c, ...change } : c)),
    }));
  }

  chooseDelivery(delivery: DeliveryChoice): void {
    this.updateDraft((d) => ({ ...d, delivery }));
  }

  acceptTerms(accepted: boolean): void {
    if (this.submission.busy) return;
    this.update({ termsAccepted: accepted });
  }

  choosePayment(payment: PaymentMethod): void {
    this.updateDraft((d) => ({ ...d, payment }));
    this.clearFailure();
    // the provider (and its script) is fetched once card payment is chosen
    if (payment === 'card') void this.card.loadProvider();
  }

  next(): void {
    const s = this.ready;
    if (!s || !canProceed(s, this.card.snapshot, this.submission.busy) || s.draft.step === 6) return;
    this.updateDraft((d) => ({ ...d, step: nextStep(d.step) }));
    if (nextStep(s.draft.step) === 6 && s.draft.payment === 'card') void this.card.loadProvider();
  }

  back(): void {
    const s = this.ready;
    if (!s || this.submission.busy || s.draft.step === 2) return;
    this.updateDraft((d) => ({ ...d, step: previousStep(d.step) }));
    this.clearFailure();
  }

  /** The alert of the last Apply (the submission's failure) goes once the manager changes what it was about. */
  private clearFailure(): void {
    if (this.submission.snapshot.status === 'failed') this.submission.reset();
  }

  /** Apply: one request per click; a card token error clears the card fields and keeps the rest. */
  async submit(): Promise<void> {
    const s = this.ready;
    if (!s || s.draft.step !== 6 || !canProceed(s, this.card.snapshot, this.submission.busy)) return;
    const counts = countsOf(s.draft.quantities);
    if (!counts) return;
    const application = applicationOf(s.draft, counts, s.token, s.context.taxRate);
    const card = s.draft.payment === 'card' ? (this.card.details() ?? undefined) : undefined;
    const result = await this.submission.run(() => this.submitSignup.execute(application, card));
    if (this.disposed || result === null) return;
    if (E.isRight(result)) {
      this.clearDraft.execute(s.token);
      this.effects.navigate(pathOf('account-signup-organization-done', { code: result.right }), { replace: true });
      return;
    }
    // account-billing-signup §8: with card the error is also logged
    if (s.draft.payment === 'card') console.warn('sign-up by card failed:', result.left.message);
    // Refused: the card provider said no (declined, 3-D Secure cancelled): only the card fields are cleared
    if (result.left.kind === 'Refused') this.card.clear();
  }
}
