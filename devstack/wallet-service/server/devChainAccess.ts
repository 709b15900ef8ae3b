import { parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { forwardJsonRpc } from '../../test-wallet/forwardJsonRpc';
import { signAndSendTransaction } from '../../test-wallet/signAndSendTransaction';
import { callFields, type ChainAccess, chainNamed, type WalletServiceChain } from './ChainAccess';

export interface DevChainAccessOptions {
  readonly chains: readonly WalletServiceChain[];
  /** The dev account new users are funded from. */
  readonly funderPrivateKey: `0x${string}`;
  /** Ether each new user gets on each chain. */
  readonly fundingEther: string;
}

/**
 * The dev chains over their JSON-RPC URLs. Transactions are signed in this process (the test
 * wallet's `signAndSendTransaction`) and sent raw. Funding transactions go out one at a time per
 * chain, so two users created at once never race for the funder's nonce.
 */
export function devChainAccess(options: DevChainAccessOptions): ChainAccess {
  const funder = privateKeyToAccount(options.funderPrivateKey);
  const queues = new Map<number, Promise<unknown>>();
  const access: ChainAccess = {
    chains: options.chains,
    forward: (chainId, method, params) => forwardJsonRpc(chainNamed(access, chainId).rpcUrl, method, params),
    sendTransaction: (account, chainId, fields) =>
      signAndSendTransaction(account, { id: chainId, rpcUrl: chainNamed(access, chainId).rpcUrl }, fields),
    async fund(address) {
      const value = parseEther(options.fundingEther);
      await Promise.all(
        options.chains.map((chain) => {
          const previous = queues.get(chain.chainId) ?? Promise.resolve();
          const next = previous
            .catch(() => undefined)
            .then(() => access.sendTransaction(funder, chain.chainId, callFields(address, value, undefined)));
          queues.set(chain.chainId, next);
          return next;
        }),
      );
    },
  };
  return access;
}
