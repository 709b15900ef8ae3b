import { INVALID_PROJECT_ID_ALERT, ORIGIN_NOT_ALLOWED_ALERT, type Alert } from '../errors/Alerts';
import {
  IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT_ALERT,
  SESSION_EXPIRED_ALERT,
  UNVERIFIED_DOMAIN_ALERT,
} from '../errors/EmbeddedWalletAlerts';

/**
 * SPEC §8: errors from the wallet service that are about the site's setup or the visitor's
 * device rather than the action, each shown as the alert that says what to fix.
 */
const SERVER_MESSAGE_ALERTS: readonly (readonly [string, Alert])[] = [
  ['Unauthorized: origin not allowed', ORIGIN_NOT_ALLOWED_ALERT],
  ['JWT validation error: JWT Token is not yet valid', SESSION_EXPIRED_ALERT],
  ['Unauthorized: invalid key', INVALID_PROJECT_ID_ALERT],
  ['Unauthorized: unverified domain', UNVERIFIED_DOMAIN_ALERT],
];

/**
 * SPEC §8 "Server messages mapped": the alert for an embedded wallet error message, if it is one
 * of the server's known messages (a plain value rather than an fp-ts Option: the page's entry
 * would otherwise carry Option's machinery for the embedded wallet's sake). The server's text may be wrapped in more text, so a message
 * that contains it counts.
 */
export function alertForFrameErrorMessage(message: string): Alert | undefined {
  const found = SERVER_MESSAGE_ALERTS.find(([serverMessage]) => message.includes(serverMessage));
  return found?.[1];
}

/** SPEC §9: the events raised when the frame does not load or does not answer in time. */
export const FRAME_TIMEOUT_EVENTS = ['iframe_load_failed', 'iframe_request_timeout'] as const;

export type FrameTimeoutEvent = (typeof FRAME_TIMEOUT_EVENTS)[number];

/** SPEC §8, §9: the alert for each frame timeout. */
export const FRAME_TIMEOUT_ALERTS: Readonly<Record<FrameTimeoutEvent, Alert>> = {
  iframe_load_failed: IFRAME_LOAD_FAILED_ALERT,
  iframe_request_timeout: IFRAME_REQUEST_TIMEOUT_ALERT,
};
