import * as E from 'fp-ts/Either';
import { injectable } from 'inversify';

/**
 * What a write of this tab changed, as far as the kept readings care: `locks` a lock's own settings (its name, shown
 * by every view, 扉の状態 included); `access` who may open what (memberships, groups and their conditions, a lock's
 * key groups, guests, PINs, cards), shown by the access views but not by 扉の状態.
 */
export type WriteTopic = 'locks' | 'access';

/** A port's answer: its failure's tag says whether the server refused (nothing written) or may have written. */
type PortAnswer = E.Either<{ readonly _tag: string; readonly reason?: string }, unknown>;

const isPortAnswer = (value: unknown): value is PortAnswer =>
  typeof value === 'object' &&
  value !== null &&
  '_tag' in value &&
  ((value._tag === 'Right' && 'right' in value) ||
    (value._tag === 'Left' && 'left' in value && typeof value.left === 'object' && value.left !== null));

/**
 * The server wrote, or may have: a success; no answer (network, time-out, cancelled after sending: the request may
 * have reached it); an unreadable 2xx (ContractViolation, only raised on a success status). A refusal the server
 * answered (4xx, a 5xx, the spec's named refusals like GuestHoldsCards) wrote nothing: the reading stays.
 */
export const mayHaveWritten = (answer: unknown): boolean => {
  if (!isPortAnswer(answer)) return false;
  if (E.isRight(answer)) return true;
  const { _tag, reason } = answer.left;
  return (_tag === 'Unavailable' && reason !== 'server') || _tag === 'ContractViolation';
};

/**
 * The one place that sees every write of this tab that a kept reading shows (one instance per container): the
 * writing ports of both backends are wrapped at activation (infrastructure/container/tellTabWrites.ts), so every
 * use case's write is told here after its answer, before the use case sees it. AccessReadings listens and forgets.
 */
@injectable()
export class TabWrites {
  private readonly listeners = new Set<(topic: WriteTopic) => void>();

  onWrite(listener: (topic: WriteTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A port's write answered (or did not): told when the server wrote or may have written. */
  settled(topic: WriteTopic, answer: unknown): void {
    if (mayHaveWritten(answer)) this.listeners.forEach((listener) => listener(topic));
  }
}
