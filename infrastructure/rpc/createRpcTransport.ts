import { fallback, http, type Transport } from 'viem';
import { answerSizeLimitBytes, JSON_RPC_CALL, RPC_BATCH_SIZE } from '../../domain/constants/limits';
import { TIMING_MS } from '../../domain/constants/timing';

export interface RpcTransportOptions {
  /** Per-request timeout; SPEC §9 default 10 s. */
  readonly timeoutMs?: number;
  /** Retries per endpoint before falling back to the next; the fallback itself is the retry. */
  readonly retryCount?: number;
  readonly fetchFn?: typeof fetch;
}

/**
 * SPEC §7, §9: one JSON-RPC transport over an ordered list of endpoints (see `rpcEndpoints`), each
 * with batching (up to 1000 calls a batch) and a 10 s timeout, falling back to the next endpoint
 * when one fails or times out. Ranking is off: the order is the product's rule, not a latency race.
 */
export function createRpcTransport(urls: readonly string[], options: RpcTransportOptions = {}): Transport {
  const [first, ...rest] = urls;
  if (first === undefined) throw new RangeError('An RPC transport needs at least one endpoint URL');
  const endpoint = (url: string) =>
    http(url, {
      batch: { batchSize: RPC_BATCH_SIZE },
      timeout: options.timeoutMs ?? TIMING_MS.rpcTimeout,
      retryCount: options.retryCount ?? 0,
      // A node that answers megabytes is refused unread, as any other service would be.
      maxResponseBodySize: answerSizeLimitBytes(JSON_RPC_CALL),
      ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
    });
  return fallback([endpoint(first), ...rest.map(endpoint)], { rank: false, retryCount: 0 });
}
