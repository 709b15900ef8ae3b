import { type Address, type PublicClient } from 'viem';
import { checkedAddress } from './checkInputs';
import { keyportAccountFactoryAbi } from './keyportAccountAbi';
import { funderClients, type SmartAccountChain } from './SmartAccountChain';
import { SMART_ACCOUNT_FACTORY_ADDRESS } from './smartAccountFactory';

/** Each owner has one smart account: the factory's salt 0. */
export const SMART_ACCOUNT_SALT = 0n;

/**
 * The address of `owner`'s smart account on `chain`, deployed or not (CREATE2 makes it known in
 * advance). The same on every dev chain. Sends no transaction.
 */
export async function smartAccountAddress(owner: string, chain: SmartAccountChain): Promise<Address> {
  return accountAddressOf(funderClients(chain).publicClient, chain, checkedAddress('The owner', owner));
}

/** Whether `owner`'s smart account has been deployed on `chain`. */
export async function isSmartAccountDeployed(owner: string, chain: SmartAccountChain): Promise<boolean> {
  const { publicClient } = funderClients(chain);
  const account = await accountAddressOf(publicClient, chain, checkedAddress('The owner', owner));
  return hasCode(publicClient, account);
}

export async function accountAddressOf(
  publicClient: PublicClient,
  chain: SmartAccountChain,
  owner: Address,
): Promise<Address> {
  if (!(await hasCode(publicClient, SMART_ACCOUNT_FACTORY_ADDRESS)))
    throw new Error(
      `Dev chain ${chain.chainId} has no smart account factory at ${SMART_ACCOUNT_FACTORY_ADDRESS} ` +
        '(a chain started by startDevChain has one)',
    );
  return publicClient.readContract({
    address: SMART_ACCOUNT_FACTORY_ADDRESS,
    abi: keyportAccountFactoryAbi,
    functionName: 'accountAddress',
    args: [owner, SMART_ACCOUNT_SALT],
  });
}

export async function hasCode(publicClient: PublicClient, address: Address): Promise<boolean> {
  const code = await publicClient.getCode({ address });
  return code !== undefined && code !== '0x';
}
