import { DateTime } from 'luxon';
import { JAPAN_TIME } from '../shared/dates';

export interface InvoiceIssuer {
  readonly name: string;
  readonly address: string;
  /** Qualified invoice issuer registration number: T and 13 digits. */
  readonly registrationNumber: string;
}

/**
 * The spec names no issuer: these three are fictional placeholders (丸の内 and 道玄坂 have no 九丁目),
 * to be replaced by the real issuers. Each applies from its start date, Japan time.
 */
export const INVOICE_ISSUERS = {
  untilMarch2024: {
    name: 'キュリオ株式会社',
    address: '〒100-0005 東京都千代田区丸の内九丁目1番1号 サンプルタワー12階',
    registrationNumber: 'T9010001099991',
  },
  untilMarch2025: {
    name: 'キュリオアクセス株式会社',
    address: '〒100-0005 東京都千代田区丸の内九丁目2番2号 サンプルビルディング8階',
    registrationNumber: 'T9010001099992',
  },
  fromApril2025: {
    name: 'キュリオスマートアクセス株式会社',
    address: '〒150-0043 東京都渋谷区道玄坂九丁目3番3号 サンプルスクエア5階',
    registrationNumber: 'T9011001099993',
  },
} as const satisfies Record<string, InvoiceIssuer>;

/** account-billing-signup §9: issuer cutoffs, the first day of the next issuer. */
export const ISSUER_CUTOFFS = { second: '2024-04-01', third: '2025-04-01' } as const;

const startOfDayInJapan = (isoDate: string): DateTime =>
  DateTime.fromISO(isoDate, { zone: JAPAN_TIME.zone }).startOf('day');

/**
 * Before 1 April 2024 the first issuer, before 1 April 2025 the second, otherwise the third,
 * comparing the invoice date in Japan time. A date that does not parse gets the current issuer.
 */
export const issuerOf = (invoiceDate: string): InvoiceIssuer => {
  const date = DateTime.fromISO(invoiceDate, { zone: JAPAN_TIME.zone });
  if (!date.isValid) return INVOICE_ISSUERS.fromApril2025;
  if (date < startOfDayInJapan(ISSUER_CUTOFFS.second)) return INVOICE_ISSUERS.untilMarch2024;
  if (date < startOfDayInJapan(ISSUER_CUTOFFS.third)) return INVOICE_ISSUERS.untilMarch2025;
  return INVOICE_ISSUERS.fromApril2025;
};
