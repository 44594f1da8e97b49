import * as t from 'io-ts';
import type { Pin, PinList } from '../../../domain/pins/pin';
import { nullable, NumberFromWire } from '../codecs/common';

/**
 * knight_pins (devices-access §3 shows the fields): id, name and pin are required; time_from,
 * time_till and registration_job_status may be absent or null (read as null). Unknown fields stripped.
 * The PIN may come as a number: read as digits (leading zeros cannot be recovered then, so we keep strings when sent).
 */
const PinCode = t.union([t.string, t.number]);

export const PinCodec = t.exact(
  t.intersection([
    t.type({ id: NumberFromWire, name: t.string, pin: PinCode }),
    t.partial({
      time_from: nullable(t.string),
      time_till: nullable(t.string),
      registration_job_status: nullable(t.string),
    }),
  ]),
);
export type WirePin = t.TypeOf<typeof PinCodec>;

export const PinListCodec = t.exact(
  t.type({ knight_pins: t.array(PinCodec), total: NumberFromWire, total_with_registering: NumberFromWire }),
);

export const toPin = (wire: WirePin): Pin => ({
  id: wire.id,
  name: wire.name,
  pin: String(wire.pin),
  timeFrom: wire.time_from ?? null,
  timeTill: wire.time_till ?? null,
  registrationJobStatus: wire.registration_job_status ?? null,
});

export const toPinList = (wire: t.TypeOf<typeof PinListCodec>): PinList => ({
  items: wire.knight_pins.map(toPin),
  total: wire.total,
  totalWithRegistering: wire.total_with_registering,
});

export const wirePinOf = (pin: Pin): WirePin => ({
  id: pin.id,
  name: pin.name,
  pin: pin.pin,
  time_from: pin.timeFrom,
  time_till: pin.timeTill,
  registration_job_status: pin.registrationJobStatus,
});
