import { TIMING_MS } from '../../domain/constants/timing';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { type TransactionOutcome } from '../../domain/transaction/TransactionOutcome';
import { type RpcTransportOptions } from '../rpc/createRpcTransport';
import { rpcRequest } from '../rpc/rpcRequest';

/** How often the receipt is asked for and for how long; tests shorten both. */
export interface ReceiptPolling {
  readonly intervalMs: number;
  readonly limitMs: number;
}

/**
 * Waits `ms`, or less when `signal` aborts first; the timer never outlives the abort. A signal
 * that aborted already (while the last request was on its way) ends the wait at once: an abort
 * event does not fire twice.
 */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted === true) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}

const DEFAULT_POLLING: ReceiptPolling = {
  intervalMs: TIMING_MS.rpcFallbackPolling,
  limitMs: TIMING_MS.transactionWatch,
};

/**
 * Asks the network's SPEC §7 endpoints for the transaction's receipt until it has one: the first
 * time at once (a dev chain or a fast network has mined it already), then every SPEC §9 polling
 * gap. A node that fails to answer is asked again at the next gap, like one that has no receipt
 * yet: one bad answer must not make a sent transaction look lost. Plain JSON-RPC (`rpcRequest`):
 * viem's receipt watcher brings block watching and replacement tracking this does not need.
 * `signal` ends the watch early (the core was destroyed): the transaction is then still pending.
 */
export async function waitForReceipt(
  hash: string,
  network: CaipNetwork,
  context: RpcEndpointContext,
  options: RpcTransportOptions = {},
  polling: ReceiptPolling = DEFAULT_POLLING,
  signal?: AbortSignal,
): Promise<TransactionOutcome> {
  const call = rpcRequest(network, context, options);
  const deadline = Date.now() + polling.limitMs;
  while (!signal?.aborted) {
    const outcome = await call({ method: 'eth_getTransactionReceipt', params: [hash] }).then(
      outcomeOf,
      () => undefined,
    );
    if (outcome !== undefined) return outcome;
    if (Date.now() + polling.intervalMs > deadline) return 'pending';
    await pause(polling.intervalMs, signal);
  }
  return 'pending';
}

/**
 * A receipt's verdict; undefined while there is none. Only status `0x0` is a revert: receipts from
 * before status existed (EIP-658) carry a state root instead, and their transaction did run.
 */
function outcomeOf(receipt: unknown): TransactionOutcome | undefined {
  if (typeof receipt !== 'object' || receipt === null) return undefined;
  return (receipt as { readonly status?: unknown }).status === '0x0' ? 'failed' : 'confirmed';
}
