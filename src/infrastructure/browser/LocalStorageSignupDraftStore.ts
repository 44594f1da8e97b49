import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { SignupDraftStore } from '../../application/ports/SignupDraftStore';
import { EMPTY_ADDRESS, type Address } from '../../domain/signup/address';
import { draftOf, EMPTY_DRAFT, type SignupDraft, type WizardStep } from '../../domain/signup/draft';
import { isTimeSlot, PRIORITIES, type InstallationChoice, type Priority } from '../../domain/signup/installation';

const PREFIX = 'qrio-console.signup-draft.';

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

/** The wizard's draft in localStorage, one per mail-link token; a store that refuses simply forgets. */
export class LocalStorageSignupDraftStore implements SignupDraftStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {}

  load(token: string): SignupDraft | undefined {
    let raw: string | null = null;
    try {
      raw = this.storage?.getItem(PREFIX + token) ?? null;
    } catch {
      return undefined;
    }
    if (!raw) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return undefined;
    }
    const decoded = StoredDraft.decode(parsed);
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
      this.storage?.setItem(PREFIX + token, JSON.stringify(draftOf(draft)));
    } catch {
      // keeping the draft is a convenience; the wizard works without it
    }
  }

  clear(token: string): void {
    try {
      this.storage?.removeItem(PREFIX + token);
    } catch {
      // nothing to clear
    }
  }
}
