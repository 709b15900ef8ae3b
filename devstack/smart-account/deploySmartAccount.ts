import { parseEther, type Address } from 'viem';
import { type DevChainClients } from '../chain/devChainClients';
import { checkedAddress } from './checkInputs';
import { confirmTransaction } from './confirmTransaction';
import { inFunderTurn } from './funderTurns';
import { keyportAccountFactoryAbi } from './keyportAccountAbi';
import { funderClients, type SmartAccountChain } from './SmartAccountChain';
import { SMART_ACCOUNT_FACTORY_ADDRESS } from './smartAccountFactory';
import { accountAddressOf, hasCode, SMART_ACCOUNT_SALT } from './smartAccountAddress';

/**
 * Ether the funder gives a smart account in the transaction that deploys it, so that a first send
 * from a new account works on the devstack. An account that already exists is given nothing.
 */
export const SMART_ACCOUNT_SEED_WEI = parseEther('1');

export interface SmartAccountDeployment {
  readonly address: Address;
  readonly deployed: true;
  /** Whether this call deployed it (false: it already existed and nothing was sent). */
  readonly created: boolean;
}

/**
 * Deploys `owner`'s smart account on `chain` unless it is already there, paid by the funder, who
 * also gives a new account `SMART_ACCOUNT_SEED_WEI`. Idempotent, also when called concurrently.
 */
export async function deploySmartAccount(
  owner: string,
  chain: SmartAccountChain,
): Promise<SmartAccountDeployment> {
  const checkedOwner = checkedAddress('The owner', owner);
  const clients = funderClients(chain);
  return inFunderTurn(chain.rpcUrl, () => deployInFunderTurn(clients, chain, checkedOwner));
}

/** The deployment itself, for callers that already hold the funder's turn. */
export async function deployInFunderTurn(
  { publicClient, walletClient }: DevChainClients,
  chain: SmartAccountChain,
  owner: Address,
): Promise<SmartAccountDeployment> {
  const address = await accountAddressOf(publicClient, chain, owner);
  if (await hasCode(publicClient, address)) return { address, deployed: true, created: false };
  const hash = await walletClient.writeContract({
    address: SMART_ACCOUNT_FACTORY_ADDRESS,
    abi: keyportAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, SMART_ACCOUNT_SALT],
    value: SMART_ACCOUNT_SEED_WEI,
  });
  await confirmTransaction(publicClient, hash, `Deploying the smart account of ${owner}`);
  if (!(await hasCode(publicClient, address)))
    throw new Error(`The factory did not deploy the smart account of ${owner} at ${address}`);
  return { address, deployed: true, created: true };
}
