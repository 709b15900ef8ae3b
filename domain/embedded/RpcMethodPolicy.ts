import * as E from 'fp-ts/Either';
import { RpcCallNotAllowedError } from '../errors/EmbeddedFrameErrors';

/**
 * SPEC §6 safe methods: they read chain or wallet state, or send a transaction that is already
 * signed, so the embedded wallet runs them without asking the visitor.
 */
export const SAFE_RPC_METHODS = [
  // read-only chain methods
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_requestAccounts',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'web3_sha3',
  // raw-transaction send: already signed elsewhere
  'eth_sendRawTransaction',
  // capability and status queries
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  // user-operation queries
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  // asset listing
  'wallet_getAssets',
] as const;

/**
 * SPEC §6 unsafe methods: they sign or spend on the visitor's behalf, so the embedded wallet shows
 * them for approval, and they are aborted when requests are rejected.
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];
export type RpcMethodSafety = 'safe' | 'unsafe' | 'unknown';

/** SPEC §6: which list a method is on; a method on neither is not recognised. */
export function classifyRpcMethod(method: string): RpcMethodSafety {
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) {
    return 'safe';
  }
  if ((UNSAFE_RPC_METHODS as readonly string[]).includes(method)) {
    return 'unsafe';
  }
  return 'unknown';
}

/** SPEC §6: the text shown in the modal when a request is refused. */
export const ACTION_NOT_ALLOWED_TEXT = 'Action not allowed';

/** SPEC §5 "Only methods in the safe or unsafe lists are recognised": whether a request may go to the wallet. */
export function checkRpcMethodAllowed(
  method: string,
): E.Either<RpcCallNotAllowedError, Exclude<RpcMethodSafety, 'unknown'>> {
  const safety = classifyRpcMethod(method);
  return safety === 'unknown' ? E.left(new RpcCallNotAllowedError(method)) : E.right(safety);
}
