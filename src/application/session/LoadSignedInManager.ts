import { inject, injectable } from 'inversify';
import type { Me } from '../../domain/session/session';
import { AuthStore } from '../ports/AuthStore';

/** The signed-in manager as this tab keeps it (the guard refreshes it on entering a page); null when signed out. */
@injectable()
export class LoadSignedInManager {
  constructor(@inject(AuthStore) private readonly auth: AuthStore) {}

  execute(): Me | null {
    return this.auth.load()?.me ?? null;
  }
}
