import * as E from 'fp-ts/Either';
import {
  EmbeddedFrameRequestError,
  InvalidFrameEventError,
} from '../../../../domain/errors/EmbeddedFrameErrors';
import {
  FRAME_SUCCESS_PAYLOAD_CODECS,
  type FrameErrorEvent,
  type FrameEvent,
  decodeFrameEvent,
  frameErrorToError,
} from '../../../../domain/embedded/FrameEvents';
import { FRAME_REQUEST_NAMES } from '../../../../domain/embedded/FrameEventTypes';

function leftDetails(input: unknown): string | undefined {
  const result = decodeFrameEvent(input);
  if (E.isRight(result)) {
    throw new Error('expected a Left');
  }
  expect(result.left).toBeInstanceOf(InvalidFrameEventError);
  expect(result.left.code).toBe('INVALID_FRAME_EVENT');
  expect(result.left.shortMessage).toBe('Invalid message from the embedded wallet');
  return result.left.details;
}

const user = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  email: 'ana@example.com',
};

describe('SPEC §7 frame events (frame to page)', () => {
  it('SPEC §7: every request has a success payload codec', () => {
    expect(Object.keys(FRAME_SUCCESS_PAYLOAD_CODECS).sort()).toEqual([...FRAME_REQUEST_NAMES].sort());
  });

  it.each<[string, FrameEvent]>([
    ['READY without id', { type: '@w3m-frame/READY' }],
    ['READY with the frame version', { type: '@w3m-frame/READY', payload: { version: '4.1.0' } }],
    ['SESSION_UPDATE with a token', { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt' } }],
    ['chainId', { id: '1', type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: '137' } }],
    ['action', { id: '2', type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } }],
    ['url', { id: '3', type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { url: 'https://farcaster' } }],
    ['userName', { id: '4', type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', payload: { userName: 'ana' } }],
    ['user fields', { id: '5', type: '@w3m-frame/GET_USER_SUCCESS', payload: user } as FrameEvent],
    [
      'a social login result',
      {
        id: '6',
        type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
        payload: { address: '0x1', chainId: 1, userName: 'ana' },
      },
    ],
    ['isConnected', { id: '7', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } }],
    [
      'smartAccountEnabledNetworks (numbers)',
      {
        id: '8',
        type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
        payload: { smartAccountEnabledNetworks: [1, 137] },
      },
    ],
    [
      'account type and address',
      {
        id: '9',
        type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
        payload: { type: 'smartAccount', address: '0x2' },
      },
    ],
    ['an RPC result', { id: '10', type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x01' }],
    ['an acknowledgement', { id: '11', type: '@w3m-frame/SIGN_OUT_SUCCESS' }],
    [
      'an email update step',
      { id: '12', type: '@w3m-frame/UPDATE_EMAIL_SUCCESS', payload: { action: 'VERIFY_PRIMARY_OTP' } },
    ],
    [
      'the new email',
      {
        id: '13',
        type: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
        payload: { newEmail: 'new@example.com' },
      } as FrameEvent,
    ],
    [
      'an error with a message',
      { id: '14', type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } },
    ],
    ['an error without a message', { id: '15', type: '@w3m-frame/GET_USER_ERROR' }],
  ])('SPEC §7: accepts %s', (_name, event) => {
    expect(decodeFrameEvent(event)).toEqual(E.right(event));
  });

  it('SPEC §5: message types are checked', () => {
    expect(leftDetails({ id: '1', type: '@w3m-frame/LAUNCH_SUCCESS' })).toBe(
      'unknown message type "@w3m-frame/LAUNCH_SUCCESS"',
    );
    expect(leftDetails({ id: '1', type: '@w3m-app/GET_USER' })).toBe(
      'unknown message type "@w3m-app/GET_USER"',
    );
    expect(leftDetails({ data: 'from another script' })).toBe(
      'expected a message { id, type, payload? } with a string type',
    );
    expect(leftDetails('hello')).toBe('expected a message { id, type, payload? } with a string type');
  });

  it('SPEC §7: an answer must carry the id of its request', () => {
    expect(leftDetails({ type: '@w3m-frame/GET_USER_SUCCESS', payload: user })).toBe(
      '@w3m-frame/GET_USER_SUCCESS has no id',
    );
  });

  it('SPEC §7: payloads are checked against their event', () => {
    expect(
      leftDetails({ id: '1', type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'LOGIN' } }),
    ).toMatch(
      /^@w3m-frame\/CONNECT_EMAIL_SUCCESS payload\.action: expected EmailConnectAction, got "LOGIN"$/,
    );
    expect(
      leftDetails({
        id: '1',
        type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
        payload: { smartAccountEnabledNetworks: ['1'] },
      }),
    ).toMatch(/smartAccountEnabledNetworks\.0: expected number/);
    expect(leftDetails({ type: '@w3m-frame/SESSION_UPDATE', payload: {} })).toMatch(/payload\.token/);
    expect(leftDetails({ id: '1', type: '@w3m-frame/GET_USER_ERROR', payload: { message: 5 } })).toMatch(
      /message/,
    );
  });

  it('SPEC §8: a frame error becomes its message, or "An error occurred"', () => {
    const withMessage: FrameErrorEvent = {
      id: '1',
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    };
    const error = frameErrorToError(withMessage);
    expect(error).toBeInstanceOf(EmbeddedFrameRequestError);
    expect(error.shortMessage).toBe('Invalid code');
    expect(error.cause).toBe(withMessage);
    expect(frameErrorToError({ id: '2', type: '@w3m-frame/GET_USER_ERROR' }).shortMessage).toBe(
      'An error occurred',
    );
    expect(frameErrorToError({ id: '3', type: '@w3m-frame/GET_USER_ERROR', payload: {} }).shortMessage).toBe(
      'An error occurred',
    );
  });
});
