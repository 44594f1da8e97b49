import { inject, injectable } from 'inversify';
import { RequestPasswordReset } from '../../application/account/RequestPasswordReset';
import { ResetPassword } from '../../application/account/ResetPassword';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { ResetPasswordForm, ResetRequestForm } from '../../domain/account/passwordReset';
import { notifyError, notifySuccess } from '../shell/notify';
import { Submission } from '../shared/submission';

/** The reset-request page: its failure is an alert on the page (spec section 8). */
@injectable()
export class ResetRequestPresenter {
  private readonly submission = new Submission<void>();
  readonly state$ = this.submission.state$;
  get snapshot() {
    return this.submission.snapshot;
  }

  constructor(@inject(RequestPasswordReset) private readonly request: RequestPasswordReset) {}

  async sendResetMail(form: ResetRequestForm): Promise<void> {
    await this.submission.run(() => this.request.execute(form));
  }
}

/** The token page: success and failure are toasts; success goes on to login. */
@injectable()
export class ResetPasswordPresenter {
  private readonly submission = new Submission<void>();
  readonly state$ = this.submission.state$;
  get snapshot() {
    return this.submission.snapshot;
  }

  constructor(@inject(ResetPassword) private readonly reset: ResetPassword) {}

  async changePassword(token: string, form: ResetPasswordForm): Promise<void> {
    const state = await this.submission.run(() => this.reset.execute({ token, ...form }));
    if (state.status === 'done') notifySuccess(ACCOUNT_MESSAGES.passwordChanged);
    if (state.status === 'failed') notifyError(state.message);
  }
}
