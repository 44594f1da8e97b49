import { inject, injectable } from 'inversify';
import { RequestProvisionalRegistration } from '../../application/signup/RequestProvisionalRegistration';
import { Submission } from '../shared/submission';

/** Step 1: one e-mail, one request per click; the failure is an alert on the page (spec section 8). */
@injectable()
export class ProvisionalPresenter {
  private readonly submission = new Submission<void>();
  readonly state$ = this.submission.state$;
  get snapshot() {
    return this.submission.snapshot;
  }

  constructor(@inject(RequestProvisionalRegistration) private readonly request: RequestProvisionalRegistration) {}

  async send(form: { readonly email: string }): Promise<void> {
    await this.submission.run(() => this.request.execute(form));
  }
}
