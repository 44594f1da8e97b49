/** Monthly prices before tax (account-billing-signup §9). lockBuiltIn is the contract's qriolock_built_in (lock R). */
export const MONTHLY_PRICES = {
  console: 4500,
  basic: 1400,
  pro: 2800,
  lock: 1000,
  lockBuiltIn: 2400,
  pad: 1000,
} as const;

/**
 * Tax = floor(rate × subtotal), rate as a fraction (0.1). The rate is taken in
 * hundredths of a percent first so that 0.29 × 100 is 29, not 28.999….
 */
export const taxOf = (rate: number, subtotal: number): number =>
  Math.floor((Math.round(rate * 10_000) * subtotal) / 10_000);
