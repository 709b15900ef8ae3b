import { type Address, type Hash, type TransactionReceipt } from 'viem';
import { devChainClients, type DevChainClients, type DevChainEndpoint } from './devChainClients';
import { type DevChain } from './DevChain';
import { type HistoryClock } from './historyClock';

type WalletClientOf = DevChainClients['walletClient'];

/**
 * Sends the set-up transactions of a dev chain one after another, each as one of its accounts,
 * dated by the history clock and confirmed before the next: order fixes nonces, and fixed nonces
 * fix the contract addresses.
 */
export interface DevTransactor {
  address(accountIndex: number): Address;
  send(accountIndex: number, submit: (wallet: WalletClientOf) => Promise<Hash>): Promise<TransactionReceipt>;
}

export function createDevTransactor(
  chain: DevChainEndpoint & Pick<DevChain, 'accounts'>,
  clock: HistoryClock,
): DevTransactor {
  const clients = new Map<number, DevChainClients>();
  const clientsOf = (accountIndex: number): DevChainClients => {
    const existing = clients.get(accountIndex);
    if (existing !== undefined) return existing;
    const created = devChainClients(chain, accountIndex);
    clients.set(accountIndex, created);
    return created;
  };
  return {
    address: (accountIndex) => clientsOf(accountIndex).walletClient.account.address,
    async send(accountIndex, submit) {
      const { publicClient, walletClient } = clientsOf(accountIndex);
      await clock.beforeTransaction();
      const hash = await submit(walletClient);
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success')
        throw new Error(`Dev chain ${chain.chainId}: set-up transaction ${hash} reverted`);
      return receipt;
    },
  };
}
