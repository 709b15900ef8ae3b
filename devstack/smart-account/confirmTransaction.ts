import { type Hash, type PublicClient } from 'viem';

/** Waits for `hash` to be mined and fails, naming `what`, when it reverted. */
export async function confirmTransaction(
  publicClient: PublicClient,
  hash: Hash,
  what: string,
): Promise<void> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${what}: transaction ${hash} reverted`);
}
