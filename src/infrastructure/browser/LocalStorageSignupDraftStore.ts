import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Clock } from '../../application/ports/Clock';
import type { SignupDraftStore } from '../../application/signup/ports/SignupDraftStore';
import { EMPTY_ADDRESS, type Address } from '../../domain/signup/address';
import {
  draftOf,
  EMPTY_DRAFT,
  SIGNUP_DRAFT_MAX_AGE_MS,
  type SignupDraft,
  type WizardStep,
} from '../../domain/signup/draft';
import { isTimeSlot, PRIORITIES, type InstallationChoice, type Priority } from '../../domain/signup/installation';
import { SIGNUP_DRAFT_KEY } from './signupDraftKey';

/**
 * The one slot of the wizard's draft. Not keyed by the mail-link token: the token is a secret and a storage key
 * is listed by every tool that shows storage. The slot holds a fingerprint of the link (LINK_OF) only to tell
 * whether the draft is this link's; a second link's draft replaces the first (one application at a time).
 */
/** Older builds kept one draft per token under this prefix (the token in the key): removed when seen. */
const LEGACY_PREFIX = 'qrio-console.signup-draft.';

/**
 * A 53-bit fingerprint of the mail-link token (cyrb53): enough to tell two links apart, too short to stand for
 * the token (it is no key to anything; the draft holds no secret either).
 */
const linkOf = (token: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

const Slot = t.type({ savedAt: t.number, link: t.string, draft: t.unknown });

const Text = t.string;
const AddressCodec = t.type({ staffName: Text, tel: Text, zip: Text, prefecture: Text, address: Text });
/**
 * A stored draft is our own writing but may be from an older console: decoded leniently, field
 * group by field group, so one changed part does not throw the rest away.
 */
const StoredDraft = t.partial({
  step: t.number,
  company: t.type({ name: Text, division: Text, url: Text, address: AddressCodec }),
  quantities: t.type({ basic: Text, pro: Text, lock: Text, lockBuiltIn: Text, pad: Text }),
  installation: t.array(t.type({ priority: t.number, date: Text, timeSlot: Text })),
  delivery: t.union([t.literal('same'), t.literal('different')]),
  deliveryAddress: AddressCodec,
  payment: t.union([t.literal('invoice'), t.literal('card')]),
});

const stepOf = (n: number | undefined): WizardStep => (n === 2 || n === 3 || n === 4 || n === 5 || n === 6 ? n : 2);

const choicesOf = (
  stored: ReadonlyArray<{ priority: number; date: string; timeSlot: string }> | undefined,
): InstallationChoice[] =>
  (stored ?? [])
    .filter((c): c is { priority: Priority; date: string; timeSlot: string } =>
      PRIORITIES.includes(c.priority as Priority),
    )
    .map((c) => ({
      priority: c.priority,
      date: /^\d{4}-\d{2}-\d{2}$/.test(c.date) ? c.date : '',
      timeSlot: isTimeSlot(c.timeSlot) ? c.timeSlot : '',
    }));

const addressOf = (a: Address | undefined): Address => a ?? EMPTY_ADDRESS;

/**
 * The wizard's draft in localStorage: one slot, this mail link's only (the link's fingerprint inside), 7 days at
 * most, dropped by a logout (AuthStore.clear); a store that refuses simply forgets.
 */
export class LocalStorageSignupDraftStore implements SignupDraftStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null,
    private readonly clock: Clock,
  ) {}

  load(token: string): SignupDraft | undefined {
    let raw: string | null = null;
    try {
      this.removeLegacy();
      raw = this.storage?.getItem(SIGNUP_DRAFT_KEY) ?? null;
    } catch {
      return undefined;
    }
    if (!raw) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.forget();
      return undefined;
    }
    const slot = Slot.decode(parsed);
    if (E.isLeft(slot)) return undefined;
    const age = this.clock.now().getTime() - slot.right.savedAt;
    if (age > SIGNUP_DRAFT_MAX_AGE_MS || age < -60_000) {
      // expired: removed, not only ignored
      this.forget();
      return undefined;
    }
    // another link's draft is not this one's (and stays until replaced or expired)
    if (slot.right.link !== linkOf(token)) return undefined;
    const decoded = StoredDraft.decode(slot.right.draft);
    if (E.isLeft(decoded)) return undefined;
    const d = decoded.right;
    return {
      step: stepOf(d.step),
      company: d.company ? { ...d.company, address: addressOf(d.company.address) } : EMPTY_DRAFT.company,
      quantities: d.quantities ?? EMPTY_DRAFT.quantities,
      installation: choicesOf(d.installation),
      delivery: d.delivery ?? EMPTY_DRAFT.delivery,
      deliveryAddress: addressOf(d.deliveryAddress),
      payment: d.payment ?? EMPTY_DRAFT.payment,
    };
  }

  save(token: string, draft: SignupDraft): void {
    try {
      // draftOf copies the draft's own fields only: card data and the terms tick are never written
      const slot = { savedAt: this.clock.now().getTime(), link: linkOf(token), draft: draftOf(draft) };
      this.storage?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(slot));
    } catch {
      // keeping the draft is a convenience; the wizard works without it
    }
  }

  clear(token: string): void {
    try {
      const raw = this.storage?.getItem(SIGNUP_DRAFT_KEY);
      const slot = raw ? Slot.decode(JSON.parse(raw)) : null;
      // only this link's draft: a draft of another link is not this wizard's to clear
      if (slot === null || E.isLeft(slot) || slot.right.link === linkOf(token)) this.forget();
    } catch {
      this.forget();
    }
  }

  private forget(): void {
    try {
      this.storage?.removeItem(SIGNUP_DRAFT_KEY);
    } catch {
      // nothing to clear
    }
  }

  private removeLegacy(): void {
    const storage = this.storage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k?.startsWith(LEGACY_PREFIX) === true,
    );
    keys.forEach((k) => storage.removeItem(k));
  }
}
