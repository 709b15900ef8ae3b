import * as E from 'fp-ts/Either';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type NetworkNotConfiguredError } from '../../../domain/errors/NetworkErrors';
import { type CaipNetwork, type CaipNetworkId, type NetworkInput } from '../../../domain/network/CaipNetwork';
import { toCaipNetwork } from '../../../domain/network/toCaipNetwork';
import { type InvalidNetworkError } from '../../../domain/options/OptionsErrors';
import { validateNetwork } from '../../../domain/options/validateNetwork';
import { NetworkService } from '../../network/NetworkService';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export interface SwitchNetworkParameters {
  /**
   * A network the site configured: the object itself (Keyport's, viem's or AppKit's), or any
   * object with its `caipNetworkId`.
   */
  readonly network: NetworkInput | { readonly caipNetworkId: CaipNetworkId };
}

/** The site's own definition of the network now active. */
export type SwitchNetworkReturnType = CaipNetwork;

/**
 * `InvalidNetworkError` for a malformed network, `NetworkNotConfiguredError` for one the site did
 * not configure, the wallet's error (e.g. `USER_REJECTED`) when it refused to switch.
 */
export type SwitchNetworkErrorType =
  InvalidNetworkError | NetworkNotConfiguredError | KeyportDestroyedError | KeyportError;

/**
 * Makes a configured network active (SPEC §4). With a wallet connected on its namespace the
 * wallet switches first; if it refuses, nothing changes and its error is thrown. Emits
 * SWITCH_NETWORK.
 *
 * @example
 * await switchNetwork(keyport, { network: arbitrum });
 */
export async function switchNetwork(
  keyport: Keyport,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const runtime = runtimeOf(keyport, 'switchNetwork');
  // A viem chain names its network by its id alone.
  const { caipNetworkId } = toCaipNetwork(parameters.network as NetworkInput);
  const configured = keyport.getCaipNetworks().find((network) => network.caipNetworkId === caipNetworkId);
  if (configured !== undefined) return runtime.get(NetworkService).switchTo(configured);
  // Not one of the site's: a malformed object is named as such, a well-formed one as not configured.
  const checked = validateNetwork(parameters.network, 'switchNetwork(network)');
  if (E.isLeft(checked)) throw checked.left;
  return runtime.get(NetworkService).switchTo(checked.right);
}
