import { EvmChainAdapter } from '../../../../infrastructure/evm/EvmChainAdapter';
import { waitForReceipt } from '../../../../infrastructure/evm/waitForReceipt';
import {
  ISOLATED_RPC_CONTEXT,
  type LocalRpcNode,
  networkServedBy,
  type RpcAnswer,
  startRpcNode,
} from '../../../support/localRpcNode';

const HASH = `0x${'ab'.repeat(32)}`;
const FAST = { intervalMs: 5, limitMs: 2_000 };

describe('a sent transaction watched until mined (flows end confirmed, SPEC §9 polling)', () => {
  let node: LocalRpcNode | undefined;
  afterEach(async () => {
    await node?.close();
    node = undefined;
  });

  /** A node with no receipt for the first `unmined` asks, then `receipt`. */
  async function nodeMiningAfter(unmined: number, receipt: RpcAnswer): Promise<LocalRpcNode> {
    let asked = 0;
    node = await startRpcNode((call) => {
      if (call.method !== 'eth_getTransactionReceipt') {
        return { error: { code: -32601, message: 'Method not found' } };
      }
      asked += 1;
      return asked <= unmined ? { result: null } : receipt;
    });
    return node;
  }

  const watch = (served: LocalRpcNode, polling = FAST) =>
    waitForReceipt(HASH, networkServedBy(served.baseUrl), ISOLATED_RPC_CONTEXT, {}, polling);

  it('asks at once, and again each gap until the receipt says success: confirmed', async () => {
    const served = await nodeMiningAfter(2, { result: { status: '0x1', transactionHash: HASH } });
    expect(await watch(served)).toBe('confirmed');
    expect(served.calls.map((call) => [call.method, call.params])).toEqual([
      ['eth_getTransactionReceipt', [HASH]],
      ['eth_getTransactionReceipt', [HASH]],
      ['eth_getTransactionReceipt', [HASH]],
    ]);
  });

  it('a reverted transaction (status 0x0) is failed', async () => {
    expect(await watch(await nodeMiningAfter(0, { result: { status: '0x0' } }))).toBe('failed');
  });

  it('a receipt from before EIP-658 (a state root, no status) counts as confirmed', async () => {
    expect(await watch(await nodeMiningAfter(0, { result: { root: `0x${'00'.repeat(32)}` } }))).toBe(
      'confirmed',
    );
  });

  it('a node error is asked again rather than taken for a lost transaction', async () => {
    let asked = 0;
    node = await startRpcNode(() => {
      asked += 1;
      return asked === 1
        ? { error: { code: -32000, message: 'header not found' } }
        : { result: { status: '0x1' } };
    });
    expect(await watch(node)).toBe('confirmed');
    expect(asked).toBe(2);
  });

  it('a watch its adapter ends (the core was destroyed) stops at once as pending, its pause cut short', async () => {
    const served = await nodeMiningAfter(Number.POSITIVE_INFINITY, { result: null });
    const ending = new AbortController();
    const started = Date.now();
    const watching = waitForReceipt(
      HASH,
      networkServedBy(served.baseUrl),
      ISOLATED_RPC_CONTEXT,
      {},
      { intervalMs: 60_000, limitMs: 600_000 },
      ending.signal,
    );
    while (served.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    ending.abort();
    expect(await watching).toBe('pending');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(served.calls).toHaveLength(1);
  });

  it('still unmined when the watch runs out: pending, after asking for the whole watch only', async () => {
    const served = await nodeMiningAfter(Number.POSITIVE_INFINITY, { result: null });
    const started = Date.now();
    expect(await watch(served, { intervalMs: 20, limitMs: 100 })).toBe('pending');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(served.calls.length).toBeGreaterThanOrEqual(2);
    expect(served.calls.length).toBeLessThanOrEqual(6);
  });
});

describe('EvmChainAdapter.close (hostile input, part 5: a destroyed core leaves no receipt watch running)', () => {
  it('ends the receipt watches under way: the transaction reads as pending at once', async () => {
    const node = await startRpcNode(() => ({ result: null }));
    try {
      const adapter = new EvmChainAdapter({ window: undefined, rpcContext: () => ISOLATED_RPC_CONTEXT });
      const watching = adapter.waitForTransaction(HASH, networkServedBy(node.baseUrl));
      while (node.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const closedAt = Date.now();
      adapter.close();
      expect(await watching).toBe('pending');
      expect(Date.now() - closedAt).toBeLessThan(1_000);
    } finally {
      await node.close();
    }
  });
});

describe('waitForReceipt aborted while a request is on its way (hostile input, part 5)', () => {
  it('reads as pending as soon as that request returns, without waiting out the polling gap', async () => {
    const node = await startRpcNode(() => ({ result: null }));
    try {
      const controller = new AbortController();
      const network = networkServedBy(node.baseUrl);
      const started = Date.now();
      const watching = waitForReceipt(
        HASH,
        network,
        ISOLATED_RPC_CONTEXT,
        {},
        { intervalMs: 10_000, limitMs: 60_000 },
        controller.signal,
      );
      // Aborted before the first answer is read: the abort event has fired by the time the loop pauses.
      controller.abort();
      expect(await watching).toBe('pending');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await node.close();
    }
  });
});
