import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { AcceptInvitation } from '../../application/account/AcceptInvitation';
import { LoadInvitation, type InvitationView } from '../../application/account/LoadInvitation';
import { RegisterInvitedManager } from '../../application/account/RegisterInvitedManager';
import { Logout } from '../../application/session/Logout';
import type { InvitationRegistrationForm } from '../../domain/account/invitation';
import { MESSAGES } from '../../domain/shared/messages';
import { notifyError, notifySuccess } from '../shell/notify';

export type InvitationState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly view: InvitationView; readonly busy: boolean }
  /** Where the page goes next: login (and back here), or home reloaded in the joined organization. */
  | { readonly status: 'leaving'; readonly to: 'login' | 'home' };

/** The accept-manager-invitation page: one of four cases, each with its one action. */
@injectable()
export class InvitationPresenter {
  private readonly state = new BehaviorSubject<InvitationState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): InvitationState {
    return this.state.value;
  }

  constructor(
    @inject(LoadInvitation) private readonly loadInvitation: LoadInvitation,
    @inject(RegisterInvitedManager) private readonly registerManager: RegisterInvitedManager,
    @inject(AcceptInvitation) private readonly acceptInvitation: AcceptInvitation,
    @inject(Logout) private readonly logout: Logout,
  ) {}

  async load(id: string): Promise<void> {
    this.state.next({ status: 'loading' });
    const loaded = await this.loadInvitation.execute(id);
    this.state.next(E.isRight(loaded) ? { status: 'ready', view: loaded.right, busy: false } : { status: 'failed', message: loaded.left });
  }

  /** Case 1. On failure the form keeps what was typed: nothing here resets it. */
  async register(form: InvitationRegistrationForm): Promise<void> {
    const view = this.beginAction();
    if (!view) return;
    const registered = await this.registerManager.execute(view.token, form);
    if (E.isLeft(registered)) return this.endAction(view, registered.left);
    notifySuccess(MESSAGES.registered);
    this.state.next({ status: 'leaving', to: 'login' });
  }

  /** Case 2. */
  async join(): Promise<void> {
    const view = this.beginAction();
    if (!view) return;
    const joined = await this.acceptInvitation.execute(view.invitation);
    if (E.isLeft(joined)) return this.endAction(view, joined.left);
    this.state.next({ status: 'leaving', to: 'home' });
  }

  /** Cases 3 and 4: the other account is signed out first, so the login page starts clean. */
  async logInAsInvitee(): Promise<void> {
    const view = this.beginAction();
    if (!view) return;
    if (view.signedInEmail !== null) await this.logout.execute();
    this.state.next({ status: 'leaving', to: 'login' });
  }

  private beginAction(): InvitationView | null {
    const current = this.state.value;
    if (current.status !== 'ready' || current.busy) return null;
    this.state.next({ ...current, busy: true });
    return current.view;
  }

  private endAction(view: InvitationView, failure: string): void {
    notifyError(failure);
    this.state.next({ status: 'ready', view, busy: false });
  }
}
