/**
 * REFERENCE §4: the message types exchanged with the embedded wallet frame. The names are the
 * frame's protocol, so they are kept exactly: requests from the page carry the `@w3m-app/`
 * prefix, everything the frame sends carries `@w3m-frame/`.
 */
export const APP_EVENT_PREFIX = '@w3m-app/';
export const FRAME_EVENT_PREFIX = '@w3m-frame/';

/** Every request the page can make of the frame (SPEC §7 "App events", plus the RPC abort of SPEC §4). */
export const FRAME_REQUEST_NAMES = [
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

export type FrameRequestName = (typeof FRAME_REQUEST_NAMES)[number];

export type AppEventType<N extends FrameRequestName = FrameRequestName> = `${typeof APP_EVENT_PREFIX}${N}`;
export type FrameSuccessType<N extends FrameRequestName = FrameRequestName> =
  `${typeof FRAME_EVENT_PREFIX}${N}_SUCCESS`;
export type FrameErrorType<N extends FrameRequestName = FrameRequestName> =
  `${typeof FRAME_EVENT_PREFIX}${N}_ERROR`;

/** The frame has started and can take requests (SPEC §4 readiness). */
export const FRAME_READY_TYPE = '@w3m-frame/READY';
/** The frame has a new session token for the page to keep (SPEC §3 "Session update carries a token"). */
export const FRAME_SESSION_UPDATE_TYPE = '@w3m-frame/SESSION_UPDATE';

export type FrameEventType =
  typeof FRAME_READY_TYPE | typeof FRAME_SESSION_UPDATE_TYPE | FrameSuccessType | FrameErrorType;

export function isFrameRequestName(value: unknown): value is FrameRequestName {
  return typeof value === 'string' && (FRAME_REQUEST_NAMES as readonly string[]).includes(value);
}

export function appEventType<N extends FrameRequestName>(name: N): AppEventType<N> {
  return `${APP_EVENT_PREFIX}${name}`;
}

export function frameSuccessType<N extends FrameRequestName>(name: N): FrameSuccessType<N> {
  return `${FRAME_EVENT_PREFIX}${name}_SUCCESS`;
}

export function frameErrorType<N extends FrameRequestName>(name: N): FrameErrorType<N> {
  return `${FRAME_EVENT_PREFIX}${name}_ERROR`;
}

/** The type of every app event, by request name. */
export const APP_EVENTS = Object.freeze(
  Object.fromEntries(FRAME_REQUEST_NAMES.map((name) => [name, appEventType(name)])),
) as { readonly [N in FrameRequestName]: AppEventType<N> };

/** The type of every frame event: READY, SESSION_UPDATE, and X_SUCCESS / X_ERROR for each request X. */
export const FRAME_EVENTS = Object.freeze({
  READY: FRAME_READY_TYPE,
  SESSION_UPDATE: FRAME_SESSION_UPDATE_TYPE,
  ...Object.fromEntries(
    FRAME_REQUEST_NAMES.flatMap((name) => [
      [`${name}_SUCCESS`, frameSuccessType(name)],
      [`${name}_ERROR`, frameErrorType(name)],
    ]),
  ),
}) as {
  readonly READY: typeof FRAME_READY_TYPE;
  readonly SESSION_UPDATE: typeof FRAME_SESSION_UPDATE_TYPE;
} & { readonly [N in FrameRequestName as `${N}_SUCCESS`]: FrameSuccessType<N> } & {
  readonly [N in FrameRequestName as `${N}_ERROR`]: FrameErrorType<N>;
};

/** The request an app event type stands for, if it is one. */
export function requestNameOfAppEvent(type: string): FrameRequestName | undefined {
  if (!type.startsWith(APP_EVENT_PREFIX)) {
    return undefined;
  }
  const name = type.slice(APP_EVENT_PREFIX.length);
  return isFrameRequestName(name) ? name : undefined;
}

export interface FrameResponseType {
  readonly request: FrameRequestName;
  readonly outcome: 'success' | 'error';
}

const RESPONSE_TYPE_PATTERN = /^@w3m-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/;

/**
 * Which request a frame event answers, and how; `undefined` for READY, SESSION_UPDATE and
 * anything that is not a frame response. The page pairs answers with requests by this and the id.
 */
export function parseFrameResponseType(type: string): FrameResponseType | undefined {
  const match = RESPONSE_TYPE_PATTERN.exec(type);
  const request = match?.[1];
  if (!isFrameRequestName(request)) {
    return undefined;
  }
  return { request, outcome: match?.[2] === 'SUCCESS' ? 'success' : 'error' };
}
