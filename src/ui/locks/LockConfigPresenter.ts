import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadLockSettings, type LockSettings } from '../../application/locks/LoadLockSettings';
import { RenameLock } from '../../application/locks/RenameLock';
import { SaveLockGroups } from '../../application/locks/SaveLockGroups';
import type { AppError } from '../../application/shared/AppError';
import { MESSAGES } from '../../domain/shared/messages';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

/** What the lock settings page sends, one at a time: the name or the key groups. */
export type LockConfigAction = 'renaming' | 'grouping';

export type LockConfigState =
  | { readonly status: 'loading' }
  /** Left for the list with a toast (NotFound: possibly deleted; other failures: the load message). */
  | { readonly status: 'gone' }
  | {
      readonly status: 'ready';
      readonly settings: LockSettings;
      /**
       * The key groups ticked on screen: the server's `settings.memberOf` once loaded or saved; after a
       * failed save the manager's ticks stay until saved.
       */
      readonly ticked: ReadonlyArray<number>;
    };

/** /locks/:id/config: the lock's name and its key groups, each saved on its own. */
@injectable()
export class LockConfigPresenter extends Presenter<LockConfigState, { readonly lockId: number }> {
  private readonly latest = this.latestRequest();
  /** The name and the key groups are saved one at a time; the state says which one is out or failed. */
  readonly submission = new Submission<void, LockConfigAction>();

  constructor(
    @inject(LoadLockSettings) private readonly loadSettings: LoadLockSettings,
    @inject(RenameLock) private readonly renameLock: RenameLock,
    @inject(SaveLockGroups) private readonly saveGroups: SaveLockGroups,
  ) {
    super({ status: 'loading' });
  }

  override async open({ lockId }: { readonly lockId: number }): Promise<void> {
    this.store.set({ status: 'loading' });
    // a reload (ChangedNotice's 読み込み直す) drops the last save's alert
    if (this.submission.snapshot.status !== 'idle') this.submission.reset();
    const answer = await this.latest.run(() => this.loadSettings.execute(lockId));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.store.set({ status: 'ready', settings: result.right, ticked: result.right.memberOf });
    else this.leave(result.left);
  }

  /** Key groups ticked or unticked on screen and not saved (the leave guard asks before they are lost). */
  hasUnsavedTicks(): boolean {
    const s = this.snapshot;
    if (s.status !== 'ready') return false;
    const saved = s.settings.memberOf;
    return s.ticked.length !== saved.length || s.ticked.some((id) => !saved.includes(id));
  }

  /** Leaving was confirmed: the ticks go back to what is saved. */
  discardTicks(): void {
    this.store.updateWhen('ready', (s) => ({ ...s, ticked: s.settings.memberOf }));
  }

  /** Ticks or unticks a key group on screen (saved by `submitGroups`). */
  toggleGroup(groupId: number, on: boolean): void {
    this.store.updateWhen('ready', (s) => ({
      ...s,
      ticked: on ? [...s.ticked.filter((x) => x !== groupId), groupId] : s.ticked.filter((x) => x !== groupId),
    }));
  }

  /** Returns the validation message for the form when the name is refused before any call. */
  async submitRename(name: string, onCurrent = false): Promise<string | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready') return undefined;
    const errors = await this.submission.submit(
      async () => {
        const saved = await this.renameLock.execute(current.settings.lock, name, { onCurrent });
        if (E.isRight(saved))
          this.store.updateWhen('ready', (s) => ({
            ...s,
            settings: { ...s.settings, lock: { ...s.settings.lock, setting: saved.right } },
          }));
        return E.map(() => undefined)(saved);
      },
      {
        action: 'renaming',
        done: () => this.effects.success(MESSAGES.saved),
        failed: (error) => {
          if (error.kind === 'NotFound') this.leave(error);
        },
      },
    );
    return errors?.lockName;
  }

  /** Saves the ticked key groups (in the page's order), or the given ones. */
  async submitGroups(groupIds?: ReadonlyArray<number>): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready' || this.submission.busy) return;
    const ticks = groupIds ?? current.settings.groups.map((g) => g.id).filter((id) => current.ticked.includes(id));
    this.store.set({ ...current, ticked: ticks });
    const lockId = current.settings.lock.id;
    await this.submission.submit(
      async () => {
        const saved = await this.saveGroups.execute(lockId, current.settings.memberOf, ticks);
        if (E.isRight(saved))
          this.store.updateWhen('ready', (s) => ({
            ...s,
            settings: { ...s.settings, memberOf: saved.right },
            ticked: saved.right,
          }));
        else if (saved.left.kind !== 'NotFound') {
          // attach may have gone through before detach failed: read back what the server holds (the next save
          // is measured against it), but the manager's ticks stay on screen to be saved again
          const reread = await this.loadSettings.execute(lockId);
          if (E.isRight(reread))
            this.store.updateWhen('ready', (s) => ({
              ...s,
              settings: { ...s.settings, memberOf: reread.right.memberOf },
            }));
        }
        return E.map(() => undefined)(saved);
      },
      {
        action: 'grouping',
        done: () => this.effects.success(MESSAGES.saved),
        failed: (error) => {
          if (error.kind === 'NotFound') this.leave(error);
        },
      },
    );
  }

  /** The lock cannot be shown: say why and go back to the list. */
  private leave(error: AppError): void {
    this.store.set({ status: 'gone' });
    this.effects.failure(error);
    this.effects.navigate(pathOf('locks'), { replace: true });
  }
}
