import { ALERTS } from '../../../../domain/errors/Alerts';
import {
  FRAME_TIMEOUT_ALERTS,
  FRAME_TIMEOUT_EVENTS,
  alertForFrameErrorMessage,
} from '../../../../domain/embedded/frameAlerts';

describe('SPEC §8 server messages mapped to alerts', () => {
  it('SPEC §8: "Unauthorized: origin not allowed" is Invalid App Configuration', () => {
    expect(alertForFrameErrorMessage('Unauthorized: origin not allowed')).toEqual(ALERTS.ORIGIN_NOT_ALLOWED);
    expect(ALERTS.ORIGIN_NOT_ALLOWED.title).toBe('Invalid App Configuration');
  });

  it('SPEC §8: "JWT validation error: JWT Token is not yet valid" is Session Expired', () => {
    expect(alertForFrameErrorMessage('JWT validation error: JWT Token is not yet valid')).toEqual(
      ALERTS.SESSION_EXPIRED,
    );
  });

  it('SPEC §8: "Unauthorized: invalid key" is Invalid App Configuration (invalid project id)', () => {
    const alert = alertForFrameErrorMessage('Error: Unauthorized: invalid key (project abc)');
    expect(alert).toEqual(ALERTS.INVALID_PROJECT_ID);
    expect(ALERTS.INVALID_PROJECT_ID.title).toBe('Invalid App Configuration');
  });

  it('SPEC §8: "Unauthorized: unverified domain" is Invalid App Configuration (unverified domain)', () => {
    const alert = alertForFrameErrorMessage('Unauthorized: unverified domain for project abc');
    expect(alert).toEqual(ALERTS.UNVERIFIED_DOMAIN);
    expect(ALERTS.UNVERIFIED_DOMAIN.title).toBe('Invalid App Configuration');
  });

  it('SPEC §8: other messages raise no alert', () => {
    expect(alertForFrameErrorMessage('Invalid code')).toEqual(undefined);
    expect(alertForFrameErrorMessage('')).toEqual(undefined);
  });
});

describe('SPEC §9 frame timeout events', () => {
  it('SPEC §9: iframe_load_failed and iframe_request_timeout raise their alerts', () => {
    expect(FRAME_TIMEOUT_EVENTS).toEqual(['iframe_load_failed', 'iframe_request_timeout']);
    expect(FRAME_TIMEOUT_ALERTS.iframe_load_failed.title).toBe(
      'Network Error - Could not load embedded wallet',
    );
    expect(FRAME_TIMEOUT_ALERTS.iframe_request_timeout.title).toBe('Embedded Wallet Request Timed Out');
  });
});
