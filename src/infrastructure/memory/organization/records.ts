/** The contract data the world keeps per organization, as the server would store it. */
export interface DeliveryRecord {
  name: string | null;
  zip: string;
  prefecture: string;
  address: string;
  staffName: string;
  tel: string;
}

export interface PaymentCardOnFileRecord {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface InvoiceHistoryRecord {
  id: number;
  createdAt: string;
  /** YYYYMM */
  month: string;
  price: number;
  tax: number;
  succeeded: boolean;
}

export interface StatementItemRecord {
  name: string;
  unitPrice: number;
  quantity: number;
  totalAmount: number;
  taxRate: number;
}

/** A card payment statement; its id is the invoice history row's id. */
export interface StatementRecord {
  id: string;
  organizationId: number;
  /** The company name as invoiced (a later rename does not rewrite old statements). */
  organizationName: string;
  invoiceDate: string;
  billingPeriod: string;
  taxExclusivePrice: number;
  taxOnlyPrice: number;
  taxInclusivePrice: number;
  items: StatementItemRecord[];
}

export interface ContractRecord {
  division: string | null;
  url: string | null;
  tel: string;
  zip: string;
  prefecture: string;
  address: string;
  staffName: string;
  staffEmail: string;
  deliveries: DeliveryRecord[];
  plans: Array<{ name: string; amount: number }>;
  defaultPaymentCard: string | null;
  cards: PaymentCardOnFileRecord[];
  invoiceHistories: InvoiceHistoryRecord[];
}

/** A token the fake card provider issued: the provider's side of the world. */
export interface PaymentCardTokenRecord {
  id: string;
  card: Omit<PaymentCardOnFileRecord, 'id'>;
  used: boolean;
  createdAt: string;
}
