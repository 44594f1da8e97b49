import * as t from 'io-ts';
import { FormNumber } from '../codecs/form';
import { nullable } from '../codecs/common';

/**
 * The cards feature.
 * The request bodies this feature's HTTP adapter sends, as codecs: the MSW handlers of the demo world
 * decode every body (v1 form-encoded, v2 JSON: http/codecs/form.ts) through them and answer 400 to one that does not
 * decode, so the world never
 * accepts a payload the real API would refuse. Types only (t.type: extra keys are ignored, as the API
 * does); the rules on the values (formats, lengths) stay the server's, with its own messages.
 */
const optionalDate = t.union([t.string, t.null, t.undefined]);

/** PATCH /v1/console/card_masters/:id: the holder may be cleared (null). */
export const CardUpdateRequest = t.intersection([
  t.type({ name: t.string }),
  t.partial({ guest_id: nullable(FormNumber) }),
]);
/** POST {v2}/pad_cards/: the cards to put on a keypad, each with an optional period. */
export const PadCardsRequest = t.type({
  pad_id: t.number,
  cards: t.array(t.type({ card_master_id: t.number, from: optionalDate, to: optionalDate })),
});
