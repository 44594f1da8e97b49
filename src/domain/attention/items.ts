import type { KeypadSide } from '../keypads/keypadSide';

/**
 * 要対応: one thing a manager should act on today, with the record that fixes it. The fix names the record and what
 * to open on it, never a route (the screens map it to their routes).
 */
export type AttentionKind =
  'battery' | 'hub' | 'registrationFailed' | 'endingSoon' | 'connectionPending' | 'cardWithoutUser';

/** The kinds in the order the screen lists them. */
export const ATTENTION_KINDS: ReadonlyArray<AttentionKind> = [
  'battery',
  'hub',
  'registrationFailed',
  'endingSoon',
  'connectionPending',
  'cardWithoutUser',
];

export type AttentionFix =
  /** The lock's settings (its device info: batteries, hub). */
  | { readonly kind: 'lockSettings'; readonly lockId: number }
  /** 扉の状態, where the door is read again. */
  | { readonly kind: 'doorStates'; readonly lockId: number }
  /** A keypad's PINs or cards, where a failed one is registered again and a period changed. */
  | {
      readonly kind: 'keypadPins' | 'keypadCards';
      readonly lockId: number;
      readonly keypadId: number;
      readonly side: KeypadSide | null;
    }
  | { readonly kind: 'group'; readonly groupId: number }
  /** The guest, whose connection request is sent again from the unconnected guests. */
  | { readonly kind: 'guestConnection'; readonly guestId: number; readonly guestName: string }
  /** The card's user setting (a card without a user goes to its registration). */
  | { readonly kind: 'cardUser'; readonly cardId: number };

export interface AttentionItem {
  /**
   * What 確認済み is kept by: the kind, the record and the condition (a battery's level, an end, a request's date),
   * so a condition that changes (空 after 少, a new end) comes back even on the day it was acknowledged.
   */
  readonly key: string;
  readonly kind: AttentionKind;
  /** What it is: 本社 正面玄関・サブロック, 暗証番号「清掃業者」. */
  readonly subject: string;
  /** Why: 電池残量：少, 本社 正面玄関・屋外側, 2026年12月1日(火) 10:00 に期限切れ. */
  readonly detail: string;
  /** When it ends (endingSoon only), or when the request was sent (connectionPending). */
  readonly when: Date | null;
  readonly fix: AttentionFix;
}

// by code point (as the access review): an ICU collation costs ~10 µs a comparison on a large organization
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Kind by kind in the screen's order; ending items soonest first; otherwise by subject, then detail. */
export const sortAttention = (items: ReadonlyArray<AttentionItem>): ReadonlyArray<AttentionItem> =>
  [...items].sort(
    (a, b) =>
      ATTENTION_KINDS.indexOf(a.kind) - ATTENTION_KINDS.indexOf(b.kind) ||
      (a.kind === 'endingSoon' ? (a.when?.getTime() ?? 0) - (b.when?.getTime() ?? 0) : 0) ||
      byText(a.subject, b.subject) ||
      byText(a.detail, b.detail),
  );
