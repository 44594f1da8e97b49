import { inject, injectable } from 'inversify';
import { SignupDraftStore } from './ports/SignupDraftStore';

/** The application was sent: the kept input of this mail link goes. */
@injectable()
export class ClearSignupDraft {
  constructor(@inject(SignupDraftStore) private readonly drafts: SignupDraftStore) {}

  execute(token: string): void {
    this.drafts.clear(token);
  }
}
