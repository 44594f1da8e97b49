import { describe, expect, it } from 'vitest';
import {
  amountOf,
  descriptionOf,
  PAYMENT_HISTORY_FIRST_PAGE,
  PAYMENT_HISTORY_PAGE_SIZE,
  paymentStatusLabelOf,
  paymentStatusOf,
  toPaymentHistoryLine,
  type InvoiceHistoryRow,
} from '../../../src/domain/organization/paymentHistory';

const row = (over: Partial<InvoiceHistoryRow> = {}): InvoiceHistoryRow => ({
  id: 7,
  createdAt: '2026-12-01T00:30:00+09:00',
  month: '202611',
  price: 12400,
  tax: 1240,
  succeeded: true,
  ...over,
});

describe('payment history', () => {
  it('amount is price plus tax', () => {
    expect(amountOf(row())).toBe(13640);
    expect(amountOf({ price: 0, tax: 0 })).toBe(0);
  });
  it('description is the year-month usage fee of the YYYYMM month', () => {
    expect(descriptionOf(row())).toBe('2026年11月ご利用料金');
    expect(descriptionOf(row({ month: '202601' }))).toBe('2026年1月ご利用料金');
    expect(descriptionOf(row({ month: '202613' }))).toBe('-');
    expect(descriptionOf(row({ month: '2026-11' }))).toBe('-');
  });
  it('succeeded true is completed (完了), false is failed (失敗)', () => {
    expect(paymentStatusOf(row({ succeeded: true }))).toBe('completed');
    expect(paymentStatusOf(row({ succeeded: false }))).toBe('failed');
    expect(paymentStatusLabelOf('completed')).toBe('完了');
    expect(paymentStatusLabelOf('failed')).toBe('失敗');
  });
  it('shows the latest 12 months from page 1', () => {
    expect(PAYMENT_HISTORY_PAGE_SIZE).toBe(12);
    expect(PAYMENT_HISTORY_FIRST_PAGE).toBe(1);
  });
  it('a completed row shows payment date, description, yen amount and a detail link', () => {
    expect(toPaymentHistoryLine(row())).toEqual({
      id: 7,
      paidOn: '2026年12月1日(火)',
      description: '2026年11月ご利用料金',
      amount: '13,640円',
      status: 'completed',
      statusLabel: '完了',
      link: 'detail',
    });
  });
  it('a failed row shows a contact-us link instead of the detail link', () => {
    const line = toPaymentHistoryLine(row({ succeeded: false }));
    expect(line.statusLabel).toBe('失敗');
    expect(line.link).toBe('contact');
  });
  it('the payment date is the Japan date even when the server sends UTC', () => {
    expect(toPaymentHistoryLine(row({ createdAt: '2026-11-30T15:30:00Z' })).paidOn).toBe('2026年12月1日(火)');
  });
});
