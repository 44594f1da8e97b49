import { inject, injectable } from 'inversify';
import type { SignupDraft } from '../../domain/signup/draft';
import { SignupDraftStore } from './ports/SignupDraftStore';

/** Keeps the wizard's input for this mail link as the manager goes. */
@injectable()
export class SaveSignupDraft {
  constructor(@inject(SignupDraftStore) private readonly drafts: SignupDraftStore) {}

  execute(token: string, draft: SignupDraft): void {
    this.drafts.save(token, draft);
  }
}
