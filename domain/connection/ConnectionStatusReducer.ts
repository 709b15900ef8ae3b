import { type ConnectionStatus } from '../account/ConnectionStatus';

/** What happened to the connection. */
export type ConnectionEvent = 'connect-started' | 'connect-succeeded' | 'connect-failed' | 'disconnected';

export const INITIAL_CONNECTION_STATUS: ConnectionStatus = 'disconnected';

/**
 * SPEC §4 connection status transitions:
 *
 * - a started attempt moves a disconnected account to `connecting`; a connected account stays
 *   connected, since its session lives until it is replaced or ended;
 * - success always ends `connected` (most flows set it directly, without `connecting`);
 * - a failed attempt returns `connecting` to `disconnected` and leaves the other states alone;
 * - a disconnect always ends `disconnected`.
 */
export function reduceConnectionStatus(status: ConnectionStatus, event: ConnectionEvent): ConnectionStatus {
  switch (event) {
    case 'connect-started':
      return status === 'connected' ? 'connected' : 'connecting';
    case 'connect-succeeded':
      return 'connected';
    case 'connect-failed':
      return status === 'connecting' ? 'disconnected' : status;
    case 'disconnected':
      return 'disconnected';
  }
}
