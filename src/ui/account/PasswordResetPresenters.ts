import { inject, injectable } from 'inversify';
import { RequestPasswordReset } from '../../application/account/RequestPasswordReset';
import { ResetPassword } from '../../application/account/ResetPassword';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { ResetPasswordForm, ResetRequestForm } from '../../domain/account/passwordReset';
import { FormPresenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';

/**
 * The reset-request page: its failure is an alert on the page (account-billing-signup §8); success goes to mail-done.
 */
@injectable()
export class ResetRequestPresenter extends FormPresenter {
  constructor(@inject(RequestPasswordReset) private readonly request: RequestPasswordReset) {
    super();
  }

  sendResetMail(form: ResetRequestForm) {
    return this.submission.submit(() => this.request.execute(form), {
      done: () => this.effects.navigate(pathOf('reset-password-mail-done')),
    });
  }
}

/** The token page: success and failure are toasts; success goes on to login. */
@injectable()
export class ResetPasswordPresenter extends FormPresenter {
  constructor(@inject(ResetPassword) private readonly reset: ResetPassword) {
    super();
  }

  changePassword(token: string, form: ResetPasswordForm) {
    return this.submission.submit(() => this.reset.execute({ token, ...form }), {
      done: () => {
        this.effects.success(ACCOUNT_MESSAGES.passwordChanged);
        this.effects.navigate(pathOf('login'), { replace: true });
      },
      failed: (error) => this.effects.failure(error),
    });
  }
}
