import { ServiceError } from './ServiceError';
import { fieldsOf, parseChainId } from './requestPayloads';

/** An RPC_REQUEST's payload: the method, its params, and the chain it is meant for when the site says. */
export interface RpcCall {
  readonly method: string;
  readonly params: unknown;
  readonly chainId: number | undefined;
}

export function readRpcCall(payload: unknown): RpcCall {
  const fields = fieldsOf('RPC_REQUEST', payload);
  if (typeof fields.method !== 'string' || fields.method === '') {
    throw new ServiceError('RPC_REQUEST: method must be a string');
  }
  const chainId = fields.chainId === undefined ? undefined : parseChainId(fields.chainId);
  if (fields.chainId !== undefined && chainId === undefined) {
    throw new ServiceError(`RPC_REQUEST: chainId must be a chain id, got ${JSON.stringify(fields.chainId)}`);
  }
  return { method: fields.method, params: fields.params, chainId };
}

export function hexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
