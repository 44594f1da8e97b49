import * as E from 'fp-ts/Either';
import type { OrganizationId } from '../../domain/shared/ids';
import type { PortError } from '../ports/PortError';
import type { HeadStart } from '../shared/HeadStart';

type Answer<T> = Promise<E.Either<PortError, T>>;

/**
 * A read the view makes once the record is there, asked for ahead with it (its first access reads, into the idle
 * slots while the owner's page is the one call in flight): `ask` answers its request and the answer, or null when the
 * record needs no such read (nothing is asked then). The request is what the view's read must ask to be handed it.
 */
export interface FollowUp<R> {
  readonly name: string;
  readonly ask: (
    record: R,
    organizationId: OrganizationId,
  ) => { readonly request: unknown; readonly answer: Promise<unknown> } | null;
}

/** A read asked for once the record answered (the owner's page, a follow-up): its request and its answer. */
interface AskedFollowUp {
  readonly request: unknown;
  readonly answer: Promise<unknown>;
}

/**
 * The route's parameter as a record's id, read as the view reads it (Number, then a positive integer); null when it
 * names none: the view says the record was not found, and nothing is asked ahead.
 */
const recordIdOf = (id: string | undefined): number | null => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * An access view's first two reads, asked for ahead (HeadStart): the record of the address (GET locks/{id}, GET
 * guests/{id}), then, once it has answered, RecordOwner's first look at whose it is (the page of its own list
 * filtered by its name, in the stored current organization). The two are a chain every other read of the view waits
 * for; then any follow-ups the view names (FollowUp). `record`, `page` and `followUp` hand them to the view's reads by
 * HeadStart's rules (once, the same manager, within its window); the page and a follow-up only to a read of exactly
 * the request they answer: another organization made current by the refresh reads anew.
 */
export class AskedRecord<R, Q extends object, P> {
  constructor(
    private readonly headStart: HeadStart,
    private readonly kind: string,
    private readonly read: (id: number) => Answer<R>,
    private readonly list: (request: Q) => Answer<P>,
  ) {}

  /**
   * Asks for the record named by the route's `id` and its owner's first page (`firstLook`), and once the record has
   * answered, its `followUps` (in their order, after the owner's page); nothing for no id.
   */
  start(
    id: string | undefined,
    firstLook: (record: R, organizationId: OrganizationId) => Q,
    followUps: ReadonlyArray<FollowUp<R>> = [],
  ): void {
    const recordId = recordIdOf(id);
    if (recordId === null) return;
    this.headStart.start((organizationId) => {
      const record = this.read(recordId);
      // each asked once the record has answered, in this order (reactions to one promise run in the order registered)
      const afterRecord = (name: string, ask: (record: R) => AskedFollowUp | null) => ({
        key: [`${this.kind}-${name}`, recordId],
        answer: record.then((answer): AskedFollowUp | null => {
          const read = E.isLeft(answer) ? null : ask(answer.right);
          // an answer nobody takes must not surface as an unhandled rejection (the taker still sees it)
          read?.answer.catch(() => undefined);
          return read;
        }),
      });
      return [
        { key: [this.kind, recordId], answer: record },
        afterRecord('owner', (found) => {
          const request = firstLook(found, organizationId);
          return { request, answer: this.list(request) };
        }),
        ...followUps.map(({ name, ask }) => afterRecord(name, (found) => ask(found, organizationId))),
      ];
    });
  }

  /** The record asked for ahead when there is one for this id, else the server's. */
  record(id: number): Answer<R> {
    return this.headStart.take<E.Either<PortError, R>>([this.kind, id]) ?? this.read(id);
  }

  /**
   * A follow-up's answer (`name`, FollowUp): the one asked for ahead when it was asked with exactly this request, else
   * `read()` (the server's). Requests are compared as JSON: both come from the same builders.
   */
  async followUp<T>(name: string, id: number, request: unknown, read: () => Promise<T>): Promise<T> {
    const asked = this.headStart.take<AskedFollowUp | null>([`${this.kind}-${name}`, id]);
    const found = asked ? await asked : null;
    return found !== null && JSON.stringify(found.request) === JSON.stringify(request)
      ? (found.answer as Promise<T>)
      : read();
  }

  /** A page of the owner's look: the one asked for ahead when it is exactly this request, else the server's. */
  page(id: number, request: Q): Answer<P> {
    // both requests come from RecordOwner's own builders (lockNameQuery, guestNameQuery): the same fields in one order
    return this.followUp('owner', id, request, () => this.list(request));
  }
}
