import { type Address } from 'viem';
import { callDevRpc } from '../chain/callDevRpc';
import { type CompiledDevContracts } from '../chain/compiledContracts';

/**
 * Where `KeyportAccountFactory` lives on every dev chain. Fixed rather than a deployment address,
 * so a user's smart account has the same address on every chain and every start, and placing it
 * costs no transaction: the deployer's nonces and the seeded history stay as they were.
 */
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = '0xacc0000000000000000000000000000000000aCC';

/** Puts the factory's runtime code at `SMART_ACCOUNT_FACTORY_ADDRESS` (it needs no constructor). */
export async function placeSmartAccountFactory(
  rpcUrl: string,
  contracts: Pick<CompiledDevContracts, 'KeyportAccountFactory'>,
): Promise<void> {
  await callDevRpc(rpcUrl, 'evm_setAccountCode', [
    SMART_ACCOUNT_FACTORY_ADDRESS,
    contracts.KeyportAccountFactory.deployedBytecode,
  ]);
}
