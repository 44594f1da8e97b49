import type { IncomingMessage, ServerResponse } from 'node:http';
export function createApiStub(options?: {
  v2BasePath?: string;
  log?: (line: string) => void;
}): Promise<(req: IncomingMessage, res: ServerResponse) => boolean>;
export function serveWithStub(options?: {
  dist?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<{ server: import('node:http').Server; origin: string }>;
