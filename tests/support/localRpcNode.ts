import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type LocalServer, startLocalServer } from './localServer';

export interface RpcCall {
  readonly id: number;
  readonly method: string;
  readonly params?: unknown[];
}

/** What the node answers one call with: a result, or a JSON-RPC error. */
export type RpcAnswer = { readonly result: unknown } | { readonly error: { code: number; message: string } };

export type LocalRpcNode = LocalServer & { readonly calls: RpcCall[] };

/** A JSON-RPC node on 127.0.0.1 answering each call with `answer` (batches too, as viem sends them). */
export async function startRpcNode(answer: (call: RpcCall) => RpcAnswer): Promise<LocalRpcNode> {
  const calls: RpcCall[] = [];
  const reply = (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, ...answer(call) });
  const server = await startLocalServer((request, response) => {
    const body = JSON.parse(request.body) as RpcCall | RpcCall[];
    const batch = Array.isArray(body) ? body : [body];
    calls.push(...batch);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(Array.isArray(body) ? batch.map(reply) : reply(body)));
  });
  return Object.assign(server, { calls });
}

/** A node answering from a fixed table; methods not in it are "Method not found". */
export function startTableRpcNode(answers: Record<string, unknown>): Promise<LocalRpcNode> {
  return startRpcNode((call) =>
    call.method in answers
      ? { result: answers[call.method] }
      : { error: { code: -32601, message: 'Method not found' } },
  );
}

/** An EVM network whose only RPC endpoint is `url` (a node started here). */
export function networkServedBy(url: string): CaipNetwork {
  return {
    id: 1337,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:1337',
    name: 'Dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
}

/** Endpoint settings that send nothing anywhere but the network's own URL (no project id, no relay). */
export const ISOLATED_RPC_CONTEXT = {
  customUrls: [],
  blockchainApiUrl: 'http://127.0.0.1:1',
  projectId: undefined,
};
