/** One line of a card payment statement. taxRate is in percent (10 means 10%). */
export interface StatementItem {
  readonly name: string;
  readonly unitPrice: number;
  readonly quantity: number;
  readonly totalAmount: number;
  readonly taxRate: number;
}

/** The card payment statement (card_payment_histories/{id}). invoiceDate is an ISO date. */
export interface PaymentCardStatement {
  readonly id: string;
  readonly organizationName: string;
  readonly invoiceDate: string;
  readonly billingPeriod: string;
  readonly taxExclusivePrice: number;
  readonly taxOnlyPrice: number;
  readonly taxInclusivePrice: number;
  readonly items: ReadonlyArray<StatementItem>;
}

export interface TaxBreakdownRow {
  /** In percent: 10 or 8. */
  readonly rate: number;
  readonly base: number;
  readonly tax: number;
}

export interface TaxBreakdown {
  readonly standard: TaxBreakdownRow;
  readonly reduced: TaxBreakdownRow;
}

/** The 10% rows carry the statement's subtotal and tax; the 8% rows are always 0 yen. */
export const taxBreakdownOf = (
  statement: Pick<PaymentCardStatement, 'taxExclusivePrice' | 'taxOnlyPrice'>,
): TaxBreakdown => ({
  standard: { rate: 10, base: statement.taxExclusivePrice, tax: statement.taxOnlyPrice },
  reduced: { rate: 8, base: 0, tax: 0 },
});

/** 10 → 10% */
export const formatTaxRate = (percent: number): string => `${percent}%`;
