import * as E from 'fp-ts/Either';
import { type CreatedThing, LOST_ANSWER_MESSAGES } from '../../domain/shared/lostAnswer';
import type { PortError } from '../ports/PortError';
import { AppErrors, type Outcome } from './AppError';
import { readAllPages } from './CallPool';

/** A create that went through: its value, and what to say instead of the usual toast when the answer was lost. */
export interface Created<T> {
  readonly value: T;
  /** Set when the answer was lost and the look-up found the record. */
  readonly notice?: string;
}

export const created = <T>(value: T): Created<T> => ({ value });

/**
 * The request may have reached the server though no answer came back: a dropped connection or a time-out
 * (the client cannot tell "never sent" from "sent, answer lost"). A server's own failure is an answer.
 */
export const answerMayBeLost = (error: PortError): boolean => error._tag === 'Unavailable' && error.reason !== 'server';

/**
 * After a lost answer: look the record up through the spec's list/search calls before the manager may send
 * again. Found → the create's value with the notice; not found → Unavailable "not created, try again";
 * the look-up failed too → Unavailable "could not tell, look at the list first". Nothing is re-sent.
 */
export const settleLostCreate = async <T>(
  thing: CreatedThing,
  lookUp: () => Promise<E.Either<PortError, T | null>>,
): Promise<Outcome<Created<T>>> => {
  const found = await lookUp();
  if (E.isLeft(found)) return E.left(AppErrors.unavailable(LOST_ANSWER_MESSAGES.unknown(thing)));
  return found.right === null
    ? E.left(AppErrors.unavailable(LOST_ANSWER_MESSAGES.notCreated(thing)))
    : E.right({ value: found.right, notice: LOST_ANSWER_MESSAGES.created(thing) });
};

/**
 * Every item of a paged list call, page by page, stopping at the first that `matches` (look-ups only). Pages end by
 * the one paging rule (domain/shared/paging.ts): the first page's length is the server's size, whatever `perPage`
 * asked for; the list ends at a short or empty page, at one with nothing new, or once the total is read.
 */
export const findInPages = async <I>(
  fetchPage: (
    page: number,
  ) => Promise<E.Either<PortError, { readonly items: ReadonlyArray<I>; readonly total: number }>>,
  _perPage: number,
  matches: (item: I) => boolean,
): Promise<E.Either<PortError, I | null>> => {
  let hit: I | null = null;
  // a bound on pages: a server that keeps answering full pages cannot hold the button forever
  const read = await readAllPages<I, PortError>(
    async (page) => {
      if (hit !== null) return E.right({ items: [], total: null });
      const answer = await fetchPage(page);
      if (E.isRight(answer)) hit = answer.right.items.find(matches) ?? null;
      return answer;
    },
    { maxPages: 50 },
  );
  return E.isLeft(read) ? read : E.right(hit);
};
