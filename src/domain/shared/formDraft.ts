/**
 * Drafts of unsaved form input: kept in this tab only, for at most 30 minutes, never holding a secret,
 * belonging to one manager and one organization, and holding only what the manager changed together
 * with the values it was typed against. The rules are here; the storage is an adapter.
 */

/** A draft older than this is gone. */
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

/** Where a draft belongs: the manager who typed it, the organization the page shows, the route's path, the form. */
export interface DraftKey {
  /** null on pages outside a session (password reset, invitation register, sign-up). */
  readonly managerId: number | null;
  /** null on pages outside an organization. */
  readonly organizationId: number | null;
  readonly path: string;
  readonly formId: string;
}

export type DraftValues = Readonly<Record<string, unknown>>;

/**
 * What a draft holds: only the fields the manager changed, as typed (`typed`), and the values those
 * fields had on the record when the form was opened (`base`, the values they were typed against).
 */
export interface FormDraft {
  readonly typed: DraftValues;
  readonly base: DraftValues;
}

/**
 * Field names that hold a secret and are never kept, whatever a form asks: passwords, card data
 * (number, expiry, security code, provider tokens), API tokens and PIN digits. Matched on every
 * level of a nested value ('entries.0.pin').
 */
const SECRET_FIELD =
  /pass(word)?|secret|token|cvc|cvv|security.?code|card.?(number|no|expir|holder|master)|^exp(iry)?_?(month|year)$|^pin$|pin.?(code|digits|number)|^(digits|code)$/i;

export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !isSecretField(name))
        .map(([name, inner]) => [name, withoutSecrets(inner)]),
    );
  }
  return value;
};

/** The values a draft may hold: the form's chosen fields, secrets removed at every level. */
export const draftableValues = (values: DraftValues, fields?: ReadonlyArray<string>): DraftValues => {
  const chosen =
    fields === undefined ? Object.entries(values) : Object.entries(values).filter(([name]) => fields.includes(name));
  return withoutSecrets(Object.fromEntries(chosen.filter(([name]) => !isSecretField(name)))) as DraftValues;
};

export const isDraftExpired = (savedAt: number, now: number): boolean =>
  now - savedAt > DRAFT_MAX_AGE_MS || savedAt > now + 60_000;
