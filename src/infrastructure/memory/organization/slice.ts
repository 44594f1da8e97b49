import { defineSlice, type SeedInput } from '../world/state';
import { DateTime } from 'luxon';
import { taxOf } from '../../../domain/organization/pricing';
import { JAPAN_TIME } from '../../../domain/shared/dates';
import type { SeedContext } from '../world/seedContext';
import type {
  PaymentCardTokenRecord,
  ContractRecord,
  InvoiceHistoryRecord,
  StatementItemRecord,
  StatementRecord,
} from './records';

/** The organization part of the demo world: contracts by organization id, statements, provider tokens. */
export interface OrganizationSlice {
  contracts: Record<number, ContractRecord>;
  cardPaymentStatements: StatementRecord[];
  cardTokens: PaymentCardTokenRecord[];
}

const TAX_RATE = 0.1;

/** Organization 1's monthly lines: quantities of the contract's plans, at the account-billing-signup §9 prices. */
const CURIO_LINES: ReadonlyArray<Omit<StatementItemRecord, 'totalAmount' | 'taxRate'>> = [
  { name: 'コンソール利用料', unitPrice: 4500, quantity: 1 },
  { name: 'Basicプラン', unitPrice: 1400, quantity: 5 },
  { name: 'Proプラン', unitPrice: 2800, quantity: 2 },
  { name: 'Qrio Lock オプション', unitPrice: 1000, quantity: 4 },
  { name: 'Qrio Pad オプション', unitPrice: 1000, quantity: 3 },
];

/** Card payments of organization 1 start here so statements fall on each side of both issuer cut-offs. */
const FIRST_USAGE_MONTH = DateTime.fromObject({ year: 2024, month: 1, day: 1 }, { zone: JAPAN_TIME.zone });

const statementItems = (guests: number): StatementItemRecord[] => [
  ...CURIO_LINES.map((line) => ({ ...line, totalAmount: line.unitPrice * line.quantity, taxRate: 10 })),
  { name: '利用者従量課金', unitPrice: 100, quantity: guests, totalAmount: 100 * guests, taxRate: 10 },
];

/**
 * One card payment per usage month from January 2024 to last month, charged on the 1st of the
 * next month: 2024-03-01 and 2024-04-01, 2025-03-01 and 2025-04-01 straddle the cut-offs.
 * The payment four months ago failed (no statement; the page offers contact us instead).
 */
const seedPaymentCardHistory = (ctx: SeedContext, organizationId: number, organizationName: string) => {
  const histories: InvoiceHistoryRecord[] = [];
  const statements: StatementRecord[] = [];
  const lastUsage = ctx.today.startOf('month').minus({ months: 1 });
  const failedUsage = ctx.today.startOf('month').minus({ months: 4 });
  let id = 5000;
  for (let usage = FIRST_USAGE_MONTH; usage <= lastUsage; usage = usage.plus({ months: 1 })) {
    id += 1;
    const guests = 20 + ((usage.month * 7 + usage.year) % 9);
    const items = statementItems(guests);
    const price = items.reduce((sum, item) => sum + item.totalAmount, 0);
    const tax = taxOf(TAX_RATE, price);
    const charged = usage.plus({ months: 1 }).set({ hour: 9 });
    const succeeded = !usage.hasSame(failedUsage, 'month');
    histories.push({ id, createdAt: charged.toISO() ?? '', month: usage.toFormat('yyyyMM'), price, tax, succeeded });
    if (succeeded) {
      statements.push({
        id: String(id),
        organizationId,
        organizationName,
        invoiceDate: charged.toISODate() ?? '',
        billingPeriod: `${usage.toFormat('yyyy/MM/dd')}〜${usage.endOf('month').toFormat('yyyy/MM/dd')}`,
        taxExclusivePrice: price,
        taxOnlyPrice: tax,
        taxInclusivePrice: price + tax,
        items,
      });
    }
  }
  return { histories: histories.reverse(), statements };
};

const seedOrganization = (ctx: SeedContext, sofar: SeedInput<never>): OrganizationSlice => {
  const nameOf = (id: number) => sofar.organizations.find((o) => o.id === id)?.name ?? '';
  const curio = seedPaymentCardHistory(ctx, 1, nameOf(1));
  const soloUsage = ctx.today.startOf('month').minus({ months: 1 });
  const soloHistory: InvoiceHistoryRecord = {
    id: 7001,
    createdAt: soloUsage.plus({ months: 1 }).set({ hour: 9 }).toISO() ?? '',
    month: soloUsage.toFormat('yyyyMM'),
    price: 5900,
    tax: 590,
    succeeded: true,
  };
  const expYear = ctx.today.year + 3;
  return {
    contracts: {
      1: {
        division: '総務部 施設管理課',
        url: 'https://curio-demo.example.jp',
        tel: '0312345678',
        zip: '1500002',
        prefecture: '東京都',
        address: '渋谷区渋谷二丁目1番1号 キュリオビル5階',
        staffName: '山田 太郎',
        staffEmail: 'manager@example.jp',
        deliveries: [
          {
            name: '本社 受付',
            zip: '1500002',
            prefecture: '東京都',
            address: '渋谷区渋谷二丁目1番1号 キュリオビル5階',
            staffName: '山田 太郎',
            tel: '0312345678',
          },
          {
            name: null,
            zip: '5300001',
            prefecture: '大阪府',
            address: '大阪市北区梅田一丁目2番3号',
            staffName: '田中 次郎',
            tel: '0662345678',
          },
        ],
        plans: [
          { name: 'コンソール利用料', amount: 1 },
          { name: 'Basicプラン', amount: 5 },
          { name: 'Proプラン', amount: 2 },
          { name: 'Qrio Lock オプション', amount: 4 },
          { name: 'Qrio Lock R オプション', amount: 0 },
          { name: 'Qrio Pad オプション', amount: 3 },
        ],
        defaultPaymentCard: 'car_demo_visa',
        cards: [{ id: 'car_demo_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear }],
        invoiceHistories: curio.histories,
      },
      2: {
        division: null,
        url: null,
        tel: '0459876543',
        zip: '2200012',
        prefecture: '神奈川県',
        address: '横浜市西区みなとみらい三丁目3番1号',
        staffName: '鈴木 花子',
        staffEmail: 'fudosan@example.jp',
        deliveries: [],
        plans: [
          { name: 'コンソール利用料', amount: 1 },
          { name: 'Basicプラン', amount: 2 },
          { name: 'Proプラン', amount: 0 },
          { name: 'Qrio Lock オプション', amount: 1 },
        ],
        defaultPaymentCard: null,
        cards: [],
        invoiceHistories: [],
      },
      3: {
        division: '企画室',
        url: null,
        tel: '09012345678',
        zip: '8100001',
        prefecture: '福岡県',
        address: '福岡市中央区天神一丁目1番1号',
        staffName: '佐藤 花子',
        staffEmail: 'solo@example.jp',
        deliveries: [
          {
            name: null,
            zip: '8100001',
            prefecture: '福岡県',
            address: '福岡市中央区天神一丁目1番1号',
            staffName: '佐藤 花子',
            tel: '09012345678',
          },
        ],
        plans: [
          { name: 'コンソール利用料', amount: 1 },
          { name: 'Basicプラン', amount: 1 },
        ],
        defaultPaymentCard: 'car_demo_master',
        cards: [{ id: 'car_demo_master', brand: 'MasterCard', last4: '4444', expMonth: 3, expYear }],
        invoiceHistories: [soloHistory],
      },
    },
    cardPaymentStatements: [
      ...curio.statements,
      {
        id: String(soloHistory.id),
        organizationId: 3,
        organizationName: nameOf(3),
        invoiceDate: soloHistory.createdAt.slice(0, 10),
        billingPeriod: `${soloUsage.toFormat('yyyy/MM/dd')}〜${soloUsage.endOf('month').toFormat('yyyy/MM/dd')}`,
        taxExclusivePrice: 5900,
        taxOnlyPrice: 590,
        taxInclusivePrice: 6490,
        items: [
          { name: 'コンソール利用料', unitPrice: 4500, quantity: 1, totalAmount: 4500, taxRate: 10 },
          { name: 'Basicプラン', unitPrice: 1400, quantity: 1, totalAmount: 1400, taxRate: 10 },
        ],
      },
    ],
    cardTokens: [],
  };
};

declare module '../world/state' {
  interface WorldSlices {
    organization: OrganizationSlice;
  }
}

/**
 * The organization slice; bump the version when its shape changes (a stored world of another version is seeded anew).
 */
export const organizationSlice = defineSlice({ name: 'organization', version: 3, needs: [], seed: seedOrganization });
