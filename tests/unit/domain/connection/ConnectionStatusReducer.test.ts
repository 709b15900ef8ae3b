import { CONNECTION_STATUSES, type ConnectionStatus } from '../../../../domain/account/ConnectionStatus';
import {
  type ConnectionEvent,
  INITIAL_CONNECTION_STATUS,
  reduceConnectionStatus,
} from '../../../../domain/connection/ConnectionStatusReducer';

describe('SPEC §4 connection status: disconnected, connecting, connected', () => {
  it('starts disconnected', () => {
    expect(INITIAL_CONNECTION_STATUS).toBe('disconnected');
  });

  const table: readonly [ConnectionStatus, ConnectionEvent, ConnectionStatus][] = [
    ['disconnected', 'connect-started', 'connecting'],
    ['connecting', 'connect-started', 'connecting'],
    ['connected', 'connect-started', 'connected'],
    ['disconnected', 'connect-succeeded', 'connected'],
    ['connecting', 'connect-succeeded', 'connected'],
    ['connected', 'connect-succeeded', 'connected'],
    ['disconnected', 'connect-failed', 'disconnected'],
    ['connecting', 'connect-failed', 'disconnected'],
    ['connected', 'connect-failed', 'connected'],
    ['disconnected', 'disconnected', 'disconnected'],
    ['connecting', 'disconnected', 'disconnected'],
    ['connected', 'disconnected', 'disconnected'],
  ];

  it.each(table)('%s + %s -> %s', (status, event, expected) => {
    expect(reduceConnectionStatus(status, event)).toBe(expected);
  });

  it('covers every status', () => {
    expect(new Set(table.map(([status]) => status))).toEqual(new Set(CONNECTION_STATUSES));
  });
});
