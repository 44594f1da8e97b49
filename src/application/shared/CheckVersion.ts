import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { AppInfoSource } from '../ports/AppInfoSource';

export type VersionCheck = 'baseline' | 'unchanged' | 'changed' | 'unknown';

/**
 * The first current_commit read is the baseline; a later different one means a new deploy.
 * Why not Either<AppError, T>: this is the silent version watcher behind every page; a failed read
 * is 'unknown' (try again at the next check) and never shown, so there is no message to carry.
 */
@injectable()
export class CheckVersion {
  private baseline: string | null = null;

  constructor(@inject(AppInfoSource) private readonly appInfo: AppInfoSource) {}

  async execute(): Promise<VersionCheck> {
    const commit = await this.appInfo.currentCommit();
    if (E.isLeft(commit)) return 'unknown';
    if (this.baseline === null) {
      this.baseline = commit.right;
      return 'baseline';
    }
    return commit.right === this.baseline ? 'unchanged' : 'changed';
  }
}
