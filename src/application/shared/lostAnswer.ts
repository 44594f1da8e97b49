import * as E from 'fp-ts/Either';
import { type CreatedThing, LOST_ANSWER_MESSAGES } from '../../domain/shared/lostAnswer';
import type { PortError } from '../ports/PortError';
import { type AppError, AppErrors, type Outcome } from './AppError';
import { type PageOf, readAllPages } from './CallPool';

/** A create that went through: its value, and what to say instead of the usual toast when the answer was lost. */
export interface Created<T> {
  readonly value: T;
  /** Set when the answer was lost and the look-up found the record. */
  readonly notice?: string;
}

export const created = <T>(value: T): Created<T> => ({ value });

/**
 * The request may have been applied though its answer could not be used: a dropped connection or a time-out (the
 * client cannot tell "never sent" from "sent, answer lost"), or a 2xx whose body does not decode (the server said
 * yes in words the console cannot read). A server's own failure is an answer.
 */
export const answerMayBeLost = (error: PortError): boolean =>
  (error._tag === 'Unavailable' && error.reason !== 'server') || error._tag === 'ContractViolation';

/**
 * Whether a listed record that was not there before the create is the one sent: `same` (it matches what was sent),
 * `unsure` (it looks like it, but the spec's row has no field that tells it from another), `other`.
 */
export type Likeness = 'same' | 'unsure' | 'other';

/** How a create is looked up through the spec's list calls. */
export interface CreateLookUp<I> {
  readonly thing: CreatedThing;
  /** Every listed record that may be the one sent (read before sending, and again after a lost answer). */
  readonly read: () => Promise<E.Either<PortError, ReadonlyArray<I>>>;
  readonly idOf: (item: I) => number | string;
  readonly likeness: (item: I) => Likeness;
  /** For `unsure`: where the manager looks (「登録中」タブ); the list otherwise. */
  readonly where?: string;
}

/** The ids listed before the create; null when they could not be read (a lost answer then cannot be settled). */
export type Existing = ReadonlySet<number | string> | null;

/**
 * Noted before a create whose answer can be lost: what is already there, so that a look-up afterwards claims only
 * a record this attempt made (a namesake made earlier, or the failed record a retry replaces, is in this set).
 * A failed read does not stop the create: its answer, if it comes, needs no look-up.
 */
export const noteExisting = async <I>(lookUp: CreateLookUp<I>): Promise<Existing> => {
  const read = await lookUp.read();
  return E.isRight(read) ? new Set(read.right.map(lookUp.idOf)) : null;
};

/** What a look-up after a lost answer found: this attempt's record, none, a look-alike, or nothing readable. */
export type LookedUp<I> =
  { readonly verdict: 'created'; readonly record: I } | { readonly verdict: 'absent' | 'unsure' | 'unknown' };

/**
 * After a lost or unreadable answer: the lists are read again; a record that was not there before and matches what
 * was sent is the create's; a new record the list cannot tell apart from another is `unsure`; the look-up (or the
 * note before) failed is `unknown`. Nothing is re-sent.
 */
export const lookUpCreate = async <I>(lookUp: CreateLookUp<I>, before: Existing): Promise<LookedUp<I>> => {
  if (before === null) return { verdict: 'unknown' };
  const after = await lookUp.read();
  if (E.isLeft(after)) return { verdict: 'unknown' };
  const fresh = after.right.filter((item) => !before.has(lookUp.idOf(item)));
  const same = fresh.find((item) => lookUp.likeness(item) === 'same');
  if (same !== undefined) return { verdict: 'created', record: same };
  return fresh.some((item) => lookUp.likeness(item) === 'unsure') ? { verdict: 'unsure' } : { verdict: 'absent' };
};

/** The words of a look-up that found no record of this attempt. */
export const lookUpFailureOf = <I>(lookUp: CreateLookUp<I>, verdict: 'absent' | 'unsure' | 'unknown'): AppError => {
  switch (verdict) {
    case 'absent':
      return AppErrors.unavailable(LOST_ANSWER_MESSAGES.notCreated(lookUp.thing));
    case 'unsure':
      return AppErrors.unavailable(LOST_ANSWER_MESSAGES.unsure(lookUp.thing, lookUp.where ?? '一覧'));
    case 'unknown':
      return AppErrors.unavailable(LOST_ANSWER_MESSAGES.unknown(lookUp.thing));
  }
};

/**
 * A lost or unreadable answer settled: found → the record with the notice (instead of the usual toast); otherwise
 * Unavailable "not created, try again", "could not tell this attempt's from another, check there first" or "could not
 * tell, look at the list first".
 */
export const settleLostCreate = async <I>(lookUp: CreateLookUp<I>, before: Existing): Promise<Outcome<Created<I>>> => {
  const looked = await lookUpCreate(lookUp, before);
  return looked.verdict === 'created'
    ? E.right({ value: looked.record, notice: LOST_ANSWER_MESSAGES.created(lookUp.thing) })
    : E.left(lookUpFailureOf(lookUp, looked.verdict));
};

/** A look-up bounded in pages: a server that keeps answering full pages cannot hold the button forever. */
const MAX_PAGES = 50;

/**
 * Every item of a paged list call (look-ups only), by the one paging reader (readAllPages, domain/shared/paging.ts):
 * the first page's length is the server's page size, whatever was asked; the list ends at a short or empty page, at
 * one with nothing new, or once a given total is read.
 */
export const everyItemOf = async <I>(
  fetchPage: (page: number) => Promise<E.Either<PortError, PageOf<I>>>,
): Promise<E.Either<PortError, ReadonlyArray<I>>> =>
  E.map((read: { readonly items: ReadonlyArray<I> }) => read.items)(
    await readAllPages<I, PortError>(fetchPage, { maxPages: MAX_PAGES }),
  );
