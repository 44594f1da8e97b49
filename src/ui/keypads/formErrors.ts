import { setIn } from 'final-form';
import type { FieldMessages } from '../../application/shared/AppError';

/** A use case's flat field keys ('entries.0.expiry.fromDate') as final-form's nested submit errors. */
export const nestedErrors = (fields: FieldMessages | undefined): object | undefined => {
  if (fields === undefined) return undefined;
  return Object.entries(fields).reduce<object>(
    (errors, [path, message]) => (message === undefined ? errors : setIn(errors, path, message)),
    {},
  );
};
