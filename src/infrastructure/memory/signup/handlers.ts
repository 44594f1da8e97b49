import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { ProvisionalRegistrationRequest } from '../../http/signup/requests';
import { PortErrors } from '../../../application/ports/PortError';
import type { ReservableDates } from '../../../domain/signup/installation';
import { fromSignupPayload } from '../../http/signup/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { anonymous, bodyOf, decodedBody, withBody } from '../msw/respond';

const wireReservables = (r: ReservableDates) => ({
  from_on: r.fromOn ?? null,
  to_on: r.toOn ?? null,
  earliest_on: r.earliestOn ?? null,
  non_reservables: [...r.nonReservables],
});

/** The sign-up endpoints, served from the in-memory world (the same server functions as the memory adapter). */
export const signupHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.post('*/v1/provisional_registration', async ({ request }) => {
    const body = await decodedBody(request, ProvisionalRegistrationRequest);
    return anonymous(
      world,
      request,
      () => withBody(body, (b) => server.requestProvisionalRegistration(world, b.email)),
      201,
    );
  }),
  // 503 while applications are stopped: the console's signal for the applications-stopped page
  http.get('*/v1/plans', ({ request }) =>
    anonymous(world, request, () =>
      E.map((rate: number) => ({
        tax: { rate },
        plans: [
          { name: 'basic', price: 1400 },
          { name: 'pro', price: 2800 },
        ],
      }))(server.taxRate(world)),
    ),
  ),
  http.get('*/v1/console/constructions/reservables', ({ request }) =>
    anonymous(world, request, () => E.map(wireReservables)(server.reservableDates(world))),
  ),
  http.post('*/v1/organizations/', async ({ request }) => {
    const body = await bodyOf(request); // form-encoded (v1)
    return anonymous(
      world,
      request,
      () => {
        const decoded = fromSignupPayload(body);
        if (E.isLeft(decoded)) return E.left(PortErrors.invalid(server.SIGNUP_SERVER_MESSAGES.invalid));
        return E.map((human_code: string) => ({ data: { human_code } }))(
          server.createOrganization(world, decoded.right),
        );
      },
      201,
    );
  }),
];
