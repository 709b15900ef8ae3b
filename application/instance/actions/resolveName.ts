import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type NameServiceError } from '../../../domain/name/NameErrors';
import { ReceiverNameWithoutAddressError } from '../../../domain/send/SendErrors';
import { BlockchainApiService } from '../../account-data/BlockchainApiService';
import { ChainStore } from '../../chain/ChainStore';
import { nameProfileAddress, nameProfileAvatar } from '../../send/nameProfileAddress';
import { type Keyport } from '../Keyport';
import { loadBlockchainApiFeature } from '../features/accountFeatures';
import { runtimeOf, runtimeWith } from '../internal/runtime';

export interface ResolveNameParameters {
  /** A registered name, e.g. `ada-lovelace.reown.id`. */
  readonly name: string;
}

export interface ResolveNameReturnType {
  /** The name as its profile writes it. */
  readonly name: string;
  /** The address the name points to on the active network. */
  readonly address: string;
  /** The avatar of the name's profile, when it has one. */
  readonly avatar: string | undefined;
}

/**
 * `NameServiceError` with the server's reason or SPEC §8 "Error resolving name" when the lookup
 * failed (a name nobody registered included); `ReceiverNameWithoutAddressError` ("{name} has no
 * address on this network") when the name points nowhere on the active network, or the lookup is
 * skipped there (SPEC §7).
 */
export type ResolveNameErrorType =
  NameServiceError | ReceiverNameWithoutAddressError | KeyportDestroyedError | TypeError;

/**
 * The address a name points to on the active network (SPEC §7 profile lookup; §5: the address of
 * the network's own coin type, else the Ethereum one), with the profile's avatar.
 *
 * @example
 * const { address } = await resolveName(keyport, { name: 'ada-lovelace.reown.id' });
 */
export async function resolveName(
  keyport: Keyport,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  runtimeOf(keyport, 'resolveName');
  const name = typeof parameters.name === 'string' ? parameters.name.trim() : '';
  if (name === '') {
    throw new TypeError(`resolveName: expected a name, got ${JSON.stringify(parameters.name)}`);
  }
  const runtime = await runtimeWith(keyport, 'resolveName', loadBlockchainApiFeature);
  const profile = await runtime.get(BlockchainApiService).lookupName(name);
  const network = runtime.get(ChainStore).get().activeCaipNetwork;
  const address =
    profile === undefined || network === undefined ? undefined : nameProfileAddress(profile, network);
  if (profile === undefined || address === undefined) throw new ReceiverNameWithoutAddressError(name);
  return { name: profile.name, address, avatar: nameProfileAvatar(profile) };
}
