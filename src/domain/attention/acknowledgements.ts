import type { AttentionItem } from './items';

/**
 * 確認済み for the day: the items a manager marked today, kept in this browser per organization and manager (spec
 * silent: the console's own). A mark counts on the Japan day it was made only: the next day every item still true
 * shows again. An item whose condition changed has another key (items.ts) and shows again at once.
 */
export interface Acknowledgements {
  /** YYYY-MM-DD, the Japan day the marks were made. */
  readonly date: string;
  readonly keys: ReadonlySet<string>;
}

export const noAcknowledgements = (today: string): Acknowledgements => ({ date: today, keys: new Set() });

/** The marks kept, for today: another day's (or an unreadable text) are none. */
export const parseAcknowledgements = (stored: string | null, today: string): Acknowledgements => {
  if (stored === null) return noAcknowledgements(today);
  try {
    const parsed: unknown = JSON.parse(stored);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('date' in parsed) ||
      !('keys' in parsed) ||
      parsed.date !== today ||
      !Array.isArray(parsed.keys)
    )
      return noAcknowledgements(today);
    return { date: today, keys: new Set(parsed.keys.filter((k): k is string => typeof k === 'string')) };
  } catch {
    return noAcknowledgements(today);
  }
};

export const serializeAcknowledgements = (marks: Acknowledgements): string =>
  JSON.stringify({ date: marks.date, keys: [...marks.keys].sort() });

/** The marks with these items added for today (another day's marks are dropped: they no longer count). */
export const acknowledge = (marks: Acknowledgements, keys: ReadonlyArray<string>, today: string): Acknowledgements => ({
  date: today,
  keys: new Set([...(marks.date === today ? marks.keys : []), ...keys]),
});

/** A mark taken back (the manager un-ticks 確認済み). */
export const unacknowledge = (marks: Acknowledgements, key: string, today: string): Acknowledgements => ({
  date: today,
  keys: new Set([...(marks.date === today ? marks.keys : [])].filter((k) => k !== key)),
});

export interface AttentionView {
  /** The items still to see today: the count beside the menu entry. */
  readonly open: ReadonlyArray<AttentionItem>;
  readonly acknowledged: ReadonlyArray<AttentionItem>;
}

export const splitAcknowledged = (items: ReadonlyArray<AttentionItem>, marks: Acknowledgements): AttentionView => ({
  open: items.filter((item) => !marks.keys.has(item.key)),
  acknowledged: items.filter((item) => marks.keys.has(item.key)),
});
