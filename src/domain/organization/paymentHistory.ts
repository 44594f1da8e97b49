import { formatJapaneseDate, formatYearMonth } from '../shared/dates';
import { formatYen } from '../shared/money';
import { pageWithoutTotal, type Page } from '../shared/paging';
import { PAYMENT_HISTORY_TEXTS } from './messages';

/** One monthly card payment (invoice_histories). */
export interface InvoiceHistoryRow {
  readonly id: number;
  readonly createdAt: string;
  /** YYYYMM */
  readonly month: string;
  readonly price: number;
  readonly tax: number;
  readonly succeeded: boolean;
}

/** 12 rows a page from page 1 (account-billing-signup §9); the pager reaches the whole history. */
export const PAYMENT_HISTORY_PAGE_SIZE = 12;
export const PAYMENT_HISTORY_FIRST_PAGE = 1;

export type PaymentStatus = 'completed' | 'failed';

export const amountOf = (row: Pick<InvoiceHistoryRow, 'price' | 'tax'>): number => row.price + row.tax;

export const paymentStatusOf = (row: Pick<InvoiceHistoryRow, 'succeeded'>): PaymentStatus =>
  row.succeeded ? 'completed' : 'failed';

export const paymentStatusLabelOf = (status: PaymentStatus): string =>
  status === 'completed' ? PAYMENT_HISTORY_TEXTS.completed : PAYMENT_HISTORY_TEXTS.failed;

const YEAR_MONTH = /^(\d{4})(0[1-9]|1[0-2])$/;

/** 202611 → 2026年11月ご利用料金; a month that is not YYYYMM shows '-'. */
export const descriptionOf = (row: Pick<InvoiceHistoryRow, 'month'>): string => {
  const match = YEAR_MONTH.exec(row.month);
  if (!match) return '-';
  return `${formatYearMonth(Number(match[1]), Number(match[2]))}${PAYMENT_HISTORY_TEXTS.usageFeeSuffix}`;
};

/** A ready-made table row: completed rows link to the statement, failed ones to contact us. */
export interface PaymentHistoryLine {
  readonly id: number;
  readonly paidOn: string;
  readonly description: string;
  readonly amount: string;
  readonly status: PaymentStatus;
  readonly statusLabel: string;
  readonly link: 'detail' | 'contact';
}

export const toPaymentHistoryLine = (row: InvoiceHistoryRow): PaymentHistoryLine => {
  const status = paymentStatusOf(row);
  return {
    id: row.id,
    paidOn: formatJapaneseDate(row.createdAt),
    description: descriptionOf(row),
    amount: formatYen(amountOf(row)),
    status,
    statusLabel: paymentStatusLabelOf(status),
    link: status === 'completed' ? 'detail' : 'contact',
  };
};

/**
 * The spec shows `invoice_histories` only: when a server sends no total, a full page means there may be
 * another one, so the pager offers the next page; a short page is the last one.
 */
export const pageOfHistory = (
  rows: ReadonlyArray<InvoiceHistoryRow>,
  page: number,
  perPage: number,
  total: number | undefined,
): Page<InvoiceHistoryRow> =>
  // the size is the spec's (12, account-billing-signup §9), not only what was asked: a shorter page is the last
  total === undefined ? pageWithoutTotal(rows, page, perPage) : { items: rows, total, page, perPage };
