import { type PrivateKeyAccount } from 'viem/accounts';
import { type TransactionFields } from '../../test-wallet/signAndSendTransaction';
import { ServiceError } from './ServiceError';

/** A dev chain the wallet service signs for. */
export interface WalletServiceChain {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
}

/** What the service does on the dev chains; tests of the login logic put a recorder in its place. */
export interface ChainAccess {
  readonly chains: readonly WalletServiceChain[];
  /** A read-only JSON-RPC call, passed to the chain's node as it is. */
  forward(chainId: number, method: string, params: unknown): Promise<unknown>;
  /** Completes, signs (here, with the user's key) and sends a transaction; resolves its hash. */
  sendTransaction(
    account: PrivateKeyAccount,
    chainId: number,
    fields: TransactionFields,
  ): Promise<`0x${string}`>;
  /** Gives a new user's address ether on every dev chain, so they can send at once. */
  fund(address: `0x${string}`): Promise<void>;
}

/** The dev chain with this id, or a refusal naming the chains there are. */
export function chainNamed(access: Pick<ChainAccess, 'chains'>, chainId: number): WalletServiceChain {
  const chain = access.chains.find((candidate) => candidate.chainId === chainId);
  if (chain === undefined) {
    const known = access.chains.map((candidate) => candidate.chainId).join(', ');
    throw new ServiceError(`Chain ${chainId} is not a devstack chain (there are ${known})`);
  }
  return chain;
}

/** A plain call or transfer: the chain fills in the nonce, the gas and the fees. */
export function callFields(
  to: `0x${string}`,
  value: bigint | undefined,
  data: `0x${string}` | undefined,
): TransactionFields {
  return {
    to,
    value,
    data,
    gas: undefined,
    nonce: undefined,
    gasPrice: undefined,
    maxFeePerGas: undefined,
    maxPriorityFeePerGas: undefined,
  };
}
