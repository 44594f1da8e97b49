import * as E from 'fp-ts/Either';
import { expect } from 'vitest';
import type { PortError } from '../../src/application/ports/PortError';
import type { AppErrorKind } from '../../src/application/shared/AppError';

/** A use case's failure of this kind with exactly this message (other fields, e.g. `fields`, not compared). */
export const failure = (kind: AppErrorKind, message: string) => E.left(expect.objectContaining({ kind, message }));

/** A use case's failure of this kind, whatever its message. */
export const failureOfKind = (kind: AppErrorKind) => E.left(expect.objectContaining({ kind }));

/** A failure with exactly this message, whatever its kind (where the kind depends on the backend's transport). */
export const failedWith = (message: string) => E.left(expect.objectContaining({ message }));

/** A form rule broken before anything was sent. */
export const invalid = (message: string) => failure('Invalid', message);

/** An adapter's failure with this tag (and these fields, when given; others not compared). */
export const portError = (tag: PortError['_tag'], fields: Readonly<Record<string, unknown>> = {}) =>
  E.left(expect.objectContaining({ _tag: tag, ...fields }));

/** A success, whatever its value (a void write's, or one whose value the test reads with rightOf). */
export const success = () => expect.objectContaining({ _tag: 'Right' });

/** A failure, whatever it holds. */
export const failed = () => expect.objectContaining({ _tag: 'Left' });

/**
 * The value of a success, for a test that goes on with it: a failure fails the test here, showing what it held.
 *   const page = rightOf(await search.execute(query));
 */
export const rightOf = <L, A>(result: E.Either<L, A>): A => {
  expect(result).toEqual(success());
  if (E.isLeft(result)) throw new Error('unreachable: checked above');
  return result.right;
};

/** What a failure holds, for a test that reads more of it than one matcher says; a success fails the test here. */
export const leftOf = <L, A>(result: E.Either<L, A>): L => {
  expect(result).toEqual(failed());
  if (E.isRight(result)) throw new Error('unreachable: checked above');
  return result.left;
};
