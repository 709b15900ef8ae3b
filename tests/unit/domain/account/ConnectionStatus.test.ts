import { CONNECTION_STATUSES, isConnectionStatus } from '../../../../domain/account/ConnectionStatus';

describe('SPEC §4 connection status: disconnected, connecting, connected', () => {
  it('lists the three statuses', () => {
    expect(CONNECTION_STATUSES).toEqual(['disconnected', 'connecting', 'connected']);
  });

  it.each([
    ['connected', true],
    ['connecting', true],
    ['disconnected', true],
    ['reconnecting', false],
    [1, false],
  ])('isConnectionStatus(%j) is %s', (value, expected) => {
    expect(isConnectionStatus(value)).toBe(expected);
  });
});
