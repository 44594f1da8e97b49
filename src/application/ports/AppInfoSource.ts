import type { Either } from 'fp-ts/Either';
import type { PortError } from './PortError';

/** GET {origin}/app_info.json, read for current_commit. */
export interface AppInfoSource {
  currentCommit(): Promise<Either<PortError, string>>;
}
export const AppInfoSource = Symbol.for('AppInfoSource');
