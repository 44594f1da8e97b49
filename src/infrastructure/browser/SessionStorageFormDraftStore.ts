import type { Clock } from '../../application/ports/Clock';
import type { FormDraftStore } from '../../application/ports/FormDraftStore';
import {
  draftableValues,
  isDraftExpired,
  type DraftKey,
  type DraftValues,
  type FormDraft,
} from '../../domain/shared/formDraft';

/** Every draft's key starts so: AuthStore.expire keeps these, AuthStore.clear drops them. */
export const DRAFT_KEY_PREFIX = 'qrio-console.draft:';

/** This tab's sessionStorage, or null where there is none (node). */
export const tabStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage refused (privacy settings): no drafts, nothing breaks
    return null;
  }
};

// the manager and the organization lead the key: another manager signing in on this tab never reads this one's draft
const keyOf = ({ managerId, organizationId, path, formId }: DraftKey): string =>
  `${DRAFT_KEY_PREFIX}${managerId ?? '-'}:${organizationId ?? '-'}:${path}:${formId}`;

interface Stored {
  readonly savedAt: number;
  readonly typed: DraftValues;
  readonly base: DraftValues;
}

const isValues = (value: unknown): value is DraftValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// a draft of an older build (all values, no base) does not decode: it is removed, never restored over a record
const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).savedAt === 'number' &&
  isValues((value as Stored).typed) &&
  isValues((value as Stored).base);

/** Drafts in this tab's sessionStorage (never localStorage: another tab or the next session must not see them). */
export class SessionStorageFormDraftStore implements FormDraftStore {
  constructor(
    private readonly storage: () => Storage | null,
    private readonly clock: Clock,
  ) {}

  load(key: DraftKey): FormDraft | null {
    const storage = this.storage();
    if (!storage) return null;
    this.sweep(storage);
    const raw = storage.getItem(keyOf(key));
    if (raw === null) return null;
    try {
      const stored: unknown = JSON.parse(raw);
      // a secret that got in somehow (an older build) is still never handed back
      if (!isStored(stored)) {
        storage.removeItem(keyOf(key));
        return null;
      }
      return { typed: draftableValues(stored.typed), base: draftableValues(stored.base) };
    } catch {
      storage.removeItem(keyOf(key));
      return null;
    }
  }

  save(key: DraftKey, draft: FormDraft): void {
    const storage = this.storage();
    if (!storage) return;
    const stored: Stored = {
      savedAt: this.clock.now().getTime(),
      typed: draftableValues(draft.typed),
      base: draftableValues(draft.base),
    };
    try {
      storage.setItem(keyOf(key), JSON.stringify(stored));
    } catch {
      // storage full: the draft is a help, not a promise; the form itself still holds the input
    }
  }

  drop(key: DraftKey): void {
    this.storage()?.removeItem(keyOf(key));
  }

  /** Drafts older than 30 minutes are removed, not only ignored. */
  private sweep(storage: Storage): void {
    const now = this.clock.now().getTime();
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k?.startsWith(DRAFT_KEY_PREFIX) === true,
    );
    for (const key of keys) {
      try {
        const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        if (!isStored(stored) || isDraftExpired(stored.savedAt, now)) storage.removeItem(key);
      } catch {
        storage.removeItem(key);
      }
    }
  }
}
