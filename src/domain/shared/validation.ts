/** A field rule: returns the exact Japanese message of the spec, or undefined when the value passes. */
export type Validator<T> = (value: T) => string | undefined;

/** Runs rules in order and returns the first message (the spec shows one message per field). */
export const firstError =
  <T>(...rules: ReadonlyArray<Validator<T>>): Validator<T> =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };

export const isBlank = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === '';

export const required =
  (message: string): Validator<string | null | undefined> =>
  (value) =>
    isBlank(value) ? message : undefined;

/** Length in characters as a person counts them (surrogate pairs count once). */
export const lengthOf = (value: string): number => Array.from(value).length;

export const maxLength =
  (max: number, message: string): Validator<string | null | undefined> =>
  (value) =>
    value !== null && value !== undefined && lengthOf(value) > max ? message : undefined;

export const matches =
  (pattern: RegExp, message: string): Validator<string | null | undefined> =>
  (value) =>
    value !== null && value !== undefined && value !== '' && !pattern.test(value) ? message : undefined;

/** Validates a whole record field by field; the shape final-form expects from `validate`. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const validateRecord = <T extends object>(
  value: T,
  rules: { readonly [K in keyof T]?: Validator<T[K]> },
): FieldErrors<T> => {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(rules) as Array<keyof T>) {
    const rule = rules[key];
    const message = rule ? rule(value[key]) : undefined;
    if (message !== undefined) errors[key] = message;
  }
  return errors;
};

export const hasErrors = <T>(errors: FieldErrors<T>): boolean => Object.keys(errors).length > 0;
