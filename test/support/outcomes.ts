import * as E from 'fp-ts/Either';
import { expect } from 'vitest';
import type { AppErrorKind } from '../../src/application/shared/AppError';

/** A use case's failure of this kind with exactly this message (other fields, e.g. `fields`, not compared). */
export const failure = (kind: AppErrorKind, message: string) => E.left(expect.objectContaining({ kind, message }));

/** A failure with exactly this message, whatever its kind (where the kind depends on the backend's transport). */
export const failedWith = (message: string) => E.left(expect.objectContaining({ message }));

/** A form rule broken before anything was sent. */
export const invalid = (message: string) => failure('Invalid', message);
