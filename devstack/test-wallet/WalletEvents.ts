/** The events an EIP-1193 provider emits, with what each listener receives. */
export interface WalletEventMap {
  /** The accounts the dapp may see now; empty when it may see none. */
  accountsChanged: readonly string[];
  /** The new chain id, hex-encoded (EIP-695). */
  chainChanged: string;
  disconnect: { readonly code: number; readonly message: string };
}

export type WalletEventName = keyof WalletEventMap;
export type WalletListener<E extends WalletEventName> = (payload: WalletEventMap[E]) => void;

/**
 * A minimal event emitter that runs in browsers and Node alike (no `node:events`). A listener that
 * throws does not stop the others: one broken dapp handler must not hide an event from the rest.
 */
export class WalletEvents {
  private readonly listeners = new Map<WalletEventName, Set<(payload: never) => void>>();

  on<E extends WalletEventName>(event: E, listener: WalletListener<E>): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(event, set);
  }

  removeListener<E extends WalletEventName>(event: E, listener: WalletListener<E>): void {
    this.listeners.get(event)?.delete(listener as (payload: never) => void);
  }

  emit<E extends WalletEventName>(event: E, payload: WalletEventMap[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as WalletListener<E>)(payload);
      } catch (error) {
        console.error(`A ${event} listener of the test wallet threw`, error);
      }
    }
  }
}
