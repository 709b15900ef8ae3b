/** SPEC §4: where an account's connection stands. */
export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The status the account hook reports (REFERENCE §5): the account's own status, or `reconnecting`
 * while a session stored by an earlier visit is being restored.
 */
export type AccountHookStatus = ConnectionStatus | 'reconnecting';

export function isConnectionStatus(value: unknown): value is ConnectionStatus {
  return typeof value === 'string' && (CONNECTION_STATUSES as readonly string[]).includes(value);
}
