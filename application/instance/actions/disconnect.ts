import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type DisconnectResult } from '../../disconnect/DisconnectService';
import { Disconnector } from '../../disconnect/Disconnector';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export interface DisconnectParameters {
  /** Only this namespace (with those sharing its WalletConnect session); every one when left out. */
  readonly namespace?: ChainNamespace;
}

/** Which namespaces were disconnected, and the errors of those that could not be (SPEC §4). */
export type DisconnectReturnType = DisconnectResult;

/** "Chain adapter not found" for a namespace the site cannot hold a wallet in. */
export type DisconnectErrorType = KeyportDestroyedError | Error;

/**
 * Disconnects the wallet of one namespace, or of all (SPEC §4): the wallet is told, the stored
 * connection forgotten, a sign-in session cleared. A namespace that fails does not stop the others.
 *
 * @example
 * const result = await disconnect(keyport);
 * if (!result.ok) console.warn(result.errors);
 */
export async function disconnect(
  keyport: Keyport,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  return runtimeOf(keyport, 'disconnect').get(Disconnector).disconnect(parameters.namespace);
}
