import type { Organization } from '../../../src/domain/organization/organization';

/** A monthly card organization with no pending invoice application; override what a test is about. */
export const organization = (over: Partial<Organization> = {}): Organization => ({
  id: 1,
  name: 'キュリオ不動産株式会社',
  division: '管理部',
  url: null,
  tel: '0312345678',
  zip: '1500002',
  prefecture: '東京都',
  address: '渋谷区渋谷1-1-1',
  staffName: '山田 太郎',
  staffEmail: 'yamada@example.jp',
  organizationType: 'card',
  invoiceRequesting: false,
  paymentCycle: 'monthly',
  enablePayPerGuests: false,
  userCount: 0,
  deliveries: [],
  ...over,
});
