import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  CardAssignError,
  CardAssignment,
  CardCsvUploadError,
  CardRemovalError,
  CardSearch,
  CardsGateway,
} from '../../../application/cards/ports/CardsGateway';
import type { KeypadListQuery } from '../../../application/access/ports/KeypadListQuery';
import type { PortError } from '../../../application/ports/PortError';
import type { CardMaster, CardMasterId, KeypadCardId, KeypadCardList } from '../../../domain/cards/card';
import type { Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import {
  CardMasterBodyCodec,
  cardMasterOfBody,
  CardMasterPageCodec,
  KeypadCardListCodec,
  toCardMaster,
  toKeypadCardList,
} from './codecs';
import { assignErrorOf, csvUploadErrorOf, removalErrorOf } from './errors';

const CARD_MASTERS = '/v1/console/card_masters';

@injectable()
export class HttpCardsGateway implements CardsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async search(query: CardSearch): Promise<E.Either<PortError, Page<CardMaster>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: CARD_MASTERS,
      query: {
        organization_id: query.organizationId,
        page: query.page,
        per_page: query.perPage,
        is_guest_registered: query.isGuestRegistered,
      },
      required: { organizationId: query.organizationId },
      codec: CardMasterPageCodec,
    });
    return E.map((wire: typeof CardMasterPageCodec._A) => ({
      items: wire.card_masters.map(toCardMaster),
      total: wire.total,
      page: query.page,
      perPage: query.perPage,
    }))(result);
  }

  async get(id: CardMasterId): Promise<E.Either<PortError, CardMaster>> {
    return E.map(cardMasterOfBody)(
      await this.http.json({ method: 'GET', api: 'v1', path: `${CARD_MASTERS}/${id}`, codec: CardMasterBodyCodec }),
    );
  }

  update(
    id: CardMasterId,
    change: { readonly guestId: number; readonly name: string },
  ): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'PATCH',
      api: 'v1',
      path: `${CARD_MASTERS}/${id}`,
      body: { guest_id: change.guestId, name: change.name },
    });
  }

  async remove(id: CardMasterId): Promise<E.Either<CardRemovalError, void>> {
    return E.mapLeft(removalErrorOf)(
      await this.http.ignoreBody({ method: 'DELETE', api: 'v1', path: `${CARD_MASTERS}/${id}` }),
    );
  }

  csvTemplate(organizationId: number): Promise<E.Either<PortError, Blob>> {
    return this.http.blob({
      method: 'GET',
      api: 'v1',
      path: `${CARD_MASTERS}/csv_for_guest_registration`,
      query: { organization_id: organizationId },
      required: { organizationId },
    });
  }

  async uploadCsv(organizationId: number, file: Uint8Array): Promise<E.Either<CardCsvUploadError, void>> {
    const form = new FormData();
    form.append('organization_id', String(organizationId));
    // a copy into a plain ArrayBuffer: Blob does not take a view over a shared or resizable buffer
    form.append('csv', new Blob([file.slice().buffer], { type: 'text/csv' }), 'cards.csv');
    const result = await this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: `${CARD_MASTERS}/csv_guest_registrations`,
      form,
      required: { organizationId },
    });
    return E.mapLeft(csvUploadErrorOf)(result);
  }

  async forRegister(keypadId: number, page: number, perPage: number): Promise<E.Either<PortError, Page<CardMaster>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `${CARD_MASTERS}/for_register`,
      query: { knight_id: keypadId, page, per_page: perPage },
      required: { keypadId },
      codec: CardMasterPageCodec,
    });
    return E.map((wire: typeof CardMasterPageCodec._A) => ({
      items: wire.card_masters.map(toCardMaster),
      total: wire.total,
      page,
      perPage,
    }))(result);
  }

  async keypadCards(query: KeypadListQuery): Promise<E.Either<PortError, KeypadCardList>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/knight_cards',
      query: {
        knight_id: query.keypadId,
        page: query.page,
        per_page: query.perPage,
        is_registered: query.isRegistered,
      },
      required: { keypadId: query.keypadId },
      codec: KeypadCardListCodec,
    });
    return E.map(toKeypadCardList)(result);
  }

  async assign(keypadId: number, cards: ReadonlyArray<CardAssignment>): Promise<E.Either<CardAssignError, void>> {
    const result = await this.http.ignoreBody({
      method: 'POST',
      api: 'v2',
      path: '/pad_cards/',
      body: { pad_id: keypadId, cards: cards.map((c) => ({ card_master_id: c.cardMasterId, from: c.from, to: c.to })) },
      required: { keypadId },
    });
    return E.mapLeft(assignErrorOf)(result);
  }

  unassign(id: KeypadCardId): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'DELETE', api: 'v2', path: `/pad_cards/${id}` });
  }
}
