import { ALERTS } from '../../../../domain/errors/Alerts';

describe('SPEC §8 alerts', () => {
  it('SPEC §8: every alert title of the SPEC is in the table', () => {
    const titles = new Set(Object.values(ALERTS).map((alert) => alert.title));
    expect([...titles].sort()).toEqual(
      [
        'Network Not Found',
        'Invalid App Configuration',
        'Network Error - Could not load embedded wallet',
        'Embedded Wallet Request Timed Out',
        'Session Expired',
        'Project ID Not Configured',
      ].sort(),
    );
  });

  it('SPEC §8: Invalid App Configuration covers origin not allowed, invalid project id and unverified domain', () => {
    expect(ALERTS.ORIGIN_NOT_ALLOWED.title).toBe('Invalid App Configuration');
    expect(ALERTS.INVALID_PROJECT_ID.title).toBe('Invalid App Configuration');
    expect(ALERTS.UNVERIFIED_DOMAIN.title).toBe('Invalid App Configuration');
  });

  it('SPEC §8: Session Expired tells to check time settings and reconnect', () => {
    expect(ALERTS.SESSION_EXPIRED.description).toMatch(/time settings/);
    expect(ALERTS.SESSION_EXPIRED.description).toMatch(/connect again/);
  });

  it('SPEC §8: each alert is keyed by its own code and has a description', () => {
    for (const [key, alert] of Object.entries(ALERTS)) {
      expect(alert.code).toBe(key);
      expect(alert.description.length).toBeGreaterThan(20);
    }
  });
});
