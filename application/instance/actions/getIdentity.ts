import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { AccountDetails } from '../../connection/AccountDetails';
import { type Identity } from '../../ports/BlockchainApi';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export type { Identity };

export interface GetIdentityParameters {
  /** The address whose name and avatar to read. */
  readonly address: string;
}

/** The name and avatar the blockchain API knows the address by; `null` for what it has none of. */
export type GetIdentityReturnType = Identity;

/** The API's error (`HTTP status code: {status}`, a timeout, an unreadable answer) when the call failed. */
export type GetIdentityErrorType = KeyportError | KeyportDestroyedError | TypeError;

/**
 * The name and avatar of an address (SPEC §7 identity; §9: cached 5 min, one request at a time
 * per address). When the active network is one the API does not serve, the call is skipped and
 * both are `null` (SPEC §7 empty default); a failed call throws the API's error.
 *
 * @example
 * const { name, avatar } = await getIdentity(keyport, { address: '0x…' });
 */
export async function getIdentity(
  keyport: Keyport,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  const details = runtimeOf(keyport, 'getIdentity').get(AccountDetails);
  const { address } = parameters;
  if (typeof address !== 'string' || address.trim() === '') {
    throw new TypeError(`getIdentity: expected an address, got ${JSON.stringify(address)}`);
  }
  return (await details.identities()).getIdentity(address);
}
