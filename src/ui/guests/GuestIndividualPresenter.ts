import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { CreateGuest } from '../../application/guests/CreateGuest';
import type { GuestId } from '../../domain/guests/guest';
import type { GuestForm } from '../../domain/guests/validation';
import type { FieldErrors } from '../../domain/shared/validation';

export type GuestIndividualState =
  | { readonly status: 'idle' | 'submitting' }
  | { readonly status: 'confirm-billing'; readonly notice: string; readonly form: GuestForm }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'created'; readonly id: GuestId };

/** Individual registration, with the billable-guest confirmation in between when the server asks. */
@injectable()
export class GuestIndividualPresenter {
  private readonly state = new BehaviorSubject<GuestIndividualState>({ status: 'idle' });
  readonly state$ = this.state.asObservable();
  get snapshot(): GuestIndividualState {
    return this.state.value;
  }

  constructor(@inject(CreateGuest) private readonly createGuest: CreateGuest) {}

  /** Returns field errors for final-form (the e-mail already registered is one); the form keeps its values. */
  async submit(form: GuestForm, billingConfirmed = false): Promise<FieldErrors<GuestForm> | undefined> {
    if (this.state.value.status === 'submitting') return undefined;
    this.state.next({ status: 'submitting' });
    const result = await this.createGuest.execute(form, { billingConfirmed });
    if (E.isRight(result)) {
      this.state.next({ status: 'created', id: result.right });
      return undefined;
    }
    const failure = result.left;
    switch (failure.kind) {
      case 'invalid':
        this.state.next({ status: 'idle' });
        return failure.errors;
      case 'email-taken':
        this.state.next({ status: 'idle' });
        return { email: failure.message };
      case 'needs-billing-consent':
        this.state.next({ status: 'confirm-billing', notice: failure.notice, form });
        return undefined;
      case 'failed':
        this.state.next({ status: 'failed', message: failure.message });
        return undefined;
    }
  }

  /** The manager agreed to the billable guest: the same guest is sent again with pay-per-guest on. */
  async confirmBilling(): Promise<void> {
    const current = this.state.value;
    if (current.status !== 'confirm-billing') return;
    const errors = await this.submit(current.form, true);
    // the dialog has closed: a field error found on the retry is shown above the button
    const message = errors?.email ?? errors?.name;
    if (message !== undefined) this.state.next({ status: 'failed', message });
  }

  cancelBilling(): void {
    this.state.next({ status: 'idle' });
  }
}
