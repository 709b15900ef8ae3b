import {
  type Address,
  type Hex,
  isAddressEqual,
  isHex,
  type PublicClient,
  recoverMessageAddress,
} from 'viem';
import { type ChainDirectory } from '../chains/ChainDirectory';
import { parseEvmAddress } from '../chains/caip';
import { badRequest, conflict } from '../http/ApiError';
import { requireObject, requireString } from '../http/bodyFields';
import { type NameProfile, type NameRegistry } from './NameRegistry';
import { qualifyName } from './nameRules';
import { parseRegistrationMessage } from './parseRegistrationMessage';

/** ENSIP-11: an EVM chain's coin type is its chain id with this bit set (SPEC §5). */
export const EVM_COIN_TYPE_FLAG = 0x80000000;

/** How far the message's timestamp may be from the server's clock, so an old signature cannot be replayed. */
export const MESSAGE_MAX_AGE_SECONDS = 600;

/**
 * `POST /v1/profile/account`: registers the name of a signed message (REFERENCE §3a). The
 * signature is checked on the chain of the coin type, so a smart-account signature (ERC-1271)
 * verifies as well as a plain account's. Errors follow the service: 400 for a malformed request,
 * a bad name, an unknown coin type, a stale message or a bad signature; 409 for a taken name.
 */
export async function registerName(
  body: unknown,
  directory: ChainDirectory,
  registry: NameRegistry,
  now: Date = new Date(),
): Promise<NameProfile> {
  const fields = requireObject(body);
  const coinType = readCoinType(fields['coin_type']);
  const address = parseEvmAddress(requireString(fields, 'address'), 'address');
  const message = requireString(fields, 'message');
  const signature = requireString(fields, 'signature');
  if (!isHex(signature)) throw badRequest('invalid_signature', 'signature must be hex');

  const chain = directory.find(coinType - EVM_COIN_TYPE_FLAG);
  if (coinType < EVM_COIN_TYPE_FLAG || chain === undefined) {
    throw badRequest('invalid_coin_type', `Coin type ${coinType} is not an EVM chain of this service`);
  }
  const parsed = parseRegistrationMessage(message);
  const name = qualifyName(parsed.name);
  if (Math.abs(Math.floor(now.getTime() / 1_000) - parsed.timestamp) > MESSAGE_MAX_AGE_SECONDS) {
    throw badRequest(
      'invalid_message',
      `message.timestamp is more than ${MESSAGE_MAX_AGE_SECONDS} s from now`,
    );
  }
  if (!(await signatureMatches(chain.client, address, message, signature))) {
    throw badRequest('invalid_signature', `Signature does not match address ${address}`);
  }
  if (registry.isRegistered(name)) throw conflict('name_taken', `Name ${name} is already registered`);

  const at = now.toISOString();
  const profile: NameProfile = {
    name,
    registered_at: at,
    updated_at: at,
    addresses: { [String(coinType)]: { address, created: at } },
    attributes: Object.keys(parsed.attributes).length === 0 ? [] : [parsed.attributes],
  };
  registry.add(profile);
  return profile;
}

function readCoinType(value: unknown): number {
  const coinType = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof coinType !== 'number' || !Number.isSafeInteger(coinType) || coinType < 0) {
    throw badRequest('invalid_coin_type', 'coin_type must be a non-negative integer');
  }
  return coinType;
}

/**
 * A plain account's signature is recovered locally; only when that fails and the address holds
 * code is the chain asked (ERC-1271), so a node that is down is an error, never a "bad signature".
 */
async function signatureMatches(
  client: PublicClient,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  const recovered = await recoverMessageAddress({ message, signature }).catch(() => undefined);
  if (recovered !== undefined && isAddressEqual(recovered, address)) return true;
  const code = await client.getCode({ address });
  if (code === undefined || code === '0x') return false;
  return client.verifyMessage({ address, message, signature }).catch(() => false);
}
