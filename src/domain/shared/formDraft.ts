import { sameValues } from './sameValues';

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

/**
 * The draft of a form's input: the fields (of those the form keeps) whose value differs from the
 * form's initial values, with those initial values as the base. null when nothing was changed.
 */
export const formDraftOf = (
  values: DraftValues,
  initial: DraftValues | undefined,
  fields?: ReadonlyArray<string>,
): FormDraft | null => {
  const start = initial ?? {};
  const names = [...new Set([...Object.keys(values), ...Object.keys(start)])].filter(
    (name) => (fields === undefined || fields.includes(name)) && !isSecretField(name),
  );
  const changed = names.filter((name) => !sameValues(values[name], start[name]));
  if (changed.length === 0) return null;
  const pick = (source: DraftValues) => draftableValues(Object.fromEntries(changed.map((n) => [n, source[n]])));
  return { typed: pick(values), base: pick(start) };
};

/** A field whose value on the record moved since the manager typed: nothing is written for it (or any field). */
export interface MovedField {
  readonly name: string;
  /** On the record when the manager typed. */
  readonly base: unknown;
  /** On the record now. */
  readonly current: unknown;
  /** What the manager typed. */
  readonly typed: unknown;
}

export type DraftRestore =
  /** Write these into the form: the record has not moved under them. */
  | { readonly kind: 'restore'; readonly values: DraftValues }
  /** The record already holds every typed value (saved here or elsewhere): the draft is dropped, nothing shown. */
  | { readonly kind: 'obsolete' }
  /** Someone changed what the manager typed over: nothing is written; the fields are shown with the typed values. */
  | { readonly kind: 'moved'; readonly moved: ReadonlyArray<MovedField>; readonly typed: DraftValues };

/**
 * What restoring a draft over the record as it is now (`current`, the form's initial values) may do.
 * A field the record now holds exactly as typed is no conflict (someone made the same change);
 * any other field whose base moved stops the whole restore: a draft never undoes another manager's change.
 */
export const restoreOf = (draft: FormDraft, current: DraftValues | undefined): DraftRestore => {
  const now = current ?? {};
  const pending = Object.keys(draft.typed).filter((name) => !sameValues(draft.typed[name], now[name]));
  if (pending.length === 0) return { kind: 'obsolete' };
  const moved = pending
    .filter((name) => !sameValues(draft.base[name], now[name]))
    .map((name) => ({ name, base: draft.base[name], current: now[name], typed: draft.typed[name] }));
  if (moved.length > 0) return { kind: 'moved', moved, typed: draft.typed };
  return { kind: 'restore', values: Object.fromEntries(pending.map((name) => [name, draft.typed[name]])) };
};

export const isDraftExpired = (savedAt: number, now: number): boolean =>
  now - savedAt > DRAFT_MAX_AGE_MS || savedAt > now + 60_000;

/** Not in the spec (it has no drafts): ours. */
export const DRAFT_MESSAGES = {
  /** Above a form whose unsaved input was put back (after a reload or a sign-in). */
  restored: '保存されていない入力を復元しました。',
  /** The button that throws the restored input away and shows the record as loaded. */
  discard: '破棄する',
  /** Above the fields whose record moved since the manager typed (the same notice as a save's conflict). */
  moved:
    '保存されていない入力がありますが、入力した後にほかの管理者がこの内容を変更しました。入力は復元していません。変更された項目（あなたの入力）:',
  /** One moved field: `label: before → after（あなたの入力: typed）`. */
  movedLine: (label: string, before: string, after: string, typed: string): string =>
    `${label}: ${before} → ${after}（あなたの入力: ${typed}）`,
} as const;
