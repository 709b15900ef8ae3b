import * as O from 'fp-ts/Option';
import { ALERTS, type Alert } from '../errors/Alerts';

/**
 * SPEC §8: errors from the wallet service that are about the site's setup or the visitor's
 * device rather than the action, each shown as the alert that says what to fix.
 */
const SERVER_MESSAGE_ALERTS: readonly (readonly [string, Alert])[] = [
  ['Unauthorized: origin not allowed', ALERTS.ORIGIN_NOT_ALLOWED],
  ['JWT validation error: JWT Token is not yet valid', ALERTS.SESSION_EXPIRED],
  ['Unauthorized: invalid key', ALERTS.INVALID_PROJECT_ID],
  ['Unauthorized: unverified domain', ALERTS.UNVERIFIED_DOMAIN],
];

/**
 * SPEC §8 "Server messages mapped": the alert for an embedded wallet error message, if it is one
 * of the server's known messages. The server's text may be wrapped in more text, so a message
 * that contains it counts.
 */
export function alertForFrameErrorMessage(message: string): O.Option<Alert> {
  const found = SERVER_MESSAGE_ALERTS.find(([serverMessage]) => message.includes(serverMessage));
  return found === undefined ? O.none : O.some(found[1]);
}

/** SPEC §9: the events raised when the frame does not load or does not answer in time. */
export const FRAME_TIMEOUT_EVENTS = ['iframe_load_failed', 'iframe_request_timeout'] as const;

export type FrameTimeoutEvent = (typeof FRAME_TIMEOUT_EVENTS)[number];

/** SPEC §8, §9: the alert for each frame timeout. */
export const FRAME_TIMEOUT_ALERTS: Readonly<Record<FrameTimeoutEvent, Alert>> = {
  iframe_load_failed: ALERTS.IFRAME_LOAD_FAILED,
  iframe_request_timeout: ALERTS.IFRAME_REQUEST_TIMEOUT,
};
