import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { pairingOf } from '../internal/pairingFeature';

export type RetryPairingReturnType = void;

export type RetryPairingErrorType = KeyportDestroyedError;

/**
 * "Try again" after a WalletConnect pairing was declined or failed: the failure is cleared and a
 * fresh uri made for the same wallet. Resolves once the attempt settled; `getConnection` tells how
 * (the uri, or the failure again).
 *
 * @example
 * await retryPairing(keyport);
 * const { pairingUri } = getConnection(keyport).walletConnect;
 */
export async function retryPairing(keyport: Keyport): Promise<RetryPairingReturnType> {
  await (await pairingOf(keyport, 'retryPairing')).retry();
}
