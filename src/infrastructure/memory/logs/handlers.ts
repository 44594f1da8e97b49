import * as E from 'fp-ts/Either';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PortError } from '../../../application/ports/PortError';
import { wireDailyOf, wireEntryExitLogsOf, wireGuestRowsOf, wireLockLogsOf } from '../../http/logs/codecs';
import * as server from './server';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, errorResponse, queryNumber, queryString } from '../msw/respond';

const month = (request: Request) => ({
  lockId: queryNumber(request, 'lock_id'),
  year: queryNumber(request, 'year'),
  month: queryNumber(request, 'month'),
});
const paging = (request: Request) => ({
  page: Number(queryString(request, 'page') ?? 1),
  perPage: Number(queryString(request, 'per_page') ?? 30),
});

/** A text/csv body (UTF-8 with BOM, as the one CSV writer made it), behind the same network and token rules. */
const csv = (
  world: World,
  request: Request,
  operation: (account: AccountRecord) => E.Either<PortError, string>,
): Response => {
  if (!world.read((s) => s.dev.networkUp)) return HttpResponse.error();
  const account = world.accountOfToken(request.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined);
  if (!account) return errorResponse({ _tag: 'Unauthorized', message: 'Unauthorized' });
  const result = operation(account);
  return E.isLeft(result)
    ? errorResponse(result.left)
    : new HttpResponse(result.right, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};

/** The log endpoints and their CSVs, served from the in-memory world. */
export const logsHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/logs', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireLockLogsOf)(server.lockLogs(world, account, { ...month(request), ...paging(request) })),
    ),
  ),
  http.get('*/v1/console/logs/csv', ({ request }) =>
    csv(world, request, (account) => server.lockLogsCsv(world, account, month(request))),
  ),
  http.get('*/v1/console/knight_logs', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireEntryExitLogsOf)(server.entryExitLogs(world, account, { ...month(request), ...paging(request) })),
    ),
  ),
  http.get('*/v1/console/knight_logs/csv', ({ request }) =>
    csv(world, request, (account) => server.entryExitCsv(world, account, month(request))),
  ),
  http.get('*/v1/console/knight_logs/daily_enter_exit', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireDailyOf)(
        server.dailyEnterExit(world, account, {
          lockId: queryNumber(request, 'lock_id'),
          date: queryString(request, 'date') ?? '',
        }),
      ),
    ),
  ),
  http.get('*/v1/console/knight_logs/daily_enter_exit/csv', ({ request }) =>
    csv(world, request, (account) =>
      server.dailyEnterExitCsv(world, account, {
        lockId: queryNumber(request, 'lock_id'),
        date: queryString(request, 'date') ?? '',
      }),
    ),
  ),
  http.get('*/v1/console/knight_logs/guest_enter_exit', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireGuestRowsOf)(
        server.guestEnterExit(world, account, { ...month(request), guestId: queryNumber(request, 'guest_id') }),
      ),
    ),
  ),
  http.get('*/v1/console/knight_logs/guest_enter_exit/csv', ({ request }) =>
    csv(world, request, (account) =>
      server.guestEnterExitCsv(world, account, { ...month(request), guestId: queryNumber(request, 'guest_id') }),
    ),
  ),
  // the guests feature owns guests; this serves the by-user timecard's picker until it lands
  // GET /v1/console/guests/all is the guests feature's endpoint (memory/guests/handlers.ts)
];
