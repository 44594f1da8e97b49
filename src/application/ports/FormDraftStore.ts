import type { DraftKey, FormDraft } from '../../domain/shared/formDraft';

/**
 * This tab's drafts of unsaved form input: at most 30 minutes old, no secrets, one manager's and one
 * organization's (the key), kept by the 401's clearing of the session (AuthStore.expire), dropped by a
 * logout in any tab (AuthStore.clear).
 */
export interface FormDraftStore {
  /** The draft, or null when there is none or it is older than 30 minutes. */
  load(key: DraftKey): FormDraft | null;
  /** Keeps the draft (secrets are dropped before anything is stored). */
  save(key: DraftKey, draft: FormDraft): void;
  drop(key: DraftKey): void;
}
export const FormDraftStore = Symbol.for('FormDraftStore');
