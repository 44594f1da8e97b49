import * as t from 'io-ts';

/**
 * Keypad PINs.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
const optionalDate = t.union([t.string, t.null, t.undefined]);

/** POST {v2}/pad_pins/: the PIN is digits as a string (a number is what older clients sent, also taken). */
export const PadPinRequest = t.type({
  pad_id: t.number,
  pin: t.union([t.string, t.number]),
  name: t.string,
  from: optionalDate,
  to: optionalDate,
});
