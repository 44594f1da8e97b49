import { MESSAGES } from '../../domain/shared/messages';
import type { PortError } from '../ports/PortError';

/**
 * The Japanese sentence a screen shows for a failed call: transport failures and undecodable
 * bodies have one client-wide wording; anything else gets the screen's own fallback.
 */
export const messageOf = (error: PortError, fallback: string): string => {
  switch (error._tag) {
    case 'Unavailable':
      return error.reason === 'server' ? fallback : MESSAGES.networkFailed;
    case 'ContractViolation':
      return MESSAGES.unexpectedResponse;
    case 'Unauthorized':
      return MESSAGES.authFailed;
    default:
      return fallback;
  }
};

/** Like messageOf, but prefers the server's own message when the spec says to show it. */
export const serverMessageOr = (error: PortError, fallback: string): string =>
  error._tag !== 'ContractViolation' && error._tag !== 'Unavailable' && error.message ? error.message : messageOf(error, fallback);
