import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Address } from '../../../domain/signup/address';
import type { Construction, SignupRequest } from '../../../domain/signup/application';
import {
  fromWireInstallationDate,
  isTimeSlot,
  PRIORITIES,
  toWireInstallationDate,
  type Priority,
  type ReservableDates,
  type TimeSlot,
} from '../../../domain/signup/installation';
import { NumberFromWire } from '../codecs/common';
import { FormBoolean, formList, formLiteral, FormNumber } from '../codecs/form';

/** A calendar date as the API spells it, YYYY-MM-DD; a date-time's date part is accepted too. */
const WireDate = new t.Type<string, string, unknown>(
  'WireDate',
  (u): u is string => typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u),
  (u, c) =>
    typeof u === 'string' && /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(u) ? t.success(u.slice(0, 10)) : t.failure(u, c),
  (d) => d,
);

/**
 * GET /v1/plans: the spec shows only tax.rate, so that is all that is required; every other
 * field is stripped. The rate is a fraction (0.1); a value of 1 or more is read as a percent (10).
 */
export const PlansCodec = t.type({ tax: t.type({ rate: NumberFromWire }) });
export const taxRateOf = (w: t.TypeOf<typeof PlansCodec>): number => (w.tax.rate >= 1 ? w.tax.rate / 100 : w.tax.rate);

/**
 * GET /v1/console/constructions/reservables: from_on, to_on and non_reservables required (the
 * spec shows them), earliest_on optional ("when given"); null counts as absent for the dates.
 */
export const ReservablesCodec = t.exact(
  t.intersection([
    t.type({
      from_on: t.union([WireDate, t.null]),
      to_on: t.union([WireDate, t.null]),
      non_reservables: t.array(WireDate),
    }),
    t.partial({ earliest_on: t.union([WireDate, t.null]) }),
  ]),
);

export const toReservableDates = (w: t.TypeOf<typeof ReservablesCodec>): ReservableDates => ({
  ...(w.from_on ? { fromOn: w.from_on } : {}),
  ...(w.to_on ? { toOn: w.to_on } : {}),
  ...(w.earliest_on ? { earliestOn: w.earliest_on } : {}),
  nonReservables: w.non_reservables,
});

/** POST /v1/organizations/: the spec says the answer carries data.human_code; nothing else is read. */
export const SignupResponseCodec = t.type({ data: t.type({ human_code: t.string }) });

const WireAddress = t.type({
  staff_name: t.string,
  tel: t.string,
  zip: t.string,
  prefecture: t.string,
  address: t.string,
});
type WireAddress = t.TypeOf<typeof WireAddress>;

const toWireAddress = (a: Address): WireAddress => ({
  staff_name: a.staffName,
  tel: a.tel,
  zip: a.zip,
  prefecture: a.prefecture,
  address: a.address,
});
const fromWireAddress = (w: WireAddress): Address => ({
  staffName: w.staff_name,
  tel: w.tel,
  zip: w.zip,
  prefecture: w.prefecture,
  address: w.address,
});

const WireTimeSlot = new t.Type<TimeSlot, string, unknown>(
  'TimeSlot',
  (u): u is TimeSlot => typeof u === 'string' && isTimeSlot(u),
  (u, c) => (typeof u === 'string' && isTimeSlot(u) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);
const WirePriority = formLiteral<Priority>(...PRIORITIES);

/**
 * The sign-up payload on the wire (account-billing-signup §3: organization fields, subscription_attributes,
 * email_token, optionally delivery_attributes, constructions and payjp_token). The exact shape
 * is not shown; this is the console's contract: organization fields at the top level, address
 * fields flat beside them, subscription lines under subscription_attributes.items, construction
 * dates shifted by one day (domain/signup/installation.ts). v1: sent form-encoded, lists of objects with
 * indexes (`subscription_attributes[items][0][name]=…`, `constructions[0][priority]=1`), read back with form codecs.
 */
export const SignupPayloadCodec = t.intersection([
  t.type({
    name: t.string,
    division: t.string,
    url: t.string,
    staff_name: t.string,
    tel: t.string,
    zip: t.string,
    prefecture: t.string,
    address: t.string,
    organization_type: formLiteral(1, 3),
    amount: FormNumber,
    isDouble: FormBoolean,
    email_token: t.string,
    subscription_attributes: t.type({
      items: formList(t.type({ name: t.string, price: FormNumber, quantity: FormNumber })),
    }),
  }),
  t.partial({
    delivery_attributes: WireAddress,
    // absent without Pro (never an empty list)
    constructions: t.array(t.type({ priority: WirePriority, date: WireDate, time_slot: WireTimeSlot })),
    payjp_token: t.string,
  }),
]);

export const toSignupPayload = (r: SignupRequest): t.OutputOf<typeof SignupPayloadCodec> => ({
  name: r.organization.name,
  division: r.organization.division,
  url: r.organization.url,
  ...toWireAddress(r.organization.address),
  organization_type: r.organization.organizationType,
  amount: r.organization.amount,
  isDouble: r.organization.isDouble,
  email_token: r.emailToken,
  subscription_attributes: {
    items: r.subscription.map((l) => ({ name: l.name, price: l.price, quantity: l.quantity })),
  },
  ...(r.delivery ? { delivery_attributes: toWireAddress(r.delivery) } : {}),
  ...(r.constructions
    ? {
        constructions: r.constructions.map((c) => ({
          priority: c.priority,
          date: toWireInstallationDate(c.date),
          time_slot: c.timeSlot,
        })),
      }
    : {}),
  ...(r.payjpToken ? { payjp_token: r.payjpToken } : {}),
});

/** The server side of the same contract (the MSW handlers read requests with it). */
export const fromSignupPayload = (body: unknown): E.Either<string, SignupRequest> => {
  const decoded = SignupPayloadCodec.decode(body);
  if (E.isLeft(decoded)) return E.left('invalid payload');
  const w = decoded.right;
  const constructions: Construction[] | undefined = w.constructions?.map((c) => ({
    priority: c.priority,
    date: fromWireInstallationDate(c.date),
    timeSlot: c.time_slot,
  }));
  return E.right({
    emailToken: w.email_token,
    organization: {
      name: w.name,
      division: w.division,
      url: w.url,
      address: fromWireAddress(w),
      organizationType: w.organization_type,
      amount: w.amount,
      isDouble: w.isDouble,
    },
    subscription: w.subscription_attributes.items,
    ...(w.delivery_attributes ? { delivery: fromWireAddress(w.delivery_attributes) } : {}),
    ...(constructions ? { constructions } : {}),
    ...(w.payjp_token ? { payjpToken: w.payjp_token } : {}),
  });
};
