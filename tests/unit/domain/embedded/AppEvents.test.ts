import { InvalidAppEventError } from '../../../../domain/errors/EmbeddedFrameErrors';
import * as E from 'fp-ts/Either';
import {
  APP_EVENT_PAYLOAD_CODECS,
  type AppEvent,
  assertAppEvent,
  decodeAppEvent,
} from '../../../../domain/embedded/AppEvents';
import { FRAME_REQUEST_NAMES } from '../../../../domain/embedded/FrameEventTypes';

function thrownBy(input: unknown): InvalidAppEventError {
  try {
    assertAppEvent(input);
  } catch (error) {
    if (error instanceof InvalidAppEventError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected assertAppEvent to throw');
}

describe('SPEC §5, §7 app events (page to frame)', () => {
  it('SPEC §7: every request has a payload codec', () => {
    expect(Object.keys(APP_EVENT_PAYLOAD_CODECS).sort()).toEqual([...FRAME_REQUEST_NAMES].sort());
  });

  it.each<[string, AppEvent]>([
    ['switch network (chainId)', { id: '1', type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 137 } }],
    [
      'connect email (email)',
      { id: '2', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'ana@example.com' } } as AppEvent,
    ],
    ['connect device', { id: '3', type: '@w3m-app/CONNECT_DEVICE' }],
    ['connect OTP (otp)', { id: '4', type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' } }],
    [
      'connect social (uri)',
      { id: '5', type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: 'https://r?code=1' } },
    ],
    [
      'get social redirect uri (provider)',
      { id: '6', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } },
    ],
    ['get user with nothing', { id: '7', type: '@w3m-app/GET_USER' }],
    [
      'get user (chainId, preferredAccountType)',
      { id: '8', type: '@w3m-app/GET_USER', payload: { chainId: 1, preferredAccountType: 'smartAccount' } },
    ],
    ['is connected (optional token)', { id: '9', type: '@w3m-app/IS_CONNECTED', payload: { token: 't' } }],
    [
      'RPC request (method, params)',
      { id: '10', type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_call', params: [] } },
    ],
    [
      'update email secondary otp',
      { id: '11', type: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '1' } },
    ],
    ['sync theme', { id: '12', type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'dark' } }],
    ['sync dapp data', { id: '13', type: '@w3m-app/SYNC_DAPP_DATA', payload: { projectId: 'p' } }],
    [
      'set preferred account (type)',
      { id: '14', type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } },
    ],
    ['reload', { id: '15', type: '@w3m-app/RELOAD' }],
  ])('SPEC §7: accepts %s', (_name, event) => {
    expect(decodeAppEvent(event)).toEqual(E.right(event));
    expect(() => assertAppEvent(event)).not.toThrow();
  });

  it('SPEC §5: email fields must be valid emails', () => {
    const error = thrownBy({ id: '1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not-an-email' } });
    expect(error.code).toBe('INVALID_APP_EVENT');
    expect(error.shortMessage).toBe('Invalid message to the embedded wallet');
    expect(error.details).toBe('@w3m-app/CONNECT_EMAIL payload.email: expected Email, got "not-an-email"');
    expect(error.message).toContain('payload.email');
    expect(
      E.isLeft(decodeAppEvent({ id: '1', type: '@w3m-app/UPDATE_EMAIL', payload: { email: 'x@y' } })),
    ).toBe(true);
  });

  it('SPEC §5: otp is a string', () => {
    expect(thrownBy({ id: '1', type: '@w3m-app/CONNECT_OTP', payload: { otp: 123456 } }).details).toBe(
      '@w3m-app/CONNECT_OTP payload.otp: expected string, got 123456',
    );
  });

  it('SPEC §5: social provider one of google, github, apple, facebook, x, discord', () => {
    expect(
      E.isLeft(
        decodeAppEvent({
          id: '1',
          type: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
          payload: { provider: 'farcaster' },
        }),
      ),
    ).toBe(true);
  });

  it('SPEC §5: theme mode light or dark; account type eoa or smartAccount', () => {
    expect(
      E.isLeft(decodeAppEvent({ id: '1', type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'blue' } })),
    ).toBe(true);
    expect(
      E.isLeft(
        decodeAppEvent({ id: '1', type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'contract' } }),
      ),
    ).toBe(true);
  });

  it('SPEC §5: requests that carry nothing must carry nothing', () => {
    expect(E.isLeft(decodeAppEvent({ id: '1', type: '@w3m-app/SIGN_OUT', payload: { now: true } }))).toBe(
      true,
    );
  });

  it('SPEC §5: message types are checked and invalid ones throw', () => {
    expect(thrownBy({ id: '1', type: '@w3m-app/LAUNCH' }).details).toBe(
      'unknown message type "@w3m-app/LAUNCH"',
    );
    expect(thrownBy({ id: '1', type: '@w3m-frame/READY' }).details).toBe(
      'unknown message type "@w3m-frame/READY"',
    );
    expect(thrownBy({ type: '@w3m-app/RELOAD' }).details).toBe(
      'expected a message { id, type, payload? } with string id and type',
    );
    expect(thrownBy(null)).toBeInstanceOf(InvalidAppEventError);
  });
});
