import { inject, injectable } from 'inversify';
import type { SignupDraft } from '../../domain/signup/draft';
import { SignupDraftStore } from './ports/SignupDraftStore';

/** The wizard's input kept for this mail link (a reload or a return to the link goes on from it). */
@injectable()
export class LoadSignupDraft {
  constructor(@inject(SignupDraftStore) private readonly drafts: SignupDraftStore) {}

  execute(token: string): SignupDraft | undefined {
    return this.drafts.load(token);
  }
}
