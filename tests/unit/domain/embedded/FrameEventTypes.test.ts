import {
  APP_EVENTS,
  FRAME_EVENTS,
  FRAME_REQUEST_NAMES,
  appEventType,
  frameErrorType,
  frameSuccessType,
  isFrameRequestName,
  parseFrameResponseType,
  requestNameOfAppEvent,
} from '../../../../domain/embedded/FrameEventTypes';

describe('SPEC §7 embedded frame event names (REFERENCE §4)', () => {
  it('SPEC §7: app events carry the @w3m-app/ prefix', () => {
    expect(APP_EVENTS.CONNECT_EMAIL).toBe('@w3m-app/CONNECT_EMAIL');
    expect(APP_EVENTS.RPC_ABORT).toBe('@w3m-app/RPC_ABORT');
    expect(appEventType('SYNC_THEME')).toBe('@w3m-app/SYNC_THEME');
    expect(Object.keys(APP_EVENTS)).toEqual([...FRAME_REQUEST_NAMES]);
  });

  it('SPEC §7: the app events of the SPEC are all there', () => {
    expect(FRAME_REQUEST_NAMES).toEqual(
      expect.arrayContaining([
        'SWITCH_NETWORK',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
        'CONNECT_OTP',
        'CONNECT_SOCIAL',
        'GET_SOCIAL_REDIRECT_URI',
        'GET_FARCASTER_URI',
        'CONNECT_FARCASTER',
        'GET_USER',
        'SIGN_OUT',
        'IS_CONNECTED',
        'GET_CHAIN_ID',
        'RPC_REQUEST',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'SYNC_THEME',
        'SYNC_DAPP_DATA',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'INIT_SMART_ACCOUNT',
        'SET_PREFERRED_ACCOUNT',
        'RELOAD',
      ]),
    );
  });

  it('SPEC §7: each request X has X_SUCCESS and X_ERROR frame events, plus READY and SESSION_UPDATE', () => {
    expect(FRAME_EVENTS.READY).toBe('@w3m-frame/READY');
    expect(FRAME_EVENTS.SESSION_UPDATE).toBe('@w3m-frame/SESSION_UPDATE');
    expect(FRAME_EVENTS.GET_USER_SUCCESS).toBe('@w3m-frame/GET_USER_SUCCESS');
    expect(FRAME_EVENTS.GET_USER_ERROR).toBe('@w3m-frame/GET_USER_ERROR');
    expect(frameSuccessType('RELOAD')).toBe('@w3m-frame/RELOAD_SUCCESS');
    expect(frameErrorType('RELOAD')).toBe('@w3m-frame/RELOAD_ERROR');
    expect(Object.keys(FRAME_EVENTS)).toHaveLength(2 + 2 * FRAME_REQUEST_NAMES.length);
  });

  it('SPEC §7: recognises request names', () => {
    expect(isFrameRequestName('GET_USER')).toBe(true);
    expect(isFrameRequestName('GET_USERS')).toBe(false);
    expect(isFrameRequestName(1)).toBe(false);
  });

  it('SPEC §7: finds the request an app event type stands for', () => {
    expect(requestNameOfAppEvent('@w3m-app/CONNECT_OTP')).toBe('CONNECT_OTP');
    expect(requestNameOfAppEvent('@w3m-app/NOPE')).toBeUndefined();
    expect(requestNameOfAppEvent('@w3m-frame/CONNECT_OTP')).toBeUndefined();
  });

  it('SPEC §7: pairs a frame answer type with its request and outcome', () => {
    expect(parseFrameResponseType('@w3m-frame/CONNECT_EMAIL_SUCCESS')).toEqual({
      request: 'CONNECT_EMAIL',
      outcome: 'success',
    });
    expect(parseFrameResponseType('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR')).toEqual({
      request: 'UPDATE_EMAIL_PRIMARY_OTP',
      outcome: 'error',
    });
    for (const type of [
      '@w3m-frame/READY',
      '@w3m-frame/SESSION_UPDATE',
      '@w3m-frame/NOPE_SUCCESS',
      '@w3m-app/GET_USER',
      'x',
    ]) {
      expect(parseFrameResponseType(type)).toBeUndefined();
    }
  });
});
