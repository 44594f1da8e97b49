import type { PlanFunctions } from '../../../domain/shared/plan';
import type { SeedContext } from './seedContext';
import type { NewsRecord, OrganizationRecord, PlatformSlice } from './platformRecords';

export const DEMO_PASSWORD = 'Passw0rd';

/** The fixed ids tests and demos rely on (docs/DEMO-WORLD.md). */
export const DEMO = {
  organizations: { curio: 1, fudosan: 2, solo: 3 },
  accounts: { manager: 1, solo: 2, nobody: 3, appUser: 4 },
} as const;

const fullPlan: Omit<PlanFunctions, 'organizationId'> = {
  downloadLogCsv: true,
  downloadInoutLogCsv: true,
  downloadTimecardCsv: true,
  maximumManagerCount: 20,
  remainingManagerCount: 15,
  changeLockStateNotification: true,
  guestCsvRegistration: true,
  maximumPinCount: 100,
  displayLockLog: true,
  displayInoutLog: true,
  displayTimecard: true,
  maximumGuestCount: 500,
  remainingGuestCount: 470,
};

const smallPlan: Omit<PlanFunctions, 'organizationId'> = {
  downloadLogCsv: false,
  downloadInoutLogCsv: true,
  downloadTimecardCsv: true,
  maximumManagerCount: 2,
  remainingManagerCount: 0,
  changeLockStateNotification: false,
  guestCsvRegistration: false,
  maximumPinCount: 20,
  displayLockLog: true,
  displayInoutLog: true,
  displayTimecard: false,
  maximumGuestCount: 10,
  remainingGuestCount: 1,
};

/** The demo news feed: another site's content, not the world's, so it is there before the world is seeded. */
export const DEMO_NEWS: ReadonlyArray<NewsRecord> = [
  {
    title: '年末年始のサポート窓口について',
    content: '12月29日から1月3日まではメールでのお問い合わせのみ承ります。',
    link: 'https://example.jp/news/2026-12-support',
  },
  {
    title: 'Qrio Pad R の新しいファームウェアを公開しました',
    content: 'ICカードの読み取りが安定しました。',
    link: 'https://example.jp/news/pad-r-firmware',
  },
];

export const seedPlatform = (ctx: SeedContext): PlatformSlice => {
  const organizations: OrganizationRecord[] = [
    {
      id: DEMO.organizations.curio,
      name: '株式会社キュリオデモ',
      organizationType: 'card',
      invoiceRequesting: false,
      paymentCycle: 'monthly',
      enablePayPerGuests: true,
      planFunctions: fullPlan,
    },
    {
      id: DEMO.organizations.fudosan,
      name: 'デモ不動産合同会社',
      organizationType: 'invoice',
      invoiceRequesting: false,
      paymentCycle: 'monthly',
      enablePayPerGuests: false,
      planFunctions: smallPlan,
    },
    {
      id: DEMO.organizations.solo,
      name: 'ソロ企画株式会社',
      organizationType: 'card',
      invoiceRequesting: true,
      paymentCycle: 'monthly',
      enablePayPerGuests: false,
      planFunctions: { ...fullPlan, remainingManagerCount: 3 },
    },
  ];
  const created = ctx.daysAgo(400);
  return {
    organizations,
    accounts: [
      {
        id: DEMO.accounts.manager,
        kind: 'manager',
        name: '山田 太郎',
        email: 'manager@example.jp',
        password: DEMO_PASSWORD,
        organizationIds: [1, 2],
        createdAt: created,
      },
      {
        id: DEMO.accounts.solo,
        kind: 'manager',
        name: '佐藤 花子',
        email: 'solo@example.jp',
        password: DEMO_PASSWORD,
        organizationIds: [3],
        createdAt: created,
      },
      {
        id: DEMO.accounts.nobody,
        kind: 'manager',
        name: '鈴木 一郎',
        email: 'nobody@example.jp',
        password: DEMO_PASSWORD,
        organizationIds: [],
        createdAt: created,
      },
      {
        id: DEMO.accounts.appUser,
        kind: 'app-user',
        name: '高橋 アプリ',
        email: 'app-user@example.jp',
        password: DEMO_PASSWORD,
        organizationIds: [],
        createdAt: created,
      },
    ],
    sessions: [],
    mails: [],
    errorReports: [],
    dev: { deviceSpeed: 'normal', cardProviderUp: true, networkUp: true },
    sequences: { account: 100, organization: 100, mail: 0 },
  };
};
