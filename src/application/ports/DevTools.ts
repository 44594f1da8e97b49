import type { Either } from 'fp-ts/Either';
import type { PortError } from './PortError';

export interface DevMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: string;
  /** Links inside the mail, as paths of this console. */
  readonly links: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

export type DeviceSpeed = 'instant' | 'normal' | 'slow';

export interface DevSettings {
  readonly deviceSpeed: DeviceSpeed;
  readonly cardProviderUp: boolean;
  readonly networkUp: boolean;
  /** Whether the sign-up server takes applications (off: the applications-stopped page). */
  readonly applicationsOpen: boolean;
}

/** The dev menu of the in-memory backend. Bound only in memory and mock-http modes. */
export interface DevTools {
  mailbox(): Promise<Either<PortError, ReadonlyArray<DevMail>>>;
  settings(): DevSettings;
  update(settings: Partial<DevSettings>): void;
  /** Makes every session token invalid, as a server-side expiry would. */
  expireSessions(): void;
  resetWorld(): void;
  /** Whether the world holds the large organization (the access views at real size). */
  hasLargeOrganization(): boolean;
  /**
   * Adds the large organization (200 locks, 3,000 guests…), seeded the same every time, with manager@example.jp as
   * one of its managers; answers how long seeding it and storing the world took.
   */
  addLargeOrganization(): Promise<{
    readonly organizationName: string;
    readonly seedMs: number;
    readonly storeMs: number;
  }>;
}
export const DevTools = Symbol.for('DevTools');
