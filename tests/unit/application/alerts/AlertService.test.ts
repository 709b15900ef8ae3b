import { AlertService } from '../../../../application/alerts/AlertService';
import { AlertStore } from '../../../../application/alerts/AlertStore';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { createTestCore } from '../../../support/createTestCore';

function setUp(): { alerts: AlertService; store: AlertStore } {
  const store = new AlertStore();
  return { alerts: new AlertService(store), store };
}

describe('AlertService (SPEC §8 alerts)', () => {
  it('SPEC §8: raise shows an alert with its exact title', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.IFRAME_REQUEST_TIMEOUT);
    expect(store.get().alerts).toEqual([ALERTS.IFRAME_REQUEST_TIMEOUT]);
    expect(store.get().alerts[0]?.title).toBe('Embedded Wallet Request Timed Out');
  });

  it('SPEC §8: alerts are kept oldest first', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.NETWORK_NOT_FOUND);
    alerts.raise(ALERTS.SESSION_EXPIRED);
    expect(store.get().alerts.map((alert) => alert.title)).toEqual(['Network Not Found', 'Session Expired']);
  });

  it('SPEC §8: an alert already showing is not stacked twice', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.IFRAME_LOAD_FAILED);
    const before = store.get();
    alerts.raise(ALERTS.IFRAME_LOAD_FAILED);
    expect(store.get()).toBe(before);
    expect(store.get().alerts).toEqual([ALERTS.IFRAME_LOAD_FAILED]);
  });

  it('SPEC §8: alerts sharing a title but not a code are both shown', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.ORIGIN_NOT_ALLOWED);
    alerts.raise(ALERTS.INVALID_PROJECT_ID);
    expect(store.get().alerts.map((alert) => alert.title)).toEqual([
      'Invalid App Configuration',
      'Invalid App Configuration',
    ]);
  });

  it('SPEC §8: dismiss removes only the alert with that code', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.NETWORK_NOT_FOUND);
    alerts.raise(ALERTS.SESSION_EXPIRED);
    alerts.dismiss(ALERTS.NETWORK_NOT_FOUND.code);
    expect(store.get().alerts).toEqual([ALERTS.SESSION_EXPIRED]);
  });

  it('SPEC §8: dismissing an alert that is not showing changes nothing', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.SESSION_EXPIRED);
    alerts.dismiss(ALERTS.NETWORK_NOT_FOUND.code);
    expect(store.get().alerts).toEqual([ALERTS.SESSION_EXPIRED]);
  });

  it('SPEC §8: an alert raised without once comes back after it was dismissed', () => {
    const { alerts, store } = setUp();
    alerts.raise(ALERTS.IFRAME_REQUEST_TIMEOUT);
    alerts.dismiss(ALERTS.IFRAME_REQUEST_TIMEOUT.code);
    alerts.raise(ALERTS.IFRAME_REQUEST_TIMEOUT);
    expect(store.get().alerts).toEqual([ALERTS.IFRAME_REQUEST_TIMEOUT]);
  });

  describe('SPEC §8: an alert raised with once is shown once', () => {
    it('SPEC §8: a second raise while it shows does not stack it', () => {
      const { alerts, store } = setUp();
      alerts.raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
      alerts.raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
      expect(store.get().alerts).toEqual([ALERTS.ORIGIN_NOT_ALLOWED]);
    });

    it('SPEC §8: after a dismiss it never comes back', () => {
      const { alerts, store } = setUp();
      alerts.raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
      alerts.dismiss(ALERTS.ORIGIN_NOT_ALLOWED.code);
      alerts.raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
      expect(store.get().alerts).toEqual([]);
    });

    it('SPEC §8: once applies per alert code', () => {
      const { alerts, store } = setUp();
      alerts.raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
      alerts.dismiss(ALERTS.ORIGIN_NOT_ALLOWED.code);
      alerts.raise(ALERTS.INVALID_PROJECT_ID, { once: true });
      expect(store.get().alerts).toEqual([ALERTS.INVALID_PROJECT_ID]);
    });
  });

  describe('SPEC §1, §8 through the host API', () => {
    it('SPEC §1, §8: a missing project id raises "Project ID Not Configured", and subscribers see dismissals', () => {
      const { core, get } = createTestCore({ options: { projectId: undefined } });
      const seen: string[][] = [];
      core.subscribeAlerts((alerts) => seen.push(alerts.map((alert) => alert.title)));
      expect(core.getAlerts()).toEqual([ALERTS.PROJECT_ID_NOT_CONFIGURED]);
      get(AlertService).dismiss(ALERTS.PROJECT_ID_NOT_CONFIGURED.code);
      expect(seen).toEqual([['Project ID Not Configured'], []]);
    });
  });
});
