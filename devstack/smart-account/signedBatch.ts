import { type Address, type Hex, type LocalAccount, type TypedDataDefinition } from 'viem';

/** A call as the account makes it: every field present. */
export interface AccountCall {
  readonly to: Address;
  readonly value: bigint;
  readonly data: Hex;
}

/** What the owner signs so that anyone may submit the batch: the calls, the nonce and a deadline. */
export interface SignedBatchRequest {
  readonly account: Address;
  readonly chainId: number;
  readonly calls: readonly AccountCall[];
  readonly nonce: bigint;
  /** Seconds since the epoch, compared with the block's timestamp. */
  readonly deadline: bigint;
}

const BATCH_TYPES = {
  Call: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
  ],
  ExecuteBatch: [
    { name: 'calls', type: 'Call[]' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/**
 * The EIP-712 typed data `KeyportAccount.executeBatchWithSignature` checks: its domain names the
 * account and the chain, so a signature is good for one account on one chain only.
 */
export function signedBatchTypedData(
  request: SignedBatchRequest,
): TypedDataDefinition<typeof BATCH_TYPES, 'ExecuteBatch'> {
  return {
    domain: {
      name: 'KeyportAccount',
      version: '1',
      chainId: request.chainId,
      verifyingContract: request.account,
    },
    types: BATCH_TYPES,
    primaryType: 'ExecuteBatch',
    message: { calls: request.calls, nonce: request.nonce, deadline: request.deadline },
  };
}

/** The owner's signature over a batch. */
export function signBatch(owner: LocalAccount, request: SignedBatchRequest): Promise<Hex> {
  return owner.signTypedData(signedBatchTypedData(request));
}
