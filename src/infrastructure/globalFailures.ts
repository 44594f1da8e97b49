import type { PortError } from '../application/ports/PortError';
import type { SessionEvents } from '../application/ports/SessionEvents';

/**
 * The one place the client-wide rules live: any 401 (unless the call says its 401 means
 * something else) and any transport failure are announced for the shell to act on.
 * Both the HTTP client and the in-memory backend funnel every failure through here.
 */
export const announceGlobalFailure = (
  error: PortError,
  events: SessionEvents,
  options: { readonly unauthorizedIsExpected?: boolean } = {},
): void => {
  if (error._tag === 'Unauthorized' && !options.unauthorizedIsExpected) events.unauthorized();
  if (error._tag === 'Unavailable' && (error.reason === 'network' || error.reason === 'timeout'))
    events.networkFailed();
};
