import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Me, OrganizationSummary } from '../../../domain/session/session';
import type { PlanFunctions } from '../../../domain/shared/plan';
import { newToken, type World } from '../world/World';
import type { AccountRecord, OrganizationRecord } from '../world/platformRecords';

/** The server's behaviour for sessions, me and console functions, shared by both backends. */

export const login = (world: World, email: string, password: string): E.Either<PortError, { token: string }> => {
  const account = world.read((s) => s.accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase()));
  if (!account || account.password !== password || account.kind !== 'manager')
    return E.left(PortErrors.unauthorized('Invalid email or password'));
  const token = newToken();
  world.write((s) => s.sessions.push({ token, accountId: account.id, createdAt: world.now().toISOString() }));
  return E.right({ token });
};

export const logout = (world: World, token: string | undefined): E.Either<PortError, void> => {
  world.write((s) => {
    s.sessions = s.sessions.filter((session) => session.token !== token);
  });
  return E.right(undefined);
};

/** An organization the world keeps always has an id. */
export const summaryOf = (o: OrganizationRecord): OrganizationSummary & { readonly id: number } => ({
  id: o.id,
  name: o.name,
  organizationType: o.organizationType,
});

export const me = (
  world: World,
  account: AccountRecord,
): E.Either<PortError, { me: Me; organizations: OrganizationSummary[] }> =>
  E.right(
    world.read((s) => ({
      me: { id: account.id, name: account.name, email: account.email },
      organizations: s.organizations.filter((o) => account.organizationIds.includes(o.id)).map(summaryOf),
    })),
  );

/** The organization, when the account manages it; a stranger's organization does not exist for them. */
export const organizationOf = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, OrganizationRecord> => {
  const organization = world.read((s) => s.organizations.find((o) => o.id === organizationId));
  return organization && account.organizationIds.includes(organizationId)
    ? E.right(organization)
    : E.left(PortErrors.notFound());
};

export const consoleFunctions = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, PlanFunctions> =>
  E.map((o: OrganizationRecord) => ({ organizationId, ...o.planFunctions }))(
    organizationOf(world, account, organizationId),
  );

export const receiveErrorReport = (
  world: World,
  report: { url: string; error_json: unknown },
): E.Either<PortError, void> => {
  world.write((s) => {
    s.errorReports = [
      { url: report.url, errorJson: report.error_json, receivedAt: world.now().toISOString() },
      ...s.errorReports,
    ].slice(0, 50);
  });
  return E.right(undefined);
};
