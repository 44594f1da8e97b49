import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { OrganizationSummary } from '../../domain/session/session';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import { PortErrors, type PortError } from '../ports/PortError';

/** The organization the manager acts in, as every feature's use cases need it. */
@injectable()
export class CurrentOrganization {
  constructor(@inject(AuthStore) private readonly store: AuthStore) {}

  id(): E.Either<PortError, OrganizationId> {
    const id = this.store.load()?.currentOrganization?.id;
    return id === undefined || id === null ? E.left(PortErrors.unauthorized()) : E.right(id);
  }

  summary(): OrganizationSummary | null {
    return this.store.load()?.currentOrganization ?? null;
  }
}
