import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  PaymentCardSession,
  SecureFieldsState,
  SecureFieldTargets,
} from '../../application/ports/PaymentCardProvider';
import { EMPTY_SECURE_FIELDS, LoadPaymentCardProvider } from '../../application/organization/LoadPaymentCardProvider';
import { ClearSignupDraft } from '../../application/signup/ClearSignupDraft';
import { LoadSignupDraft } from '../../application/signup/LoadSignupDraft';
import { SaveSignupDraft } from '../../application/signup/SaveSignupDraft';
import { LookupPostal } from '../../application/signup/LookupPostal';
import { OpenSignup, type SignupContext } from '../../application/signup/OpenSignup';
import { SubmitSignup } from '../../application/signup/SubmitSignup';
import { validatePaymentCardHolderName, validatePaymentCardPhone } from '../../domain/organization/paymentCardForm';
import { fillFromPostal, postalDigitsOf, type Address } from '../../domain/signup/address';
import type { DeliveryChoice, PaymentMethod, SignupApplication } from '../../domain/signup/application';
import type { Company } from '../../domain/signup/company';
import { EMPTY_DRAFT, type SignupDraft } from '../../domain/signup/draft';
import { initialChoices, type InstallationChoice, type Priority } from '../../domain/signup/installation';
import { countsOf, needsInstallation, type QuantityKey } from '../../domain/signup/plans';
import { firstInvalidStep, isStepValid, nextStep, previousStep } from '../../domain/signup/wizard';
import type { PaymentCardHolderValues, ProviderStatus } from '../organization/PaymentChangePresenter';
import { pathOf } from '../shell/routeTable';
import type { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export type AddressTarget = 'company' | 'delivery';

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
  readonly provider: ProviderStatus;
  readonly secure: SecureFieldsState;
  readonly holder: PaymentCardHolderValues;
  /** Bumped when the card form is cleared after a token error, so the view starts a fresh form. */
  readonly cardGeneration: number;
}

export type WizardState =
  | { readonly status: 'loading' }
  | { readonly status: 'stopped' }
  | { readonly status: 'failed'; readonly message: string }
  | ({ readonly status: 'ready' } & WizardForm);

type Ready = Extract<WizardState, { status: 'ready' }>;

const EMPTY_HOLDER: PaymentCardHolderValues = { holderName: '', phone: '' };

/** Whether Next (or Apply, on step 6) may be pressed; `saving`: the presenter's submission is out. */
export const canProceed = (s: WizardForm, saving: boolean): boolean => {
  if (saving) return false;
  const valid = isStepValid(s.draft.step, s.draft, { bounds: s.context.bounds, termsAccepted: s.termsAccepted });
  if (s.draft.step !== 6 || s.draft.payment === 'invoice') return valid;
  return (
    valid &&
    s.provider === 'available' &&
    validatePaymentCardHolderName(s.holder.holderName) === undefined &&
    validatePaymentCardPhone(s.holder.phone) === undefined &&
    s.secure.numberComplete &&
    s.secure.expiryComplete &&
    s.secure.cvcComplete
  );
};

/** Pro needs three dates: they start at the first reservable day the first time Pro is chosen. */
const withInstallation = (draft: SignupDraft, startDate: string): SignupDraft =>
  needsInstallation(countsOf(draft.quantities)) && draft.installation.length === 0
    ? { ...draft, installation: initialChoices(startDate) }
    : draft;

@injectable()
export class SignupWizardPresenter extends Presenter<WizardState, { readonly token: string }> {
  private session: PaymentCardSession | null = null;
  private providerRequested = false;
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
    @inject(LoadPaymentCardProvider) private readonly cardProvider: LoadPaymentCardProvider,
  ) {
    super({ status: 'loading' });
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
    const draft = withInstallation(change(s.draft), s.context.startDate);
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
    let draft = withInstallation(stored ?? EMPTY_DRAFT, context.startDate);
    // the terms tick is never stored: a draft left on step 6 comes back to the confirmation
    const stepContext = { bounds: context.bounds, termsAccepted: false };
    const invalid = firstInvalidStep(draft, stepContext);
    if (invalid !== undefined) draft = { ...draft, step: invalid };
    else if (draft.step === 6) draft = { ...draft, step: 5 };
    this.store.set({
      status: 'ready',
      token,
      context,
      draft,
      termsAccepted: false,
      restored: stored !== undefined,
      postal: { company: 'idle', delivery: 'idle' },
      provider: 'loading',
      secure: EMPTY_SECURE_FIELDS,
      holder: EMPTY_HOLDER,
      cardGeneration: 0,
    });
  }

  updateCompany(change: Partial<Omit<Company, 'address'>>): void {
    this.updateDraft((d) => ({ ...d, company: { ...d.company, ...change } }));
  }

  updateAddress(target: AddressTarget, change: Partial<Address>): void {
    const before = this.addressOf(target);
    this.updateDraft((d) =>
      target === 'company'
        ? { ...d, company: { ...d.company, address: { ...d.company.address, ...change } } }
        : { ...d, deliveryAddress: { ...d.deliveryAddress, ...change } },
    );
    if (change.zip !== undefined && before !== undefined && postalDigitsOf(change.zip) !== postalDigitsOf(before.zip))
      void this.fillPostal(target, change.zip);
  }

  private addressOf(target: AddressTarget): Address | undefined {
    const s = this.ready;
    if (!s) return undefined;
    return target === 'company' ? s.draft.company.address : s.draft.deliveryAddress;
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
      const address = found.right;
      this.updateDraft((d) =>
        target === 'company'
          ? { ...d, company: { ...d.company, address: fillFromPostal(d.company.address, address) } }
          : { ...d, deliveryAddress: fillFromPostal(d.deliveryAddress, address) },
      );
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
    if (payment === 'card') void this.loadProvider();
  }

  next(): void {
    const s = this.ready;
    if (!s || !canProceed(s, this.submission.busy) || s.draft.step === 6) return;
    this.updateDraft((d) => ({ ...d, step: nextStep(d.step) }));
    if (nextStep(s.draft.step) === 6 && s.draft.payment === 'card') void this.loadProvider();
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

  /** The provider (and its script) is fetched once card payment is chosen. */
  private async loadProvider(): Promise<void> {
    if (this.providerRequested) return;
    this.providerRequested = true;
    const loaded = await this.cardProvider.execute();
    if (this.disposed) {
      if (E.isRight(loaded)) loaded.right.destroy();
      return;
    }
    this.session = E.isRight(loaded) ? loaded.right : null;
    this.update({ provider: E.isRight(loaded) ? 'available' : 'unavailable' });
  }

  mountPaymentCardFields(targets: SecureFieldTargets): void {
    this.session?.mount(targets, (secure) => this.update({ secure }));
  }

  updateHolder(holder: PaymentCardHolderValues): void {
    const s = this.ready;
    if (!s || (s.holder.holderName === holder.holderName && s.holder.phone === holder.phone)) return;
    this.update({ holder });
  }

  /** Apply: one request per click; a card token error clears the card fields and keeps the rest. */
  async submit(): Promise<void> {
    const s = this.ready;
    if (!s || s.draft.step !== 6 || !canProceed(s, this.submission.busy)) return;
    const counts = countsOf(s.draft.quantities);
    if (!counts) return;
    const application: SignupApplication = {
      emailToken: s.token,
      company: s.draft.company,
      counts,
      delivery: s.draft.delivery,
      deliveryAddress: s.draft.deliveryAddress,
      installation: s.draft.installation,
      payment: s.draft.payment,
      taxRate: s.context.taxRate,
    };
    const card =
      s.draft.payment === 'card' && this.session
        ? { holderName: s.holder.holderName, phone: s.holder.phone, session: this.session }
        : undefined;
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
    if (result.left.kind === 'Refused') {
      this.session?.clear();
      const current = this.ready;
      this.update({
        secure: EMPTY_SECURE_FIELDS,
        holder: EMPTY_HOLDER,
        cardGeneration: (current?.cardGeneration ?? 0) + 1,
      });
    }
  }

  override dispose(): void {
    this.session?.destroy();
    this.session = null;
    super.dispose();
  }
}
