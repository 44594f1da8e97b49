import type { IncomingMessage, ServerResponse } from 'node:http';
export function createApiStub(options?: {
  v2BasePath?: string;
  log?: (line: string) => void;
}): Promise<(req: IncomingMessage, res: ServerResponse) => boolean>;
export function serveWithStub(options?: {
  dist?: string;
  port?: number;
  log?: (line: string) => void;
  /** HTTPS with HTTP/2 (scripts/localTls.mjs); plain HTTP/1.1 without. */
  tls?: { key: Buffer; cert: Buffer };
  warm?: boolean;
}): Promise<{ server: import('node:http').Server | import('node:http2').Http2SecureServer; origin: string }>;
