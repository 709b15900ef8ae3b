/** SPEC §7: the events Keyport reports to the host and, when allowed, to analytics. */
export const KEYPORT_EVENTS = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
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

/** One event as hosts receive it through `subscribeEvents` / `useAppKitEvents`. */
export interface KeyportEvent {
  readonly timestamp: number;
  readonly data: {
    readonly type: 'track';
    readonly event: KeyportEventName;
    readonly properties?: Readonly<Record<string, unknown>>;
  };
}
