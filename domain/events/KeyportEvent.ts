/**
 * SPEC §7: the events Keyport reports to the host and, when allowed, to analytics. AppKit's
 * `INITIALIZE` (once, when the instance is created) and `SELECT_WALLET` (a wallet picked in a
 * list) too, so a site's `useAppKitEvents()` sees the sequences it saw with AppKit.
 */
export const KEYPORT_EVENTS = [
  'MODAL_CREATED',
  'INITIALIZE',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
] as const;

export type KeyportEventName = (typeof KEYPORT_EVENTS)[number];

/**
 * Problems only the host hears about, never analytics (they may name what the visitor was doing):
 * a view or the modal itself failed to render (`MODAL_ERROR`, with `view` and `errorMessage`),
 * a service's answer had items left out while decoding (`ANSWER_ITEMS_DROPPED`, with `call`,
 * `droppedCount` and the first `problems`), or the store kept no value it was given or could not
 * be read (`STORAGE_ERROR`, with `operation`, `key` and `errorMessage`; the value stays in memory
 * for this page), or the embedded wallet's frame did not load in time (`iframe_load_failed`) or
 * did not answer a login request in time (`iframe_request_timeout`, with `request`): SPEC §9 names
 * these two, which also raise their alerts.
 */
export const KEYPORT_ERROR_EVENTS = [
  'MODAL_ERROR',
  'ANSWER_ITEMS_DROPPED',
  'STORAGE_ERROR',
  'iframe_load_failed',
  'iframe_request_timeout',
] as const;

export type KeyportErrorEventName = (typeof KEYPORT_ERROR_EVENTS)[number];

/** What happened, for the host and (when SPEC §7 allows) analytics. */
export interface KeyportTrackData {
  readonly type: 'track';
  readonly event: KeyportEventName;
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** A problem, for the host only. */
export interface KeyportErrorData {
  readonly type: 'error';
  readonly event: KeyportErrorEventName;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** One event as hosts receive it through `subscribeEvents` / `useAppKitEvents`. */
export interface KeyportEvent {
  readonly timestamp: number;
  readonly data: KeyportTrackData | KeyportErrorData;
}
