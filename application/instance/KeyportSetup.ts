import { type KeyportAdapter } from './KeyportAdapter';
import { type KeyportPorts } from './KeyportPorts';

/** How one instance is put together, beside its options (the second argument of `createKeyport`). */
export interface KeyportSetup {
  /** Chain adapters, one per namespace the site holds wallets in (e.g. `evmAdapter()`). */
  readonly adapters?: readonly KeyportAdapter[];
  /** Adapters of this deployment's own, in place of the defaults. */
  readonly ports?: KeyportPorts;
  /**
   * Tells this instance apart from the others on a page: its stored state, its WalletConnect
   * storage and its modal's markup are its own. Letters, digits, `-` and `_`, at most 32;
   * `default` (the instance `createAppKit` makes) unless given.
   */
  readonly name?: string;
}
