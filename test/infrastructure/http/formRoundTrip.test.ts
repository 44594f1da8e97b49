import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import * as account from '../../../src/infrastructure/http/account/requests';
import * as cards from '../../../src/infrastructure/http/cards/requests';
import { formDecode, formEncode } from '../../../src/infrastructure/http/codecs/formText';
import { GroupBodyCodec } from '../../../src/infrastructure/http/groups/codecs';
import * as groups from '../../../src/infrastructure/http/groups/requests';
import * as guests from '../../../src/infrastructure/http/guests/requests';
import * as linking from '../../../src/infrastructure/http/linking/requests';
import * as locks from '../../../src/infrastructure/http/locks/requests';
import * as managers from '../../../src/infrastructure/http/managers/requests';
import * as notifications from '../../../src/infrastructure/http/notifications/requests';
import * as organization from '../../../src/infrastructure/http/organization/requests';
import * as pins from '../../../src/infrastructure/http/pins/requests';
import * as remote from '../../../src/infrastructure/http/remote/requests';
import * as session from '../../../src/infrastructure/http/session/requests';
import { SignupPayloadCodec } from '../../../src/infrastructure/http/signup/codecs';
import * as signup from '../../../src/infrastructure/http/signup/requests';
import * as tokens from '../../../src/infrastructure/http/tokens/requests';

/**
 * Every request codec (what an adapter sends, what the demo world's MSW handlers read with) survives
 * its wire: for v1, encode as the form the adapter posts and decode as the server side reads it; for
 * v2 (and the error report, JSON by the spec), through JSON. fast-check gives the values: any text
 * (Japanese, spaces, & = [ ] + %, empty), numbers, booleans, null parts, empty and long lists.
 */

const awkward = fc.string({
  unit: fc.constantFrom('&', '=', '[', ']', '+', '%', ' ', '#', '?', '/', 'a', '日', '\n', '"', "'", '0'),
});
const text = fc.oneof(fc.string({ unit: 'grapheme' }), awkward);
const int = fc.integer({ min: -2_147_483_648, max: 2_147_483_647 });
const id = fc.nat();
const bool = fc.boolean();
const ids = fc.array(id, { maxLength: 40 });
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const optionalDate = fc.oneof(isoDate, fc.constant(null), fc.constant(undefined));

const weekly = fc.record({
  enable_monday: bool,
  enable_tuesday: bool,
  enable_wednesday: bool,
  enable_thursday: bool,
  enable_friday: bool,
  enable_saturday: bool,
  enable_sunday: bool,
});
const groupBody = fc.record({
  organization_id: id,
  name: text,
  enable_offline: bool,
  enable_remote: bool,
  group_term_of_validity: fc.record({
    duration: fc.option(fc.record({ duration_from: fc.maxSafeNat(), duration_in: int }), { nil: null }),
    daily: fc.option(fc.record({ daily_from: int, daily_in: int }), { nil: null }),
    weekly: fc.option(weekly, { nil: null }),
  }),
});
const address = { staff_name: text, tel: text, zip: text, prefecture: text, address: text };
const signupPayload = fc.record(
  {
    name: text,
    division: text,
    url: text,
    ...address,
    organization_type: fc.constantFrom(1 as const, 3 as const),
    amount: fc.maxSafeNat(),
    isDouble: bool,
    email_token: text,
    // never empty: the console fee line is always there (an object of empty lists alone would vanish from a form)
    subscription_attributes: fc.record({
      items: fc.array(fc.record({ name: text, price: fc.nat(), quantity: fc.nat() }), { minLength: 1, maxLength: 8 }),
    }),
    delivery_attributes: fc.record(address),
    constructions: fc.array(
      fc.record({
        priority: fc.constantFrom(1 as const, 2 as const, 3 as const),
        date: isoDate.map((d) => d.slice(0, 10)),
        time_slot: fc.constantFrom('morning' as const, 'daytime' as const, 'evening' as const),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    payjp_token: text,
  },
  {
    requiredKeys: [
      'name',
      'division',
      'url',
      'staff_name',
      'tel',
      'zip',
      'prefecture',
      'address',
      'organization_type',
      'amount',
      'isDouble',
      'email_token',
      'subscription_attributes',
    ],
  },
);

type Wire = 'form' | 'json';
interface Case {
  readonly name: string;
  readonly codec: t.Mixed;
  readonly value: fc.Arbitrary<unknown>;
  readonly wire: Wire;
}

const CASES: ReadonlyArray<Case> = [
  { name: 'account.RenameRequest', codec: account.RenameRequest, value: fc.record({ name: text }), wire: 'form' },
  {
    name: 'account.PasswordResetRequestRequest',
    codec: account.PasswordResetRequestRequest,
    value: fc.record({ email: text }),
    wire: 'json',
  },
  {
    name: 'account.PasswordResetRequest',
    codec: account.PasswordResetRequest,
    value: fc.record({ password_reset_token: text, new_password: text }),
    wire: 'json',
  },
  {
    name: 'account.InvitationRegisterRequest',
    codec: account.InvitationRegisterRequest,
    value: fc.record({ name: text, password: text }),
    wire: 'form',
  },
  {
    name: 'cards.CardUpdateRequest',
    codec: cards.CardUpdateRequest,
    value: fc.record({ name: text, guest_id: fc.option(id, { nil: null }) }, { requiredKeys: ['name'] }),
    wire: 'form',
  },
  {
    name: 'cards.PadCardsRequest',
    codec: cards.PadCardsRequest,
    value: fc.record({
      pad_id: id,
      cards: fc.array(fc.record({ card_master_id: id, from: optionalDate, to: optionalDate }), { maxLength: 5 }),
    }),
    wire: 'json',
  },
  {
    name: 'groups.GroupGuestsRequest',
    codec: groups.GroupGuestsRequest,
    value: fc.record({ group_ids: ids, guest_ids: ids }),
    wire: 'form',
  },
  {
    name: 'groups.GroupInvitationsRequest',
    codec: groups.GroupInvitationsRequest,
    value: fc.record({ group_id: id, guest_ids: ids }),
    wire: 'form',
  },
  { name: 'groups.GroupBodyCodec (create and update)', codec: GroupBodyCodec, value: groupBody, wire: 'form' },
  {
    name: 'guests.GuestCreateRequest',
    codec: guests.GuestCreateRequest,
    value: fc.record({ organization_id: id, name: text, email: text, enable_pay_per_guests: bool }),
    wire: 'form',
  },
  {
    name: 'guests.ConnectionRequestRequest',
    codec: guests.ConnectionRequestRequest,
    value: fc.record({ organization_id: id, guest_ids: ids }),
    wire: 'form',
  },
  {
    name: 'guests.GuestRenameRequest',
    codec: guests.GuestRenameRequest,
    value: fc.record({ name: text }),
    wire: 'form',
  },
  {
    name: 'guests.GuestGroupsRequest',
    codec: guests.GuestGroupsRequest,
    value: fc.record({ guest_id: id, group_ids: ids }),
    wire: 'form',
  },
  {
    name: 'linking.CodeRequestRequest',
    codec: linking.CodeRequestRequest,
    value: fc.record({ email: text }),
    wire: 'form',
  },
  { name: 'linking.UnlinkRequest', codec: linking.UnlinkRequest, value: fc.record({ secret: text }), wire: 'form' },
  {
    name: 'linking.LinkRequestBody',
    codec: linking.LinkRequestBody,
    value: fc.record({ email: text, password: text, secret: text }),
    wire: 'json',
  },
  {
    name: 'locks.LockSettingRequest',
    codec: locks.LockSettingRequest,
    value: fc.record({ lock_name: text, on_upside: bool }),
    wire: 'form',
  },
  {
    name: 'locks.GroupLocksRequest',
    codec: locks.GroupLocksRequest,
    value: fc.record({ group_ids: ids, lock_ids: ids }),
    wire: 'form',
  },
  {
    name: 'managers.InviteRequest',
    codec: managers.InviteRequest,
    value: fc.record({ organization_id: id, email: text }),
    wire: 'form',
  },
  {
    name: 'notifications.NotificationsAddRequest',
    codec: notifications.NotificationsAddRequest,
    value: fc.record({ organization_id: id, emails: fc.array(text, { maxLength: 5 }) }),
    wire: 'form',
  },
  {
    name: 'notifications.NotifySwitchRequest',
    codec: notifications.NotifySwitchRequest,
    value: fc.record({ notify_lock_status: bool }),
    wire: 'form',
  },
  {
    name: 'organization.InvoiceRequestRequest',
    codec: organization.InvoiceRequestRequest,
    value: fc.record({ organization_id: id }),
    wire: 'form',
  },
  {
    name: 'organization.CreditCardRequest',
    codec: organization.CreditCardRequest,
    value: fc.record({ token: text, organization_id: id }),
    wire: 'form',
  },
  {
    name: 'pins.PadPinRequest',
    codec: pins.PadPinRequest,
    value: fc.record({
      pad_id: id,
      pin: fc.stringMatching(/^\d{4,8}$/),
      name: text,
      from: optionalDate,
      to: optionalDate,
    }),
    wire: 'json',
  },
  {
    name: 'remote.JobRequest',
    codec: remote.JobRequest,
    value: fc.record({ job_type: fc.constantFrom('open', 'close', 'read_status') }),
    wire: 'json',
  },
  {
    name: 'session.SessionRequest',
    codec: session.SessionRequest,
    value: fc.record({ email: text, password: text }),
    wire: 'json',
  },
  {
    name: 'session.ErrorReportRequest',
    codec: session.ErrorReportRequest,
    value: fc.record({ url: text, error_json: fc.dictionary(fc.string(), fc.oneof(text, int, bool)) }),
    wire: 'json',
  },
  {
    name: 'signup.ProvisionalRegistrationRequest',
    codec: signup.ProvisionalRegistrationRequest,
    value: fc.record({ email: text }),
    wire: 'form',
  },
  { name: 'signup.SignupPayloadCodec', codec: SignupPayloadCodec, value: signupPayload, wire: 'form' },
  {
    name: 'tokens.TokenIssueRequest',
    codec: tokens.TokenIssueRequest,
    value: fc.record({ application_name: text, organization_id: id }),
    wire: 'json',
  },
];

const throughTheWire = (wire: Wire, value: unknown): unknown =>
  wire === 'form' ? formDecode(formEncode(value)) : JSON.parse(JSON.stringify(value));

describe('request codecs round-trip through their wire (encode, then decode as the server reads it, gives back the value)', () => {
  it.each(CASES.map((c) => [`${c.name} (${c.wire})`, c] as const))('%s', (_name, c) => {
    fc.assert(
      fc.property(c.value, (value) => {
        const sent = c.codec.encode(value);
        expect(c.codec.decode(throughTheWire(c.wire, sent))).toEqual(E.right(value));
      }),
      { numRuns: 200 },
    );
  });

  it('covers every request codec of every feature (a new one must be added here)', () => {
    const modules = {
      account,
      cards,
      groups,
      guests,
      linking,
      locks,
      managers,
      notifications,
      organization,
      pins,
      remote,
      session,
      signup,
      tokens,
    };
    const exported = Object.entries(modules).flatMap(([feature, m]) =>
      Object.entries(m)
        .filter(([, v]) => v instanceof t.Type)
        .map(([name]) => `${feature}.${name}`),
    );
    const covered = new Set(CASES.map((c) => c.name));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('the form wire is the one v1 servers read: nesting in brackets, lists as name[], lists of objects indexed, null as the bare key', () => {
    expect(formEncode({ a: { b: [1, 2] }, list: [{ x: 'y z' }], off: null, skipped: undefined, empty: [] })).toBe(
      'a%5Bb%5D%5B%5D=1&a%5Bb%5D%5B%5D=2&list%5B0%5D%5Bx%5D=y+z&off',
    );
  });
});
