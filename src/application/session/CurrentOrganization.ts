import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { OrganizationSummary } from '../../domain/session/session';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import type { PortError } from '../ports/PortError';
import { AppErrors, fromPortResult, type AppError, type FromPortOptions, type Outcome } from '../shared/AppError';

/**
 * The organization a page acts in: the one that was current when the page was made. Use cases
 * and presenters resolve transiently, so each mounted page gets its own instance and keeps the
 * organization it shows. The auth record is shared by every tab (localStorage): when another
 * tab has switched it since, the page's organization is no longer current and every call is
 * refused before anything is sent (OrganizationChanged); the tab then follows the switch to
 * /home (ui/shell/SessionFollower), where new pages act in the new organization.
 *
 * `run` and `call` are the one way to act in it, writes on a record by its id included (they
 * pass `run` a function that ignores the id): no current organization → NoOrganization, never a call.
 */
@injectable()
export class CurrentOrganization {
  /** Undefined: made before any organization was current (a use case made before sign-in): the first call fixes it. */
  private page: OrganizationSummary | undefined;
  /**
   * The manager the page shows: a sign-in as another in another tab refuses the page's calls (same organization too).
   */
  private manager: number | undefined;

  constructor(@inject(AuthStore) private readonly store: AuthStore) {
    this.page = this.stored() ?? undefined;
    this.manager = this.store.load()?.me.id;
  }

  private stored(): OrganizationSummary | null {
    return this.store.load()?.currentOrganization ?? null;
  }

  /** The page's organization (what its header shows), null when there is none. */
  summary(): OrganizationSummary | null {
    return this.page ?? this.stored();
  }

  /** Why a call in the page's organization must not go out now, or its id. */
  private check(): E.Either<AppError, OrganizationId> {
    const stored = this.stored();
    if (stored === null || stored.id === null) return E.left(AppErrors.noOrganization());
    const manager = this.store.load()?.me.id;
    this.manager ??= manager;
    if (manager !== this.manager) return E.left(AppErrors.accountChanged());
    this.page ??= stored;
    return this.page.id === stored.id ? E.right(stored.id) : E.left(AppErrors.organizationChanged());
  }

  /**
   * For a write on a record by its id (the call names no organization): the refusal when the
   * page's organization is no longer current, null when the write may go out.
   */
  refusal(): AppError | null {
    const id = this.check();
    return E.isLeft(id) ? id.left : null;
  }

  /** Runs a use case's work in the page's organization, when it is still the current one. */
  async run<T>(work: (organizationId: OrganizationId) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const id = this.check();
    return E.isLeft(id) ? id : work(id.right);
  }

  /** One port call in the page's organization, its failure worded with `fallback` (see fromPort). */
  call<T>(
    fallback: string,
    portCall: (organizationId: OrganizationId) => Promise<E.Either<PortError, T>>,
    options?: FromPortOptions,
  ): Promise<Outcome<T>> {
    return this.run(async (id) => fromPortResult(await portCall(id), fallback, options));
  }
}
