// Made when the module is evaluated, on purpose: the page's first Intl formatter loads the locale's data (about 50 ms
// at a desktop's speed). Made lazily (tried 2026-11-27) that cost moved into luxon's first formatter, on the large
// organization's 鍵グループ first visit: 780 → 1,188 ms, its longest task 89 → 330 ms at a phone's 4x.
const YEN = new Intl.NumberFormat('ja-JP');

/** 1,540円: the one way the console shows money. */
export const formatYen = (amount: number): string => `${YEN.format(Math.trunc(amount))}円`;
