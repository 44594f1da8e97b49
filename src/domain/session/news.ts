/** Abstracts are cut at 120 characters by default (account-billing-signup §9): the login's latest-news banner. */
const ABSTRACT_MAX = 120;

/**
 * A news item's text as the banner shows it: at most 120 characters as a person counts them (surrogate pairs once),
 * then '…' when something was cut (ours: the spec gives the length, not the mark). The link leads to the whole text.
 */
export const abstractOf = (text: string, max = ABSTRACT_MAX): string => {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
};
