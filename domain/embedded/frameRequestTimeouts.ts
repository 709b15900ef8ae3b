import { TIMING_MS } from '../constants/timing';
import { type FrameRequestName } from './FrameEventTypes';

/**
 * SPEC §9: requests sent without waiting for the frame to finish loading. They only hand the
 * frame data (theme, site details, account preference) and may be sent again later, so they
 * must not fail or hold up the page while the frame loads.
 */
export const REQUESTS_SKIPPING_LOAD_TIMEOUT = [
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
] as const;

/**
 * SPEC §9: requests that wait for the visitor's login with the wallet service and so can hang
 * if the service never answers; after 30 s they fail (event iframe_request_timeout).
 */
export const REQUESTS_WITH_TIMEOUT = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const;

export function skipsFrameLoadTimeout(request: FrameRequestName): boolean {
  return (REQUESTS_SKIPPING_LOAD_TIMEOUT as readonly FrameRequestName[]).includes(request);
}

/** SPEC §9: how long to wait for the frame's answer to a request; none means wait as long as it takes. */
export function frameRequestTimeoutMs(request: FrameRequestName): number | undefined {
  return (REQUESTS_WITH_TIMEOUT as readonly FrameRequestName[]).includes(request)
    ? TIMING_MS.embeddedRequestTimeout
    : undefined;
}
