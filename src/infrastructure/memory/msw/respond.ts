import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { HttpResponse } from 'msw';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { formDecode } from '../../http/codecs/formText';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';

/** The wire status of each port error: the inverse of the HTTP client's mapping. */
export const statusOf = (error: PortError): number => {
  switch (error._tag) {
    case 'Unauthorized':
      return 401;
    case 'NotFound':
      return 404;
    case 'Conflict':
      return 409;
    case 'PlanLimit':
      return 403;
    case 'Invalid':
      return 400;
    case 'Unavailable':
      return error.status ?? 503;
    case 'ContractViolation':
      return 500;
  }
};

export const errorResponse = (error: PortError): Response => {
  const body =
    error._tag === 'Invalid' && error.body !== undefined
      ? error.body
      : { message: error._tag === 'ContractViolation' ? error.details : (error.message ?? error._tag) };
  return HttpResponse.json(body as Record<string, unknown>, { status: statusOf(error) });
};

const bearer = (request: Request): string | undefined =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined;

/** Network outage and injected malformed bodies, as the dev tools set them. */
const faulted = (world: World, request: Request): Response | undefined => {
  if (!world.read((s) => s.dev.networkUp)) return HttpResponse.error();
  const path = new URL(request.url).pathname;
  if (world.faults.malformNext.delete(path)) return HttpResponse.json({ unexpected: 'shape' });
  return undefined;
};

export type WireResult = E.Either<PortError, unknown>;

/** A public endpoint: runs the operation and serializes its result or error. */
export const anonymous = async (
  world: World,
  request: Request,
  operation: () => WireResult | Promise<WireResult>,
  status = 200,
): Promise<Response> => {
  await world.ready();
  const fault = faulted(world, request);
  if (fault) return fault;
  let wrote = false;
  const stop = world.onChange(() => {
    wrote = true;
  });
  // one save of the world for the call's writes (World.batch), however many it makes
  const result = await Promise.resolve()
    .then(() => world.batch(operation))
    .finally(stop);
  // the lost-answer fault: the write is applied, the connection drops before the answer; or it is a 2xx that
  // does not decode
  const answer = wrote ? world.takeWriteAnswerFault() : 'sent';
  if (answer === 'lost') return HttpResponse.error();
  if (answer === 'unreadable') return HttpResponse.text('<html>unreadable</html>', { status: 200 });
  if (E.isLeft(result)) return errorResponse(result.left);
  return result.right === undefined
    ? new HttpResponse(null, { status: status === 200 ? 204 : status })
    : HttpResponse.json(result.right as Record<string, unknown>, { status });
};

/** An endpoint behind the bearer token. */
export const authenticated = (
  world: World,
  request: Request,
  operation: (account: AccountRecord) => WireResult | Promise<WireResult>,
  status = 200,
): Promise<Response> =>
  anonymous(
    world,
    request,
    () => {
      const account = world.accountOfToken(bearer(request));
      return account ? operation(account) : E.left({ _tag: 'Unauthorized', message: 'Unauthorized' } as PortError);
    },
    status,
  );

export const queryNumber = (request: Request, name: string): number =>
  Number(new URL(request.url).searchParams.get(name));
export const queryString = (request: Request, name: string): string | null =>
  new URL(request.url).searchParams.get(name);
/** A list call's page and per_page (absent or not a number: page 1 and the list's own size). */
export const pageOf = (request: Request, fallback: number): { page: number; perPage: number } => ({
  page: Number(queryString(request, 'page') ?? 1) || 1,
  perPage: Number(queryString(request, 'per_page') ?? fallback) || fallback,
});
/** How a body is sent: v1 form-encoded (the older client), v2 JSON; the error report is the spec's one v1 JSON body. */
export type BodyEncoding = 'form' | 'json';
export const encodingOfPath = (request: Request): BodyEncoding =>
  new URL(request.url).pathname.startsWith('/v1/') ? 'form' : 'json';

/**
 * The body as the API reads it: a v1 endpoint reads application/x-www-form-urlencoded (brackets for
 * nesting, see http/codecs/form.ts), a v2 endpoint JSON. A body sent the other way reads as nothing,
 * so its fields are missing and the request codec refuses it: the handlers prove what the adapters send.
 */
export const bodyOf = async (
  request: Request,
  encoding: BodyEncoding = encodingOfPath(request),
): Promise<Record<string, unknown>> => {
  const contentType = request.headers.get('Content-Type') ?? '';
  try {
    if (encoding === 'form') {
      if (!contentType.startsWith('application/x-www-form-urlencoded')) return {};
      const body = formDecode(await request.text());
      return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    }
    if (contentType.startsWith('application/x-www-form-urlencoded')) return {};
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The fields a body failed on, once each ('organization_id', 'cards.from'; indexes and union branches left out), for
 * the 400's message.
 */
const failedFields = (errors: t.Errors): string =>
  [
    ...new Set(
      errors.map(
        (e) =>
          e.context
            .map((c) => c.key)
            .filter((k) => k !== '' && !/^\d+$/.test(k))
            .join('.') || '(body)',
      ),
    ),
  ]
    .slice(0, 5)
    .join(', ');

/**
 * A body (form for v1, JSON for v2) read through the request codec the HTTP adapter writes with
 * (http/<feature>/requests.ts):
 * a body off the contract is a 400 whose message names the fields, never a silently accepted payload.
 */
export const decodedBody = async <A>(
  request: Request,
  codec: t.Decoder<unknown, A>,
  encoding: BodyEncoding = encodingOfPath(request),
): Promise<E.Either<PortError, A>> =>
  E.mapLeft((errors: t.Errors) =>
    PortErrors.invalid(`the request body does not match the API: ${failedFields(errors)}`),
  )(codec.decode(await bodyOf(request, encoding)));

/**
 * Runs the operation with the decoded body, or answers its decode failure (inside authenticated: a 401 comes first).
 */
export const withBody = <A>(
  body: E.Either<PortError, A>,
  operation: (body: A) => WireResult | Promise<WireResult>,
): WireResult | Promise<WireResult> => (E.isLeft(body) ? body : operation(body.right));
