import { KEYPORT_EVENTS } from '../../../../domain/events/KeyportEvent';
import { shouldSendAnalytics } from '../../../../domain/events/shouldSendAnalytics';

describe('SPEC §7 analytics skip rules', () => {
  const inBrowser = { isBrowser: true, analyticsEnabled: true };

  it('skips MODAL_CREATED', () => {
    expect(shouldSendAnalytics('MODAL_CREATED', inBrowser)).toBe(false);
  });

  it('skips INITIALIZE, which comes with the page like MODAL_CREATED: nothing leaves it before the visitor acts', () => {
    expect(shouldSendAnalytics('INITIALIZE', inBrowser)).toBe(false);
  });

  it('sends what the visitor does: picking a wallet (SELECT_WALLET) and connecting it (CONNECT_SUCCESS)', () => {
    expect(shouldSendAnalytics('SELECT_WALLET', inBrowser)).toBe(true);
    expect(shouldSendAnalytics('CONNECT_SUCCESS', inBrowser)).toBe(true);
  });

  it('skips every event outside a browser', () => {
    for (const event of KEYPORT_EVENTS) {
      expect(shouldSendAnalytics(event, { isBrowser: false, analyticsEnabled: true })).toBe(false);
    }
  });

  it('skips every event when analytics is off', () => {
    for (const event of KEYPORT_EVENTS) {
      expect(shouldSendAnalytics(event, { isBrowser: true, analyticsEnabled: false })).toBe(false);
    }
  });

  it('sends every other event in a browser with analytics on', () => {
    const sent = KEYPORT_EVENTS.filter((event) => shouldSendAnalytics(event, inBrowser));
    expect(sent).toHaveLength(KEYPORT_EVENTS.length - 2);
    expect(sent).toContain('MODAL_OPEN');
    expect(sent).toContain('SIWX_AUTH_ERROR');
  });
});
