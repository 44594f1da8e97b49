import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { LoadLockSettings, type LockSettings } from '../../application/locks/LoadLockSettings';
import { RenameLock } from '../../application/locks/RenameLock';
import { SaveLockGroups } from '../../application/locks/SaveLockGroups';
import { messageOf } from '../../application/shared/messageOf';
import { LOCK_MESSAGES } from '../../domain/locks/messages';

/** translation: the lock's load failure alert before returning home (spec: 'alert, then go to home'). */
export const LOCK_LOAD_FAILED = 'ロック情報を取得できませんでした。';

export type SaveState = { readonly status: 'idle' } | { readonly status: 'saving' } | { readonly status: 'saved' } | { readonly status: 'failed'; readonly message: string };

export type LockConfigState =
  | { readonly status: 'loading' }
  /** Leave for the list with this message (404: possibly deleted; other failures: the load alert). */
  | { readonly status: 'gone'; readonly message: string }
  | { readonly status: 'ready'; readonly settings: LockSettings; readonly rename: SaveState; readonly groups: SaveState };

@injectable()
export class LockConfigPresenter {
  private readonly state = new BehaviorSubject<LockConfigState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): LockConfigState {
    return this.state.value;
  }

  constructor(
    @inject(LoadLockSettings) private readonly loadSettings: LoadLockSettings,
    @inject(RenameLock) private readonly renameLock: RenameLock,
    @inject(SaveLockGroups) private readonly saveGroups: SaveLockGroups,
  ) {}

  async load(lockId: number): Promise<void> {
    if (!Number.isInteger(lockId) || lockId <= 0) {
      this.state.next({ status: 'gone', message: LOCK_MESSAGES.lockNotFound });
      return;
    }
    const result = await this.loadSettings.execute(lockId);
    this.state.next(
      E.isRight(result)
        ? { status: 'ready', settings: result.right, rename: { status: 'idle' }, groups: { status: 'idle' } }
        : { status: 'gone', message: result.left._tag === 'NotFound' ? LOCK_MESSAGES.lockNotFound : messageOf(result.left, LOCK_LOAD_FAILED) },
    );
  }

  /** Returns the validation message for the form when the name is refused before any call. */
  async submitRename(name: string): Promise<string | undefined> {
    const current = this.snapshot;
    if (current.status !== 'ready' || current.rename.status === 'saving') return undefined;
    this.state.next({ ...current, rename: { status: 'saving' } });
    const result = await this.renameLock.execute(current.settings.lock, name);
    const latest = this.snapshot;
    if (latest.status !== 'ready') return undefined;
    if (E.isRight(result)) {
      const lock = { ...latest.settings.lock, setting: { ...latest.settings.lock.setting, lockName: result.right } };
      this.state.next({ ...latest, settings: { ...latest.settings, lock }, rename: { status: 'saved' } });
      return undefined;
    }
    if (result.left.kind === 'notFound') {
      this.state.next({ status: 'gone', message: result.left.message });
      return undefined;
    }
    this.state.next({ ...latest, rename: result.left.kind === 'invalid' ? { status: 'idle' } : { status: 'failed', message: result.left.message } });
    return result.left.kind === 'invalid' ? result.left.message : undefined;
  }

  async submitGroups(groupIds: ReadonlyArray<number>): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready' || current.groups.status === 'saving') return;
    this.state.next({ ...current, groups: { status: 'saving' } });
    const result = await this.saveGroups.execute(current.settings.lock.id, current.settings.memberOf, groupIds);
    const latest = this.snapshot;
    if (latest.status !== 'ready') return;
    if (E.isRight(result)) {
      this.state.next({ ...latest, settings: { ...latest.settings, memberOf: result.right }, groups: { status: 'saved' } });
    } else if (result.left.kind === 'notFound') {
      this.state.next({ status: 'gone', message: result.left.message });
    } else {
      // attach may have gone through before detach failed: read back what the server holds
      const reread = await this.loadSettings.execute(latest.settings.lock.id);
      const settings = E.isRight(reread) ? reread.right : latest.settings;
      this.state.next({ ...latest, settings, groups: { status: 'failed', message: result.left.message } });
    }
  }
}
