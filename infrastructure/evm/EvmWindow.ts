/** The part of the page's `window` the EVM adapter reads: events, and the legacy injected provider. */
export interface EvmWindow {
  readonly ethereum?: unknown;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}
