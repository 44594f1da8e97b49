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
  readonly productName: string;
}

export const AppConfig = Symbol.for('AppConfig');
