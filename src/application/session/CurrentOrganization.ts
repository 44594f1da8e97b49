import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { OrganizationSummary } from '../../domain/session/session';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import type { PortError } from '../ports/PortError';
import { AppErrors, fromPortResult, type FromPortOptions, type Outcome } from '../shared/AppError';

/**
 * The organization the manager acts in, as every feature's use cases need it. `run` and
 * `call` are the one way to act in it: no current organization → NoOrganization, never a call.
 */
@injectable()
export class CurrentOrganization {
  constructor(@inject(AuthStore) private readonly store: AuthStore) {}

  private currentId(): OrganizationId | null {
    return this.store.load()?.currentOrganization?.id ?? null;
  }

  summary(): OrganizationSummary | null {
    return this.store.load()?.currentOrganization ?? null;
  }

  /** Runs a use case's work in the current organization. */
  async run<T>(work: (organizationId: OrganizationId) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const id = this.currentId();
    return id === null ? E.left(AppErrors.noOrganization()) : work(id);
  }

  /** One port call in the current organization, its failure worded with `fallback` (see fromPort). */
  call<T>(fallback: string, portCall: (organizationId: OrganizationId) => Promise<E.Either<PortError, T>>, options?: FromPortOptions): Promise<Outcome<T>> {
    return this.run(async (id) => fromPortResult(await portCall(id), fallback, options));
  }
}
