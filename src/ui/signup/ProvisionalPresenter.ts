import { inject, injectable } from 'inversify';
import { RequestProvisionalRegistration } from '../../application/signup/RequestProvisionalRegistration';
import { pathOf } from '../shell/routeTable';
import { FormPresenter } from '../shared/Presenter';

/** Step 1: one e-mail, one request per click; the failure is an alert on the page (account-billing-signup §8). */
@injectable()
export class ProvisionalPresenter extends FormPresenter {
  constructor(@inject(RequestProvisionalRegistration) private readonly request: RequestProvisionalRegistration) {
    super();
  }

  /** final-form's onSubmit: field messages come back to the form, any other failure stays as the alert. */
  send(form: { readonly email: string }) {
    return this.submission.submit(() => this.request.execute(form), {
      done: () => this.effects.navigate(pathOf('account-signup-mail-done')),
    });
  }
}
