/**
 * What can go wrong at a port, as values. Each carries the server's message when one exists
 * so screens can show it (the spec often says "shows the server message or a fallback").
 */
export type PortError =
  | { readonly _tag: 'Unauthorized'; readonly message?: string }
  | { readonly _tag: 'NotFound'; readonly message?: string }
  | { readonly _tag: 'Conflict'; readonly message?: string }
  | { readonly _tag: 'PlanLimit'; readonly message?: string }
  | { readonly _tag: 'Invalid'; readonly message?: string; readonly body?: unknown }
  | {
      readonly _tag: 'Unavailable';
      readonly reason: 'network' | 'timeout' | 'server' | 'aborted';
      readonly status?: number;
      readonly message?: string;
    }
  | { readonly _tag: 'ContractViolation'; readonly path: string; readonly details: string };

export const PortErrors = {
  unauthorized: (message?: string): PortError => ({ _tag: 'Unauthorized', ...(message ? { message } : {}) }),
  notFound: (message?: string): PortError => ({ _tag: 'NotFound', ...(message ? { message } : {}) }),
  conflict: (message?: string): PortError => ({ _tag: 'Conflict', ...(message ? { message } : {}) }),
  planLimit: (message?: string): PortError => ({ _tag: 'PlanLimit', ...(message ? { message } : {}) }),
  invalid: (message?: string, body?: unknown): PortError => ({
    _tag: 'Invalid',
    ...(message ? { message } : {}),
    ...(body !== undefined ? { body } : {}),
  }),
  unavailable: (
    reason: 'network' | 'timeout' | 'server' | 'aborted',
    status?: number,
    message?: string,
  ): PortError => ({
    _tag: 'Unavailable',
    reason,
    ...(status !== undefined ? { status } : {}),
    ...(message ? { message } : {}),
  }),
  contractViolation: (path: string, details: string): PortError => ({ _tag: 'ContractViolation', path, details }),
} as const;

/** The server's own words when it sent some. */
export const serverMessageOf = (error: PortError): string | undefined =>
  error._tag === 'ContractViolation' ? undefined : error.message;
