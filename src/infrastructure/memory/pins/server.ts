import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Pin, PinList } from '../../../domain/pins/pin';
import { validatePinCode, validatePinName } from '../../../domain/pins/validation';
import { PIN_HARD_LIMIT } from '../../../domain/shared/plan';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import { servedPerPage } from '../world/paging';
import { dueAtFor, isDue, keypadOf, keypadReachable, paged } from '../keypads/server';
import { FAILING_PIN_PREFIX, type PinRecord } from './slice';

/** The server's behaviour for keypad PINs, shared by both backends. */

/** Registering PINs whose keypad has answered become registered (or failed, for 9999…); deleted ones go. */
export const settlePins = (world: World): void => {
  const now = world.now();
  const due = world.read((s) =>
    s.pins.some((p) => (p.status === 'registering' || p.status === 'deleting') && isDue(p, now)),
  );
  if (!due) return;
  world.write((s) => {
    s.pins = s.pins.filter((p) => !(p.status === 'deleting' && isDue(p, now)));
    for (const p of s.pins) {
      if (p.status === 'registering' && isDue(p, now)) {
        p.status = p.pin.startsWith(FAILING_PIN_PREFIX) ? 'failed' : 'registered';
        p.dueAt = null;
      }
    }
  });
};

export const pinOf = (record: PinRecord): Pin => ({
  id: record.id,
  name: record.name,
  pin: record.pin,
  timeFrom: record.timeFrom,
  timeTill: record.timeTill,
  // the spec names only 'failed'; the others are our words for what the job is doing
  registrationJobStatus:
    record.status === 'failed' ? 'failed' : record.status === 'registered' ? 'success' : 'in_progress',
});

export interface PinQuery {
  keypadId: number;
  page: number;
  perPage: number;
  isRegistered: boolean;
}

/** Deleting PINs are gone from the manager's view at once (the keypad forgets them a moment later). */
const visiblePins = (world: World, keypadId: number): PinRecord[] =>
  world.read((s) => s.pins.filter((p) => p.keypadId === keypadId && p.status !== 'deleting'));

/**
 * GET knight_pins: total counts the tab asked for, total_with_registering every PIN on the list (failed jobs included).
 */
export const listPins = (world: World, account: AccountRecord, query: PinQuery): E.Either<PortError, PinList> =>
  E.map(() => {
    settlePins(world);
    const all = visiblePins(world, query.keypadId);
    const matching = all.filter((p) => (p.status === 'registered') === query.isRegistered);
    return {
      items: paged(matching, query.page, servedPerPage(world, 'keypadPins', query.perPage)).map(pinOf),
      total: matching.length,
      totalWithRegistering: all.length,
    };
  })(keypadOf(world, account, query.keypadId));

export interface PinRequest {
  keypadId: number;
  pin: string;
  name: string;
  from: string | null;
  to: string | null;
}

const validPeriod = (from: string | null, to: string | null): boolean =>
  (from === null && to === null) ||
  (from !== null && to !== null && !Number.isNaN(Date.parse(from)) && Date.parse(to) > Date.parse(from));

/** POST /pad_pins/: accepted at once, the keypad answers after the device delay. */
export const createPin = (world: World, account: AccountRecord, request: PinRequest): E.Either<PortError, void> => {
  const found = E.chain(keypadReachable)(keypadOf(world, account, request.keypadId));
  if (E.isLeft(found)) return found;
  const invalid = validatePinName(request.name) ?? validatePinCode(request.pin);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  if (!validPeriod(request.from, request.to))
    return E.left(PortErrors.invalid('from and to must both be set, to after from'));
  const plan = world.read((s) => s.organizations.find((o) => o.id === found.right.lock.organizationId)?.planFunctions);
  const cap = Math.min(plan?.maximumPinCount ?? PIN_HARD_LIMIT, PIN_HARD_LIMIT);
  if (visiblePins(world, request.keypadId).length >= cap) return E.left(PortErrors.planLimit('pin limit reached'));
  const id = world.nextId('pin');
  const dueAt = dueAtFor(world);
  world.write((s) => {
    s.pins.push({
      id,
      keypadId: request.keypadId,
      name: request.name.trim(),
      pin: request.pin.trim(),
      timeFrom: request.from,
      timeTill: request.to,
      status: 'registering',
      dueAt,
    });
  });
  settlePins(world);
  return E.right(undefined);
};

/** DELETE /pad_pins/{id}: a failed job is simply dropped; otherwise the keypad forgets it after the delay. */
export const deletePin = (world: World, account: AccountRecord, id: number): E.Either<PortError, void> => {
  const record = world.read((s) => s.pins.find((p) => p.id === id && p.status !== 'deleting'));
  if (!record) return E.left(PortErrors.notFound('pin not found'));
  const found = E.chain(keypadReachable)(keypadOf(world, account, record.keypadId));
  if (E.isLeft(found)) return found;
  const dueAt = dueAtFor(world);
  world.write((s) => {
    if (record.status === 'failed') s.pins = s.pins.filter((p) => p.id !== id);
    else s.pins = s.pins.map((p) => (p.id === id ? { ...p, status: 'deleting', dueAt } : p));
  });
  settlePins(world);
  return E.right(undefined);
};
