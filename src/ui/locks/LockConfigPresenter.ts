import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadLockSettings, type LockSettings } from '../../application/locks/LoadLockSettings';
import { RenameLock } from '../../application/locks/RenameLock';
import { SaveLockGroups } from '../../application/locks/SaveLockGroups';
import type { AppError } from '../../application/shared/AppError';
import { MESSAGES } from '../../domain/shared/messages';
import { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';
import { hasFieldMessages, Submission } from '../shared/submission';

export type SaveState = { readonly status: 'idle' } | { readonly status: 'saving' } | { readonly status: 'failed'; readonly message: string };

export type LockConfigState =
  | { readonly status: 'loading' }
  /** Left for the list with a toast (NotFound: possibly deleted; other failures: the load message). */
  | { readonly status: 'gone' }
  | { readonly status: 'ready'; readonly settings: LockSettings; readonly rename: SaveState; readonly groups: SaveState };

/** /locks/:id/config: the lock's name and its key groups, each saved on its own. */
@injectable()
export class LockConfigPresenter extends Presenter<LockConfigState> {
  private readonly latest = new LatestRequest();
  private readonly renaming = new Submission<string>();
  private readonly grouping = new Submission<ReadonlyArray<number>>();

  constructor(
    @inject(LoadLockSettings) private readonly loadSettings: LoadLockSettings,
    @inject(RenameLock) private readonly renameLock: RenameLock,
    @inject(SaveLockGroups) private readonly saveGroups: SaveLockGroups,
  ) {
    super({ status: 'loading' });
  }

  async load(lockId: number): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadSettings.execute(lockId));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.store.set({ status: 'ready', settings: result.right, rename: { status: 'idle' }, groups: { status: 'idle' } });
    else this.leave(result.left);
  }

  /** Returns the validation message for the form when the name is refused before any call. */
  async submitRename(name: string): Promise<string | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.renaming.busy) return undefined;
    this.store.set({ ...current, rename: { status: 'saving' } });
    const errors = await this.renaming.submit(() => this.renameLock.execute(current.settings.lock, name), {
      done: (lockName) => {
        this.store.updateWhen('ready', (s) => ({ ...s, settings: { ...s.settings, lock: { ...s.settings.lock, setting: { ...s.settings.lock.setting, lockName } } }, rename: { status: 'idle' } }));
        this.effects.success(MESSAGES.saved);
      },
      failed: (error) => {
        if (error.kind === 'NotFound') this.leave(error);
        else this.store.updateWhen('ready', (s) => ({ ...s, rename: { status: 'failed', message: error.message } }));
      },
    });
    if (hasFieldMessages(errors)) this.store.updateWhen('ready', (s) => ({ ...s, rename: { status: 'idle' } }));
    return errors?.lockName;
  }

  async submitGroups(groupIds: ReadonlyArray<number>): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.grouping.busy) return;
    this.store.set({ ...current, groups: { status: 'saving' } });
    const lockId = current.settings.lock.id;
    await this.grouping.submit(() => this.saveGroups.execute(lockId, current.settings.memberOf, groupIds), {
      done: (memberOf) => {
        this.store.updateWhen('ready', (s) => ({ ...s, settings: { ...s.settings, memberOf }, groups: { status: 'idle' } }));
        this.effects.success(MESSAGES.saved);
      },
      failed: async (error) => {
        if (error.kind === 'NotFound') return this.leave(error);
        // attach may have gone through before detach failed: read back what the server holds
        const reread = await this.loadSettings.execute(lockId);
        this.store.updateWhen('ready', (s) => ({ ...s, settings: E.isRight(reread) ? reread.right : s.settings, groups: { status: 'failed', message: error.message } }));
      },
    });
  }

  override dispose(): void {
    this.latest.cancel();
    super.dispose();
  }

  /** The lock cannot be shown: say why and go back to the list. */
  private leave(error: AppError): void {
    this.store.set({ status: 'gone' });
    this.effects.failure(error);
    this.effects.navigate('/locks/', { replace: true });
  }
}
