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
}
export const DevTools = Symbol.for('DevTools');
