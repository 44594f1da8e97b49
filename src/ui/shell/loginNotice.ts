/**
 * A calm notice for the login page, set by the login guard when a visitor simply has no session
 * yet (first visit, bookmark): nothing went wrong, so no red error toast. A session that really
 * ended (401, removed from the organization) keeps the red error toast.
 */
let pending: string | null = null;

export const setLoginNotice = (message: string): void => {
  pending = message;
};

/** Reads the notice without clearing it (React may render twice). */
export const peekLoginNotice = (): string | null => pending;

export const clearLoginNotice = (): void => {
  pending = null;
};
