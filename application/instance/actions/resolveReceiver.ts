import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type NetworkNotConfiguredError } from '../../../domain/errors/NetworkErrors';
import { type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import {
  type InvalidAddressError,
  type ReceiverNameWithoutAddressError,
  type SendAmountAndReceiverRequiredError,
} from '../../../domain/send/SendErrors';
import { loadSendChunk, loadSendFeature } from '../../send/loadSendChunk';
import { type Receiver } from '../../send/ReceiverResolver';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { Receiver };

export interface ResolveReceiverParameters {
  /** An address of the network's namespace, or a name such as `ada.reown.id`. */
  readonly to: string;
  /** The network the address is wanted for; the active one when left out. */
  readonly network?: CaipNetworkId;
}

export type ResolveReceiverReturnType = Receiver;

/**
 * SPEC §5 "An amount and receiver address are required" for blank text, "Invalid address", the
 * SPEC §8 name error of a failed lookup ("Error resolving name" or the server's reason), and
 * "{name} has no address on this network".
 */
export type ResolveReceiverErrorType =
  | SendAmountAndReceiverRequiredError
  | InvalidAddressError
  | ReceiverNameWithoutAddressError
  | NetworkNotConfiguredError
  | KeyportDestroyedError
  | KeyportError;

/**
 * Who a send to `to` reaches: an address as it is, or a name resolved through the profile lookup
 * (SPEC §7) to the address it holds for the network (its own coin type, else Ethereum's), with
 * the name and its avatar.
 *
 * @example
 * const { address, name } = await resolveReceiver(keyport, { to: 'ada.reown.id' });
 */
export async function resolveReceiver(
  keyport: Keyport,
  parameters: ResolveReceiverParameters,
): Promise<ResolveReceiverReturnType> {
  const runtime = await runtimeWith(keyport, 'resolveReceiver', loadSendFeature);
  const { ReceiverResolver } = await loadSendChunk();
  return runtime.get(ReceiverResolver).resolveOn(parameters.to, parameters.network);
}
