import type { IncomingMessage, ServerResponse } from 'node:http';
export function createApiStub(options?: {
  v2BasePath?: string;
  log?: (line: string) => void;
}): Promise<(req: IncomingMessage, res: ServerResponse) => boolean>;
