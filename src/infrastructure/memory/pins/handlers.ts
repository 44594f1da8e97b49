import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { PadPinRequest } from '../../http/pins/requests';
import type { PinList } from '../../../domain/pins/pin';
import { wirePinOf } from '../../http/pins/codecs';
import * as server from './server';
import type { World } from '../world/World';
import { authenticated, decodedBody, pageOf, queryNumber, queryString, withBody } from '../msw/respond';
import type { ApiPaths } from '../world/FeatureWorld';

const nullableString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The PIN endpoints, served from the in-memory world. */
export const pinsHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/knight_pins/', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((list: PinList) => ({
        knight_pins: list.items.map(wirePinOf),
        total: list.total,
        total_with_registering: list.totalWithRegistering,
      }))(
        server.listPins(world, account, {
          keypadId: queryNumber(request, 'knight_id'),
          ...pageOf(request, 30),
          isRegistered: queryString(request, 'is_registered') !== 'false',
        }),
      ),
    ),
  ),
  http.post(`*${paths.v2}/pad_pins/`, async ({ request }) => {
    const body = await decodedBody(request, PadPinRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) =>
          E.map(() => ({ accepted: true }))(
            server.createPin(world, account, {
              keypadId: b.pad_id,
              pin: String(b.pin),
              name: b.name,
              from: nullableString(b.from),
              to: nullableString(b.to),
            }),
          ),
        ),
      201,
    );
  }),
  http.delete(`*${paths.v2}/pad_pins/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => server.deletePin(world, account, Number(params.id))),
  ),
];
