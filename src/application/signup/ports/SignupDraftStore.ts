import type { SignupDraft } from '../../../domain/signup/draft';

/** Where the wizard keeps its draft between visits (browser storage), one per mail-link token. */
export interface SignupDraftStore {
  load(token: string): SignupDraft | undefined;
  save(token: string, draft: SignupDraft): void;
  clear(token: string): void;
}
export const SignupDraftStore = Symbol.for('SignupDraftStore');
