import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadLockSettings, type LockSettings } from '../../application/locks/LoadLockSettings';
import { RenameLock } from '../../application/locks/RenameLock';
import { SaveLockGroups } from '../../application/locks/SaveLockGroups';
import type { AppError } from '../../application/shared/AppError';
import { MESSAGES } from '../../domain/shared/messages';
import { Presenter } from '../shared/Presenter';
import { hasFieldMessages, Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

export type SaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'failed'; readonly message: string }
  /** The lock changed since the page loaded: nothing written; what changed, and the two ways on. */
  | { readonly status: 'changed'; readonly error: AppError };

export type LockConfigState =
  | { readonly status: 'loading' }
  /** Left for the list with a toast (NotFound: possibly deleted; other failures: the load message). */
  | { readonly status: 'gone' }
  | {
      readonly status: 'ready';
      readonly settings: LockSettings;
      readonly rename: SaveState;
      readonly groups: SaveState;
      /**
       * The ticks of a key-group save that failed: kept on screen until saved (the server's state is
       * `settings.memberOf`).
       */
      readonly ticked: ReadonlyArray<number> | null;
    };

/** /locks/:id/config: the lock's name and its key groups, each saved on its own. */
@injectable()
export class LockConfigPresenter extends Presenter<LockConfigState> {
  private readonly latest = this.latestRequest();
  private readonly renaming = new Submission<LockSettings['lock']['setting']>();
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
    if (E.isRight(result))
      this.store.set({
        status: 'ready',
        settings: result.right,
        rename: { status: 'idle' },
        groups: { status: 'idle' },
        ticked: null,
      });
    else this.leave(result.left);
  }

  /** Returns the validation message for the form when the name is refused before any call. */
  async submitRename(name: string, onCurrent = false): Promise<string | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.renaming.busy) return undefined;
    this.store.set({ ...current, rename: { status: 'saving' } });
    const errors = await this.renaming.submit(
      () => this.renameLock.execute(current.settings.lock, name, { onCurrent }),
      {
        done: (setting) => {
          this.store.updateWhen('ready', (s) => ({
            ...s,
            settings: { ...s.settings, lock: { ...s.settings.lock, setting } },
            rename: { status: 'idle' },
          }));
          this.effects.success(MESSAGES.saved);
        },
        failed: (error) => {
          if (error.kind === 'NotFound') this.leave(error);
          else
            this.store.updateWhen('ready', (s) => ({
              ...s,
              rename:
                error.kind === 'Changed' ? { status: 'changed', error } : { status: 'failed', message: error.message },
            }));
        },
      },
    );
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
        this.store.updateWhen('ready', (s) => ({
          ...s,
          settings: { ...s.settings, memberOf },
          groups: { status: 'idle' },
          ticked: null,
        }));
        this.effects.success(MESSAGES.saved);
      },
      failed: async (error) => {
        if (error.kind === 'NotFound') return this.leave(error);
        // attach may have gone through before detach failed: read back what the server holds (the next save
        // is measured against it), but the manager's ticks stay on screen to be saved again
        const reread = await this.loadSettings.execute(lockId);
        this.store.updateWhen('ready', (s) => ({
          ...s,
          settings: E.isRight(reread) ? { ...s.settings, memberOf: reread.right.memberOf } : s.settings,
          groups: { status: 'failed', message: error.message },
          ticked: groupIds,
        }));
      },
    });
  }

  /** The lock cannot be shown: say why and go back to the list. */
  private leave(error: AppError): void {
    this.store.set({ status: 'gone' });
    this.effects.failure(error);
    this.effects.navigate(pathOf('locks'), { replace: true });
  }
}
