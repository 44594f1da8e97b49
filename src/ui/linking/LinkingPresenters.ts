import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LinkLockAppAccount } from '../../application/linking/LinkLockAppAccount';
import { RequestLinkingCode } from '../../application/linking/RequestLinkingCode';
import { UnlinkLockAppAccount } from '../../application/linking/UnlinkLockAppAccount';
import type { CodeKind, CodeRequestForm, ConnectionForm, UnlinkOutcome } from '../../domain/linking/connection';
import { notifyError } from '../shell/notify';
import { Submission } from '../shared/submission';

/** The connection-code and disconnection-code pages: a failure is an alert on the page. */
@injectable()
export class CodeRequestPresenter {
  private readonly submission = new Submission<void>();
  readonly state$ = this.submission.state$;
  get snapshot() {
    return this.submission.snapshot;
  }

  constructor(@inject(RequestLinkingCode) private readonly request: RequestLinkingCode) {}

  async issueCode(kind: CodeKind, form: CodeRequestForm): Promise<void> {
    await this.submission.run(() => this.request.execute(kind, form));
  }
}

/** The connection page: a failure is the toast of section 8, and the form keeps its input. */
@injectable()
export class ConnectionPresenter {
  private readonly submission = new Submission<void>();
  readonly state$ = this.submission.state$;
  get snapshot() {
    return this.submission.snapshot;
  }

  constructor(@inject(LinkLockAppAccount) private readonly linkAccount: LinkLockAppAccount) {}

  async link(form: ConnectionForm): Promise<void> {
    const state = await this.submission.run(() => this.linkAccount.execute(form));
    if (state.status === 'failed') notifyError(state.message);
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
