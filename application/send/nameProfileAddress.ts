import * as E from 'fp-ts/Either';
import { isEvmAddress } from '../../domain/address/EvmAddress';
import { coinTypeOfNetwork } from '../../domain/name/coinType';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type NameProfile } from '../ports/BlockchainApi';

/** ENSIP-9's coin type for Ethereum addresses, which names often hold for every EVM chain. */
const ETHEREUM_COIN_TYPE = '60';

/**
 * The address a name points to on `network` (REFERENCE §3a: addresses by coin type): the one
 * registered for the network's own coin type (SPEC §5: chain id OR 2^31), else the Ethereum one,
 * which EVM wallets use on every chain; `undefined` when the name holds neither.
 */
export function nameProfileAddress(profile: NameProfile, network: CaipNetwork): string | undefined {
  const coinType = coinTypeOfNetwork(network);
  const own = E.isRight(coinType) ? profile.addresses[String(coinType.right)] : undefined;
  const candidate = own?.address ?? profile.addresses[ETHEREUM_COIN_TYPE]?.address;
  return candidate !== undefined && isEvmAddress(candidate) ? candidate : undefined;
}

/** The avatar a name's profile shows, when it has one. */
export function nameProfileAvatar(profile: NameProfile): string | undefined {
  return profile.attributes.find((attribute) => attribute.avatar !== undefined)?.avatar;
}
