export type Backend = 'memory' | 'mock-http' | 'http';

/** Read once by main.ts from the build's environment. */
export interface AppConfig {
  readonly backend: Backend;
  /** Origin of the real API, e.g. https://api.example.jp ('' means this site's origin). */
  readonly apiOrigin: string;
  /** Base path of the newer (generated) console API, e.g. /console/v2. */
  readonly v2BasePath: string;
  readonly requestTimeoutMs: number;
  readonly newsFeedUrl: string;
  readonly payjpPublicKey: string;
  readonly helpUrl: string;
  readonly supportUrl: string;
  /**
   * The deferred-payment company's site: the invoice explanation's banner links to it (account-billing-signup §2,
   * payment-method change: "a banner links to its site"); the spec does not name the company, so the build says.
   */
  readonly deferredPaymentSiteUrl: string;
  readonly productName: string;
}

export const AppConfig = Symbol.for('AppConfig');
