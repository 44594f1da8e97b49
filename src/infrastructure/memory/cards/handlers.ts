import * as E from 'fp-ts/Either';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CardUpdateRequest, PadCardsRequest } from '../../http/cards/requests';
import type { CardMaster, KeypadCardList } from '../../../domain/cards/card';
import type { Page } from '../../../domain/shared/paging';
import { wireCardMasterOf, wireKeypadCardOf } from '../../http/cards/codecs';
import * as cardMastersServer from './cardMastersServer';
import * as keypadCardsServer from './keypadCardsServer';
import type { World } from '../world/World';
import { authenticated, decodedBody, pageOf, queryNumber, queryString, withBody } from '../msw/respond';
import type { ApiPaths } from '../world/FeatureWorld';

const CARD_MASTERS = '*/v1/console/card_masters';
const nullableString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const optionalBoolean = (value: string | null): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;
const pageBody = (page: Page<CardMaster>) => ({ card_masters: page.items.map(wireCardMasterOf), total: page.total });

/** The IC card endpoints, served from the in-memory world. */
export const cardsHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get(`${CARD_MASTERS}/for_register`, ({ request }) =>
    authenticated(world, request, (account) => {
      const { page, perPage } = pageOf(request, 100);
      return E.map(pageBody)(
        cardMastersServer.cardsForRegister(world, account, queryNumber(request, 'knight_id'), page, perPage),
      );
    }),
  ),
  http.get(`${CARD_MASTERS}/csv_for_guest_registration`, async ({ request }) => {
    const response = await authenticated(world, request, (account) =>
      E.map((text: string) => ({ text }))(
        cardMastersServer.cardCsvTemplate(world, account, queryNumber(request, 'organization_id')),
      ),
    );
    if (!response.ok) return response;
    const { text } = (await response.json()) as { text: string };
    return new HttpResponse(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }),
  http.post(`${CARD_MASTERS}/csv_guest_registrations`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('csv');
    if (!(file instanceof Blob)) return HttpResponse.json({ error: 'csv is required', errors: [] }, { status: 400 });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const organizationId = Number(form?.get('organization_id'));
    const { uploadCardCsv } = await import('./csvServer');
    return authenticated(world, request, (account) => uploadCardCsv(world, account, organizationId, bytes), 201);
  }),
  http.get(CARD_MASTERS, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(pageBody)(
        cardMastersServer.searchCards(world, account, {
          organizationId: queryNumber(request, 'organization_id'),
          ...pageOf(request, 20),
          isGuestRegistered: optionalBoolean(queryString(request, 'is_guest_registered')),
        }),
      ),
    ),
  ),
  http.get(`${CARD_MASTERS}/:id`, ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map(wireCardMasterOf)(cardMastersServer.getCard(world, account, Number(params.id))),
    ),
  ),
  http.patch(`${CARD_MASTERS}/:id`, async ({ request, params }) => {
    const body = await decodedBody(request, CardUpdateRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) =>
        cardMastersServer.updateCard(world, account, Number(params.id), { guestId: b.guest_id ?? null, name: b.name }),
      ),
    );
  }),
  http.delete(`${CARD_MASTERS}/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => cardMastersServer.deleteCard(world, account, Number(params.id))),
  ),
  http.get('*/v1/console/knight_cards', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((list: KeypadCardList) => ({
        knight_cards: list.items.map(wireKeypadCardOf),
        total: list.total,
        total_with_registering: list.totalWithRegistering,
      }))(
        keypadCardsServer.listKeypadCards(world, account, {
          keypadId: queryNumber(request, 'knight_id'),
          ...pageOf(request, 30),
          isRegistered: queryString(request, 'is_registered') !== 'false',
        }),
      ),
    ),
  ),
  http.post(`*${paths.v2}/pad_cards/`, async ({ request }) => {
    const body = await decodedBody(request, PadCardsRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) => {
          const cards = b.cards.map((c) => ({
            cardMasterId: c.card_master_id,
            from: nullableString(c.from),
            to: nullableString(c.to),
          }));
          return E.map(() => ({ accepted: true }))(
            keypadCardsServer.assignCards(world, account, { keypadId: b.pad_id, cards }),
          );
        }),
      201,
    );
  }),
  http.delete(`*${paths.v2}/pad_cards/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => keypadCardsServer.unassignCard(world, account, Number(params.id))),
  ),
];
