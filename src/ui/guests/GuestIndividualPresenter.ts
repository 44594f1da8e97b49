import { inject, injectable } from 'inversify';
import { CreateGuest } from '../../application/guests/CreateGuest';
import type { Created } from '../../application/shared/lostAnswer';
import type { GuestId } from '../../domain/guests/guest';
import type { GuestForm } from '../../domain/guests/validation';
import { MESSAGES } from '../../domain/shared/messages';
import { pathOf } from '../shell/routeTable';
import { FormPresenter } from '../shared/Presenter';

/** Individual registration, with the billable-guest confirmation in between when the server asks. */
@injectable()
export class GuestIndividualPresenter extends FormPresenter<Created<GuestId>> {
  constructor(@inject(CreateGuest) private readonly createGuest: CreateGuest) {
    super();
  }

  /**
   * final-form's onSubmit: field messages (the e-mail already registered is one) come back to
   * the form, which keeps its values. Over the free tier the manager is asked first; a yes sends
   * the same guest again with pay-per-guest on, while the question shows progress.
   */
  submit(form: GuestForm, billingConfirmed = false) {
    return this.submission.submit(() => this.createGuest.execute(form, { billingConfirmed }), {
      done: ({ notice }) => {
        // after a lost answer the look-up found the guest: say so rather than the plain toast
        this.effects.success(notice ?? MESSAGES.registered);
        this.effects.navigate(pathOf('guests'));
      },
      failed: (error) => {
        if (error.kind !== 'NeedsConsent') return;
        void this.effects.confirm(
          { title: '有料の利用者の登録', message: error.message, confirmLabel: '同意して登録する' },
          () => this.confirmed(form),
        );
      },
    });
  }

  /** The dialog has closed by the time a field message of the retry could show: it is shown above the button. */
  private async confirmed(form: GuestForm): Promise<void> {
    const errors = await this.submit(form, true);
    const message = errors?.email ?? errors?.name;
    if (message !== undefined) this.submission.set({ status: 'failed', message, error: { kind: 'Invalid', message } });
  }
}
