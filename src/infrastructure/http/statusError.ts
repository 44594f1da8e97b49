import { PortErrors, type PortError } from '../../application/ports/PortError';

/** What an error status means to the console: its PortError, with the server's message when it sent one. */

const serverMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  if (typeof record.error === 'string') return record.error;
  return undefined;
};

export const errorForStatus = (status: number, body: unknown): PortError => {
  const message = serverMessage(body);
  if (status === 401) return PortErrors.unauthorized(message);
  if (status === 404) return PortErrors.notFound(message);
  if (status === 409) return PortErrors.conflict(message);
  if (status === 402 || status === 403) return PortErrors.planLimit(message);
  if (status === 400 || status === 422) return PortErrors.invalid(message, body);
  return PortErrors.unavailable('server', status, message);
};
