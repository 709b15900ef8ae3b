import { ConnectionStore, type WalletConnectFailure } from '../../connection/ConnectionStore';
import { WalletConnectSessions } from '../../walletconnect/WalletConnectSessions';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export type { WalletConnectFailure };

/** The WalletConnect pairing under way, if any (SPEC §4). */
export interface KeyportPairing {
  /** The site can pair by WalletConnect (it has a project id, and an adapter to connect through). */
  readonly available: boolean;
  /** The uri to show or send while a pairing is under way (valid 4 minutes). */
  readonly uri: string | undefined;
  /** How the last pairing ended when it did not connect; cleared when it is tried again. */
  readonly failure: WalletConnectFailure | undefined;
}

export type GetPairingReturnType = KeyportPairing;

export type GetPairingErrorType = TypeError;

/**
 * Whether the site can pair by WalletConnect, the uri of the pairing under way, and why the last
 * one did not connect (declined, or failed with the reason); the same object until one of them
 * changes. `pairWalletConnect` starts a pairing.
 *
 * @example
 * const { uri, failure } = getPairing(keyport);
 */
export function getPairing(keyport: Keyport): GetPairingReturnType {
  const runtime = readingRuntimeOf(keyport, 'getPairing');
  const { wcUri, wcFailure } = runtime.get(ConnectionStore).get();
  return cachedSnapshot(keyport, 'pairing', [wcUri, wcFailure], () => ({
    available: runtime.get(WalletConnectSessions).available,
    uri: wcUri,
    failure: wcFailure,
  }));
}
