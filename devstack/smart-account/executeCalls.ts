import { formatEther, type Address, type Hash, type PublicClient } from 'viem';
import { checkedCalls, checkedOwnerKey, type SmartAccountCall } from './checkInputs';
import { confirmTransaction } from './confirmTransaction';
import { deployInFunderTurn } from './deploySmartAccount';
import { inFunderTurn } from './funderTurns';
import { keyportAccountAbi } from './keyportAccountAbi';
import { signBatch, type AccountCall } from './signedBatch';
import { callErrorOf } from './SmartAccountCallError';
import { funderClients, type SmartAccountChain } from './SmartAccountChain';

/** How long an owner's signature over a batch stays usable: the batch is sent at once, so this is only a bound. */
export const SIGNED_BATCH_LIFETIME_SECONDS = 600n;

/**
 * Makes `calls` from the smart account of the owner whose key is `ownerKey`, in one transaction,
 * all or nothing: the owner signs the batch (EIP-712) and the funder submits it and pays its gas, so
 * the account spends only the ether its calls send. Deploys the account first if needed. Resolves
 * with the hash of the mined transaction; a batch with a failing call is refused before it is sent
 * (`SmartAccountCallError`, naming the call), as is one that sends more ether than the account holds.
 */
export async function executeCalls(
  ownerKey: string,
  chain: SmartAccountChain,
  calls: readonly SmartAccountCall[],
): Promise<Hash> {
  const owner = checkedOwnerKey(ownerKey);
  const accountCalls = checkedCalls(calls);
  const clients = funderClients(chain);
  const { publicClient, walletClient } = clients;
  return inFunderTurn(chain.rpcUrl, async () => {
    const { address: account } = await deployInFunderTurn(clients, chain, owner.address);
    await requireFunds(publicClient, account, accountCalls);
    const nonce = await publicClient.readContract({
      address: account,
      abi: keyportAccountAbi,
      functionName: 'nonce',
    });
    const deadline = (await chainTime(publicClient)) + SIGNED_BATCH_LIFETIME_SECONDS;
    const signature = await signBatch(owner, {
      account,
      chainId: chain.chainId,
      calls: accountCalls,
      nonce,
      deadline,
    });
    let hash: Hash;
    try {
      const { request } = await publicClient.simulateContract({
        account: walletClient.account,
        address: account,
        abi: keyportAccountAbi,
        functionName: 'executeBatchWithSignature',
        args: [accountCalls, nonce, deadline, signature],
      });
      hash = await walletClient.writeContract(request);
    } catch (error) {
      throw callErrorOf(error, accountCalls) ?? error;
    }
    await confirmTransaction(publicClient, hash, `The batch of smart account ${account}`);
    return hash;
  });
}

async function requireFunds(
  publicClient: PublicClient,
  account: Address,
  calls: readonly AccountCall[],
): Promise<void> {
  const needed = calls.reduce((sum, call) => sum + call.value, 0n);
  const balance = await publicClient.getBalance({ address: account });
  if (needed > balance)
    throw new Error(
      `Smart account ${account} holds ${formatEther(balance)} ETH but the calls send ${formatEther(needed)} ETH; nothing was sent`,
    );
}

/**
 * Now, in the chain's seconds: the later of its last block and the wall clock, since an idle dev
 * chain's last block may be old while its next one is dated on the wall clock.
 */
async function chainTime(publicClient: PublicClient): Promise<bigint> {
  const latest = await publicClient.getBlock();
  const wallClock = BigInt(Math.floor(Date.now() / 1000));
  return latest.timestamp > wallClock ? latest.timestamp : wallClock;
}
