import type { DeviceSpeed } from '../../../application/ports/DevTools';
import type { PaymentTypeCode } from '../../../domain/session/session';
import type { PlanFunctions } from '../../../domain/shared/plan';

export interface AccountRecord {
  id: number;
  kind: 'manager' | 'app-user';
  name: string;
  email: string;
  password: string;
  organizationIds: number[];
  createdAt: string;
}

export interface OrganizationRecord {
  id: number;
  name: string;
  organizationType: PaymentTypeCode;
  invoiceRequesting: boolean;
  paymentCycle: 'monthly' | 'yearly';
  enablePayPerGuests: boolean;
  planFunctions: Omit<PlanFunctions, 'organizationId'>;
}

export interface SessionRecord {
  token: string;
  accountId: number;
  createdAt: string;
}

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  body: string;
  sentAt: string;
  links: Array<{ label: string; href: string }>;
}

export interface NewsRecord {
  title: string;
  content: string;
  link: string;
}

export interface ErrorReportRecord {
  url: string;
  errorJson: unknown;
  receivedAt: string;
}

export interface DevSettingsRecord {
  deviceSpeed: DeviceSpeed;
  cardProviderUp: boolean;
  networkUp: boolean;
}

/** The part of the world every feature stands on. */
export interface PlatformSlice {
  accounts: AccountRecord[];
  organizations: OrganizationRecord[];
  sessions: SessionRecord[];
  mails: MailRecord[];
  errorReports: ErrorReportRecord[];
  dev: DevSettingsRecord;
  sequences: Record<string, number>;
}
