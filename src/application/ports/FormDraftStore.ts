import type { DraftKey, DraftValues } from '../../domain/shared/formDraft';

/**
 * This tab's drafts of unsaved form input: at most 30 minutes old, no secrets,
 * kept by the 401's clearing of the session (AuthStore.expire), dropped by a logout (AuthStore.clear).
 */
export interface FormDraftStore {
  /** The draft's values, or null when there is none or it is older than 30 minutes. */
  load(key: DraftKey): DraftValues | null;
  /** Keeps the values (secrets are dropped before anything is stored). */
  save(key: DraftKey, values: DraftValues): void;
  drop(key: DraftKey): void;
}
export const FormDraftStore = Symbol.for('FormDraftStore');
