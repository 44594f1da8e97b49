import { draftableValues, isSecretField, type DraftValues, type FormDraft } from './formDraft';
import { sameValues } from './sameValues';

/*
 * The rules of a draft's making and restoring (the forms' side), apart from formDraft.ts (what the store needs), so
 * the store bound at start-up does not bring them, and their messages, to the way from /login to the lock list.
 */

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
