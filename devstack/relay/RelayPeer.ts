/** One WebSocket connection as the relay logic sees it, independent of the WebSocket library. */
export interface RelayPeer {
  /** The client's identity (the `iss` of its auth token), which subscription ids are derived from. */
  readonly clientId: string;
  isOpen(): boolean;
  send(frame: string): void;
}
