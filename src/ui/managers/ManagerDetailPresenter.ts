import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadManager, type ManagerDetail } from '../../application/managers/LoadManager';
import { RemoveManager } from '../../application/managers/RemoveManager';
import { MANAGER_MESSAGES, removeQuestionOf } from '../../domain/managers/messages';
import type { ManagerId } from '../../domain/shared/ids';
import { MESSAGES } from '../../domain/shared/messages';
import { Presenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';

export type ManagerDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly detail: ManagerDetail }
  | { readonly status: 'failed'; readonly message: string; readonly notFound: boolean };

/** /managers/:manager_id: the manager, and their removal with a warning (never on the own record). */
@injectable()
export class ManagerDetailPresenter extends Presenter<ManagerDetailState, { readonly managerId: ManagerId }> {
  private readonly latest = this.latestRequest();

  constructor(
    @inject(LoadManager) private readonly loadManager: LoadManager,
    @inject(RemoveManager) private readonly removeManager: RemoveManager,
  ) {
    super({ status: 'loading' });
  }

  override async open({ managerId: id }: { readonly managerId: ManagerId }): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadManager.execute(id));
    if (!answer.current) return;
    const result = answer.value;
    this.store.set(
      E.isRight(result)
        ? { status: 'ready', detail: result.right }
        : { status: 'failed', message: result.left.message, notFound: result.left.kind === 'NotFound' },
    );
  }

  /** Asks with the lock-out warning; on yes removes while the dialog shows progress. */
  remove(): Promise<boolean> {
    const state = this.snapshot;
    if (state.status !== 'ready' || state.detail.isOwn) return Promise.resolve(false);
    const { manager } = state.detail;
    return this.effects.confirm(
      {
        title: removeQuestionOf(manager.name),
        message: MANAGER_MESSAGES.removeWarning,
        confirmLabel: '削除する',
        destructive: true,
      },
      async () => {
        const removed = await this.removeManager.execute(manager.id);
        if (E.isLeft(removed)) return this.effects.failure(removed.left);
        if (removed.right.loggedOut) {
          // the signed-in manager is no longer in the organization: the logout page follows
          this.effects.info(MESSAGES.removedFromOrganization);
          return this.effects.navigate(pathOf('logout'), { replace: true });
        }
        this.effects.success(MANAGER_MESSAGES.removed);
        this.effects.navigate(pathOf('managers'), { replace: true });
      },
    );
  }
}
