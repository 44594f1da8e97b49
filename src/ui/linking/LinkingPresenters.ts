import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LinkLockAppAccount } from '../../application/linking/LinkLockAppAccount';
import { RequestLinkingCode } from '../../application/linking/RequestLinkingCode';
import { UnlinkLockAppAccount } from '../../application/linking/UnlinkLockAppAccount';
import type { CodeKind, CodeRequestForm, ConnectionForm, UnlinkOutcome } from '../../domain/linking/connection';
import { FormPresenter } from '../shared/Presenter';

/** The connection-code and disconnection-code pages: a failure is an alert on the page. */
@injectable()
export class CodeRequestPresenter extends FormPresenter {
  constructor(@inject(RequestLinkingCode) private readonly request: RequestLinkingCode) {
    super();
  }

  issueCode(kind: CodeKind, form: CodeRequestForm) {
    return this.submission.submit(() => this.request.execute(kind, form), {
      done: () => this.effects.navigate(`/account_connection/connection-code/done?kind=${kind}`),
    });
  }
}

/** The connection page: a failure is the toast of section 8, and the form keeps its input. */
@injectable()
export class ConnectionPresenter extends FormPresenter {
  constructor(@inject(LinkLockAppAccount) private readonly linkAccount: LinkLockAppAccount) {
    super();
  }

  link(form: ConnectionForm) {
    return this.submission.submit(() => this.linkAccount.execute(form), {
      done: () => this.effects.navigate('/account_connection/connection/done'),
      failed: (error) => this.effects.failure(error),
    });
  }
}

export type DisconnectionState = { readonly status: 'releasing' } | { readonly status: 'finished'; readonly outcome: UnlinkOutcome };

/** The disconnection page releases the link on opening, once: the secret is single use. */
@injectable()
export class DisconnectionPresenter {
  private readonly state = new BehaviorSubject<DisconnectionState>({ status: 'releasing' });
  readonly state$ = this.state.asObservable();
  get snapshot(): DisconnectionState {
    return this.state.value;
  }
  private started = false;

  constructor(@inject(UnlinkLockAppAccount) private readonly unlink: UnlinkLockAppAccount) {}

  async release(secret: string | null): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.state.next({ status: 'finished', outcome: await this.unlink.execute(secret) });
  }
}
