/**
 * Made at the first amount shown, not when the module is evaluated: the page's first Intl formatter loads the
 * locale's data, 50 ms on a desktop CPU (200 at a phone's 4x), and the module is on the way to every console page
 * (the guests' fee notice imports it) while most of them show no amount.
 */
let yen: Intl.NumberFormat | null = null;

/** 1,540円: the one way the console shows money. */
export const formatYen = (amount: number): string =>
  `${(yen ??= new Intl.NumberFormat('ja-JP')).format(Math.trunc(amount))}円`;
