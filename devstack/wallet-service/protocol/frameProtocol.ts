/**
 * REFERENCE §4, written again on the wallet service's side (it is the other party, and shares no
 * code with the product): the messages a site and the wallet frame exchange. Requests are
 * `{ id, type: '@w3m-app/X', payload? }`; the frame answers `@w3m-frame/X_SUCCESS` or
 * `@w3m-frame/X_ERROR` (payload `{ message }`) with the same id, and announces READY and
 * SESSION_UPDATE on its own.
 */
export const APP_EVENT_PREFIX = '@w3m-app/';
export const FRAME_EVENT_PREFIX = '@w3m-frame/';

export const FRAME_READY = '@w3m-frame/READY';
export const FRAME_SESSION_UPDATE = '@w3m-frame/SESSION_UPDATE';

/** The protocol version the frame speaks; the site asks for it with `version=4` in the frame's address. */
export const FRAME_PROTOCOL_VERSION = '4';

/** Every request a site can make of the frame. */
export const FRAME_REQUESTS = [
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
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
] as const;

export type FrameRequest = (typeof FRAME_REQUESTS)[number];

export function isFrameRequest(value: unknown): value is FrameRequest {
  return typeof value === 'string' && (FRAME_REQUESTS as readonly string[]).includes(value);
}

/** `@w3m-app/CONNECT_EMAIL` → `CONNECT_EMAIL`; anything else (another prefix, an unknown name) → undefined. */
export function requestOfAppEvent(type: unknown): FrameRequest | undefined {
  if (typeof type !== 'string' || !type.startsWith(APP_EVENT_PREFIX)) return undefined;
  const name = type.slice(APP_EVENT_PREFIX.length);
  return isFrameRequest(name) ? name : undefined;
}

export function appEventType(request: FrameRequest): string {
  return `${APP_EVENT_PREFIX}${request}`;
}

export function successType(request: FrameRequest): string {
  return `${FRAME_EVENT_PREFIX}${request}_SUCCESS`;
}

export function errorType(request: FrameRequest): string {
  return `${FRAME_EVENT_PREFIX}${request}_ERROR`;
}

/** One message either way. */
export interface FrameMessage {
  readonly id?: string;
  readonly type: string;
  readonly payload?: unknown;
}

/** The exact texts a site reads from error answers (SPEC §6, §8). */
export const FRAME_ERRORS = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
  unverifiedDomain: 'Unauthorized: unverified domain',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  userRejected: 'User rejected the request.',
  aborted: 'Request was aborted',
  smartAccountsNotEnabled: 'Smart accounts are not enabled on this network',
} as const;
