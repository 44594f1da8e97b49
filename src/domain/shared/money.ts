const YEN = new Intl.NumberFormat('ja-JP');

/** 1,540円: the one way the console shows money. */
export const formatYen = (amount: number): string => `${YEN.format(Math.trunc(amount))}円`;
