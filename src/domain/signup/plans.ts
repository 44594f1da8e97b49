import { MONTHLY_PRICES, taxOf } from '../organization/pricing';
import type { Validator } from '../shared/validation';
import { SIGNUP_MESSAGES } from './messages';

/** The quantities as typed on step 3 (strings: the rules of account-billing-signup §5 judge the typing itself). */
export interface PlanQuantities {
  readonly basic: string;
  readonly pro: string;
  readonly lock: string;
  readonly lockBuiltIn: string;
  readonly pad: string;
}

export type QuantityKey = keyof PlanQuantities;

export const QUANTITY_KEYS: ReadonlyArray<QuantityKey> = ['basic', 'pro', 'lock', 'lockBuiltIn', 'pad'];

/** A new application starts with one Basic plan and nothing else. */
export const INITIAL_QUANTITIES: PlanQuantities = { basic: '1', pro: '0', lock: '0', lockBuiltIn: '0', pad: '0' };

/** Names as the contract spells them (account-billing-signup §3), and the console usage fee line. */
export const LINE_NAMES = {
  console: 'console',
  basic: 'basic',
  pro: 'pro',
  lock: 'qriolock',
  lockBuiltIn: 'qriolock_built_in',
  pad: 'qriopad',
} as const;

export const LINE_LABELS = {
  console: '管理コンソール利用料',
  basic: 'ベーシックプラン',
  pro: 'プロプラン',
  lock: 'オプション：ロック',
  lockBuiltIn: 'オプション：ロック（組込型）',
  pad: 'オプション：パッド',
} as const;

export const QUANTITY_MAX_DIGITS = 3;

/**
 * account-billing-signup §5, in the order a typist trips over them: a decimal point, full-width digits,
 * anything else that is not a number, then more than 3 digits.
 */
export const validateQuantity: Validator<string | null | undefined> = (value) => {
  const typed = (value ?? '').trim();
  if (typed.includes('.') || typed.includes('．')) return SIGNUP_MESSAGES.quantityDecimal;
  if (/[０-９]/.test(typed)) return SIGNUP_MESSAGES.quantityHalfWidth;
  if (!/^\d+$/.test(typed)) return SIGNUP_MESSAGES.quantityNumber;
  return typed.length > QUANTITY_MAX_DIGITS ? SIGNUP_MESSAGES.quantityDigits : undefined;
};

export type Counts = Readonly<Record<QuantityKey, number>>;

/** The counts of valid quantities; undefined while any field is invalid. */
export const countsOf = (quantities: PlanQuantities): Counts | undefined => {
  if (QUANTITY_KEYS.some((key) => validateQuantity(quantities[key]) !== undefined)) return undefined;
  return {
    basic: Number(quantities.basic),
    pro: Number(quantities.pro),
    lock: Number(quantities.lock),
    lockBuiltIn: Number(quantities.lockBuiltIn),
    pad: Number(quantities.pad),
  };
};

/** Pads allowed: 2 per Basic plan and 1 per Pro plan (account-billing-signup §2 notice). */
export const padLimitOf = (counts: Pick<Counts, 'basic' | 'pro'>): number => counts.basic * 2 + counts.pro;

/** Lock options allowed: one extra lock (either kind) per plan (account-billing-signup §2 notice). */
export const lockOptionLimitOf = (counts: Pick<Counts, 'basic' | 'pro'>): number => counts.basic + counts.pro;

export type QuantityErrors = Partial<Record<QuantityKey, string>>;

/** Every rule of step 3 on the quantities, as field errors (the plan rule sits on basic). */
export const validateQuantities = (quantities: PlanQuantities): QuantityErrors => {
  const errors: Partial<Record<QuantityKey, string>> = {};
  for (const key of QUANTITY_KEYS) {
    const message = validateQuantity(quantities[key]);
    if (message !== undefined) errors[key] = message;
  }
  const counts = countsOf(quantities);
  if (!counts) return errors;
  if (counts.basic + counts.pro === 0) errors.basic = SIGNUP_MESSAGES.planRequired;
  if (counts.lock + counts.lockBuiltIn > lockOptionLimitOf(counts)) errors.lock = SIGNUP_MESSAGES.lockOptionsOverLimit;
  if (counts.pad > padLimitOf(counts)) errors.pad = SIGNUP_MESSAGES.padOverLimit;
  return errors;
};

export type LineKey = keyof typeof LINE_NAMES;

/** account-billing-signup §3: a plan or option line (name, price, quantity). */
export interface FeeLine {
  readonly key: LineKey;
  readonly name: string;
  readonly label: string;
  readonly price: number;
  readonly quantity: number;
  readonly amount: number;
}

export interface FeeTable {
  readonly lines: ReadonlyArray<FeeLine>;
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
}

const line = (key: LineKey, quantity: number): FeeLine => ({
  key,
  name: LINE_NAMES[key],
  label: LINE_LABELS[key],
  price: MONTHLY_PRICES[key],
  quantity,
  amount: MONTHLY_PRICES[key] * quantity,
});

/** Every line, the console fee first (always 1), each price × quantity; tax = floor(rate × subtotal). */
export const feeTableOf = (counts: Counts, taxRate: number): FeeTable => {
  const lines = [line('console', 1), ...QUANTITY_KEYS.map((key) => line(key, counts[key]))];
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const tax = taxOf(taxRate, subtotal);
  return { lines, subtotal, tax, total: subtotal + tax };
};

/** Installation dates are asked for when at least one Pro plan is chosen. */
export const needsInstallation = (counts: Counts | undefined): boolean => (counts?.pro ?? 0) >= 1;
