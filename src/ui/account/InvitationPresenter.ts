import { FORM_ERROR } from 'final-form';
import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { AcceptInvitation } from '../../application/account/AcceptInvitation';
import { LoadInvitation, type InvitationView } from '../../application/account/LoadInvitation';
import { RegisterInvitedManager } from '../../application/account/RegisterInvitedManager';
import { Logout } from '../../application/session/Logout';
import type { InvitationRegistrationForm } from '../../domain/account/invitation';
import { MESSAGES } from '../../domain/shared/messages';
import type { FieldMessages } from '../../application/shared/AppError';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

export type InvitationState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly view: InvitationView }
  /** The page is going: to login (and back here), or to home reloaded in the joined organization. */
  | { readonly status: 'leaving' };

/** The accept-manager-invitation page: one of four cases, each with its one action. */
@injectable()
export class InvitationPresenter extends Presenter<InvitationState, { readonly invitationId: string }> {
  /** The invitation of the last load wins (the page's link changed while one was out). */
  private readonly latest = this.latestRequest();
  /** The case's one action: one at a time (the view's button reads it). */
  readonly submission = new Submission<unknown>();
  /** The invitation's id in the page's link: login sends the manager back to it. */
  private id = '';

  constructor(
    @inject(LoadInvitation) private readonly loadInvitation: LoadInvitation,
    @inject(RegisterInvitedManager) private readonly registerManager: RegisterInvitedManager,
    @inject(AcceptInvitation) private readonly acceptInvitation: AcceptInvitation,
    @inject(Logout) private readonly logout: Logout,
  ) {
    super({ status: 'loading' });
  }

  override async open({ invitationId: id }: { readonly invitationId: string }): Promise<void> {
    this.id = id;
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadInvitation.execute(id));
    if (!answer.current) return;
    const loaded = answer.value;
    this.store.set(
      E.isRight(loaded) ? { status: 'ready', view: loaded.right } : { status: 'failed', message: loaded.left.message },
    );
  }

  /** Case 1. On failure the form keeps what was typed: nothing here resets it, and final-form hears the failure. */
  async register(form: InvitationRegistrationForm): Promise<FieldMessages | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready') return undefined;
    const registered = await this.submission.run(() => this.registerManager.execute(current.view.token, form));
    if (registered === null) return undefined;
    if (E.isLeft(registered)) {
      this.effects.failure(registered.left);
      return { [FORM_ERROR]: registered.left.message };
    }
    this.effects.success(MESSAGES.registered);
    this.toLogin();
    return undefined;
  }

  /** Case 2. */
  async join(): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready') return;
    const joined = await this.submission.run(() => this.acceptInvitation.execute(current.view.invitation));
    if (joined === null) return;
    if (E.isLeft(joined)) this.effects.failure(joined.left);
    else {
      this.store.set({ status: 'leaving' });
      // joining reloads home so the whole console starts in the joined organization
      this.effects.reload(pathOf('home'));
    }
  }

  /** Cases 3 and 4: the other account is signed out first, so the login page starts clean. */
  async logInAsInvitee(): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready') return;
    const left = await this.submission.run(async () => {
      if (current.view.signedInEmail !== null) await this.logout.execute();
      return E.right(undefined);
    });
    if (left !== null) this.toLogin();
  }

  /** Login, then back to this invitation. */
  private toLogin(): void {
    this.store.set({ status: 'leaving' });
    const back = pathOf('accept-manager-invitation', { id: this.id });
    this.effects.navigate(`${pathOf('login')}?redirect=${encodeURIComponent(back)}`);
  }
}
