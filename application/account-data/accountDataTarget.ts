import * as E from 'fp-ts/Either';
import { checksAddressesOf, isValidAddress } from '../../domain/address/isValidAddress';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { ChainRequiredError } from '../../domain/errors/ClientSetupErrors';
import { WalletNotConnectedError } from '../../domain/errors/WalletRequestErrors';
import { type KeyportError } from '../../domain/errors/KeyportError';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { parseCaipNetworkId } from '../../domain/network/parseCaipNetworkId';
import { InvalidAddressError } from '../../domain/send/SendErrors';
import { type ChainStore } from '../chain/ChainStore';
import { type ActiveAccount } from '../account/ActiveAccount';

/** Whose account data to read, and on which network: what a caller may leave out. */
export interface AccountDataParameters {
  /** The connected account's address when left out. */
  readonly address?: string;
  /** The active network when left out. */
  readonly network?: CaipNetworkId;
}

/** The account and network whose data is read. */
export interface AccountDataTarget {
  readonly namespace: ChainNamespace;
  readonly address: string;
  readonly network: CaipNetworkId;
}

/**
 * The account and network a read of account data is for: the ones given, else the connected
 * account and the active network. A network id that is not CAIP-2, an address that is not one of
 * the network's namespace (where Keyport can tell), no address while no wallet is connected, and
 * no network at all are refused with the error that says so, before anything is asked.
 */
export function accountDataTarget(
  parameters: AccountDataParameters,
  chains: ChainStore,
  account: ActiveAccount,
): E.Either<KeyportError, AccountDataTarget> {
  const networkId = parameters.network ?? chains.get().activeCaipNetwork?.caipNetworkId;
  if (networkId === undefined) return E.left(new ChainRequiredError());
  const network = parseCaipNetworkId(networkId);
  if (E.isLeft(network)) return network;
  const { namespace, caipNetworkId } = network.right;
  const address = parameters.address ?? account.connected()?.address;
  if (address === undefined) return E.left(new WalletNotConnectedError());
  if (checksAddressesOf(namespace) && !isValidAddress(address, namespace)) {
    return E.left(new InvalidAddressError(address, namespace));
  }
  return E.right({ namespace, address, network: caipNetworkId });
}
