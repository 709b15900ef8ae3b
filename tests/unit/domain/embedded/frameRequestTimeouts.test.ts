import { FRAME_REQUEST_NAMES } from '../../../../domain/embedded/FrameEventTypes';
import {
  frameRequestTimeoutMs,
  skipsFrameLoadTimeout,
} from '../../../../domain/embedded/frameRequestTimeouts';

describe('SPEC §9 embedded frame timeouts', () => {
  it('SPEC §9: theme sync, dapp-data sync and preferred-account calls skip the load timeout', () => {
    expect(FRAME_REQUEST_NAMES.filter(skipsFrameLoadTimeout)).toEqual([
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'SET_PREFERRED_ACCOUNT',
    ]);
  });

  it('SPEC §9: connect email, device, OTP, social and social redirect time out after 30 s', () => {
    const timed = FRAME_REQUEST_NAMES.filter((name) => frameRequestTimeoutMs(name) !== undefined);
    expect(timed).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
    ]);
    expect(frameRequestTimeoutMs('CONNECT_OTP')).toEqual(30_000);
  });

  it('SPEC §9: other requests, RPC included, have no request timeout', () => {
    expect(frameRequestTimeoutMs('RPC_REQUEST')).toEqual(undefined);
    expect(frameRequestTimeoutMs('GET_USER')).toEqual(undefined);
  });
});
