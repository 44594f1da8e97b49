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
import { assignErrorOf, csvUploadErrorOf, removalErrorOf } from '../../http/cards/errors';
import { csvBlob } from '../../shared/csvBlob';
import { MemoryBackend } from '../MemoryBackend';
import * as cardMastersServer from './cardMastersServer';
import * as keypadCardsServer from './keypadCardsServer';

@injectable()
export class InMemoryCardsGateway implements CardsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  private get world() {
    return this.backend.world;
  }

  search(query: CardSearch): Promise<E.Either<PortError, Page<CardMaster>>> {
    return this.backend.authenticated((account) => cardMastersServer.searchCards(this.world, account, { ...query }));
  }

  get(id: CardMasterId): Promise<E.Either<PortError, CardMaster>> {
    return this.backend.authenticated((account) => cardMastersServer.getCard(this.world, account, id));
  }

  update(
    id: CardMasterId,
    change: { readonly guestId: number; readonly name: string },
  ): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      cardMastersServer.updateCard(this.world, account, id, { ...change }),
    );
  }

  async remove(id: CardMasterId): Promise<E.Either<CardRemovalError, void>> {
    return E.mapLeft(removalErrorOf)(
      await this.backend.authenticated((account) => cardMastersServer.deleteCard(this.world, account, id)),
    );
  }

  csvTemplate(organizationId: number): Promise<E.Either<PortError, Blob>> {
    return this.backend.authenticated((account) =>
      E.map(csvBlob)(cardMastersServer.cardCsvTemplate(this.world, account, organizationId)),
    );
  }

  async uploadCsv(organizationId: number, file: Uint8Array): Promise<E.Either<CardCsvUploadError, void>> {
    // CSV decoding (Shift_JIS tables) is loaded on the first upload, as for guests
    const { uploadCardCsv } = await import('./csvServer');
    const result = await this.backend.authenticated((account) =>
      E.map(() => undefined)(uploadCardCsv(this.world, account, organizationId, file)),
    );
    return E.mapLeft(csvUploadErrorOf)(result);
  }

  forRegister(keypadId: number, page: number, perPage: number): Promise<E.Either<PortError, Page<CardMaster>>> {
    return this.backend.authenticated((account) =>
      cardMastersServer.cardsForRegister(this.world, account, keypadId, page, perPage),
    );
  }

  keypadCards(query: KeypadListQuery): Promise<E.Either<PortError, KeypadCardList>> {
    return this.backend.authenticated((account) =>
      keypadCardsServer.listKeypadCards(this.world, account, { ...query }),
    );
  }

  async assign(keypadId: number, cards: ReadonlyArray<CardAssignment>): Promise<E.Either<CardAssignError, void>> {
    return E.mapLeft(assignErrorOf)(
      await this.backend.authenticated((account) =>
        keypadCardsServer.assignCards(this.world, account, { keypadId, cards }),
      ),
    );
  }

  unassign(id: KeypadCardId): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => keypadCardsServer.unassignCard(this.world, account, id));
  }
}
