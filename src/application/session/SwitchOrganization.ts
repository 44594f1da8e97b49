import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';

@injectable()
export class SwitchOrganization {
  constructor(@inject(AuthStore) private readonly store: AuthStore) {}

  /** Rewrites the stored current organization; only one the manager belongs to. */
  execute(organizationId: OrganizationId): E.Either<'not-a-member', void> {
    const record = this.store.load();
    const target = record?.organizations.find((o) => o.id === organizationId);
    if (!record || !target) return E.left('not-a-member');
    this.store.save({ ...record, currentOrganization: target });
    return E.right(undefined);
  }
}
