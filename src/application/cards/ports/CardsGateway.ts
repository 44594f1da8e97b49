import type { Either } from 'fp-ts/Either';
import type { CardMaster, CardMasterId, KeypadCardId, KeypadCardList } from '../../../domain/cards/card';
import type { KeypadId } from '../../../domain/keypads/registration';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { Page } from '../../../domain/shared/paging';
import type { KeypadListQuery } from '../../access/ports/KeypadListQuery';
import type { PortError } from '../../ports/PortError';

/** One card of POST /pad_cards/: ISO date-times or null. */
export interface CardAssignment {
  readonly cardMasterId: CardMasterId;
  readonly from: string | null;
  readonly to: string | null;
}

/** The keypad already holds (or would hold) more than 1000 cards. */
export type CardAssignError = PortError | { readonly _tag: 'CardLimitReached' };

/** DELETE card_masters/{id} refused: the card is on these keypads (the server's error texts). */
export type CardRemovalError = PortError | { readonly _tag: 'CardOnKeypads'; readonly errors: ReadonlyArray<string> };

/** The bulk CSV refused: the server's error string and its per-line errors. */
export type CardCsvUploadError =
  | PortError
  | {
      readonly _tag: 'CardCsvRejected';
      readonly error: string | null;
      readonly lines: ReadonlyArray<{ readonly line: number; readonly message: string }>;
    };

export interface CardSearch {
  readonly organizationId: OrganizationId;
  readonly page: number;
  readonly perPage: number;
  readonly isGuestRegistered: boolean;
}

/** The card calls of devices-access §7 (Cards). */
export interface CardsGateway {
  /** GET /v1/console/card_masters */
  search(query: CardSearch): Promise<Either<PortError, Page<CardMaster>>>;
  /** GET /v1/console/card_masters/{id} */
  get(id: CardMasterId): Promise<Either<PortError, CardMaster>>;
  /** PATCH /v1/console/card_masters/{id}: guest_id and name. */
  update(
    id: CardMasterId,
    change: { readonly guestId: number; readonly name: string },
  ): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/card_masters/{id} */
  remove(id: CardMasterId): Promise<Either<CardRemovalError, void>>;
  /** GET /v1/console/card_masters/csv_for_guest_registration */
  csvTemplate(organizationId: OrganizationId): Promise<Either<PortError, Blob>>;
  /** POST /v1/console/card_masters/csv_guest_registrations (multipart organization_id, csv) */
  uploadCsv(organizationId: OrganizationId, file: Uint8Array): Promise<Either<CardCsvUploadError, void>>;
  /** GET /v1/console/card_masters/for_register */
  forRegister(keypadId: KeypadId, page: number, perPage: number): Promise<Either<PortError, Page<CardMaster>>>;
  /** GET /v1/console/knight_cards */
  keypadCards(query: KeypadListQuery): Promise<Either<PortError, KeypadCardList>>;
  /** POST /pad_cards/ (v2) */
  assign(keypadId: KeypadId, cards: ReadonlyArray<CardAssignment>): Promise<Either<CardAssignError, void>>;
  /** DELETE /pad_cards/{id} (v2) */
  unassign(id: KeypadCardId): Promise<Either<PortError, void>>;
}
export const CardsGateway = Symbol.for('CardsGateway');
