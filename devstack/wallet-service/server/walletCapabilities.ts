import { type AccountType } from '../protocol/serviceApi';
import { type WalletServiceChain } from './ChainAccess';
import { hexChainId } from './rpcCall';

/**
 * EIP-5792 capabilities of an account type: an eoa sends a batch one call at a time; a smart
 * account sends it in one transaction, all or nothing (`atomic`, and the earlier draft's
 * `atomicBatch`, for sites that read that).
 */
const CAPABILITIES: Readonly<Record<AccountType, unknown>> = {
  eoa: { atomic: { status: 'unsupported' } },
  smartAccount: { atomic: { status: 'supported' }, atomicBatch: { supported: true } },
};

/** wallet_getCapabilities: per dev chain (hex id), those of the account type in use there. */
export function walletCapabilities(
  chains: readonly WalletServiceChain[],
  typeOn: (chainId: number) => AccountType,
): Record<string, unknown> {
  return Object.fromEntries(
    chains.map((chain) => [hexChainId(chain.chainId), CAPABILITIES[typeOn(chain.chainId)]]),
  );
}
