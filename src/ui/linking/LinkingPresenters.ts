import { inject, injectable } from 'inversify';
import { LinkLockAppAccount } from '../../application/linking/LinkLockAppAccount';
import { RequestLinkingCode } from '../../application/linking/RequestLinkingCode';
import { UnlinkLockAppAccount } from '../../application/linking/UnlinkLockAppAccount';
import * as E from 'fp-ts/Either';
import type { CodeKind, CodeRequestForm, ConnectionForm } from '../../domain/linking/connection';
import { LINKING_MESSAGES } from '../../domain/linking/messages';
import { FormPresenter, Presenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';

/** The connection-code and disconnection-code pages: a failure is an alert on the page. */
@injectable()
export class CodeRequestPresenter extends FormPresenter {
  constructor(@inject(RequestLinkingCode) private readonly request: RequestLinkingCode) {
    super();
  }

  issueCode(kind: CodeKind, form: CodeRequestForm) {
    return this.submission.submit(() => this.request.execute(kind, form), {
      done: () => this.effects.navigate(`${pathOf('account-connection-code-done')}?kind=${kind}`),
    });
  }
}

/** The connection page: a failure is the toast of account-billing-signup §8, and the form keeps its input. */
@injectable()
export class ConnectionPresenter extends FormPresenter {
  constructor(@inject(LinkLockAppAccount) private readonly linkAccount: LinkLockAppAccount) {
    super();
  }

  link(form: ConnectionForm) {
    return this.submission.submit(() => this.linkAccount.execute(form), {
      done: () => this.effects.navigate(pathOf('account-connection-done')),
      failed: (error) => this.effects.failure(error),
    });
  }
}

/** `message` is the page's result sentence: released, an invalid code, or a failure to release. */
export type DisconnectionState =
  | { readonly status: 'releasing' }
  | { readonly status: 'finished'; readonly released: boolean; readonly message: string };

/** The disconnection page releases the link on opening, once: the secret is single use. */
@injectable()
export class DisconnectionPresenter extends Presenter<DisconnectionState, { readonly secret: string | null }> {
  private started = false;

  constructor(@inject(UnlinkLockAppAccount) private readonly unlink: UnlinkLockAppAccount) {
    super({ status: 'releasing' });
  }

  override async open({ secret }: { readonly secret: string | null }): Promise<void> {
    if (this.started) return;
    this.started = true;
    const outcome = await this.unlink.execute(secret);
    this.store.set(
      E.isRight(outcome)
        ? { status: 'finished', released: true, message: LINKING_MESSAGES.unlinkReleased }
        : { status: 'finished', released: false, message: outcome.left.message },
    );
  }
}
