import { classifyRpcMethod } from './RpcMethodPolicy';

/**
 * SPEC §4, §6: when the visitor rejects, every open RPC request not in the safe list is aborted.
 * Safe requests go on: they only read, so nothing was asked of the visitor. Unknown methods are
 * aborted too, since nothing vouches for them.
 */
export function requestsToAbortOnReject<R extends { readonly method: string }>(
  openRequests: readonly R[],
): readonly R[] {
  return openRequests.filter((request) => classifyRpcMethod(request.method) !== 'safe');
}
