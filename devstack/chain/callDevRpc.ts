/**
 * One JSON-RPC call to a dev chain, for ganache's own methods (`evm_*`) that viem's typed clients
 * do not list.
 */
export async function callDevRpc(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${method} on ${rpcUrl}: HTTP status code: ${response.status}`);
  const answer = (await response.json()) as { result?: unknown; error?: { message?: unknown } };
  if (answer.error !== undefined) throw new Error(`${method} on ${rpcUrl}: ${String(answer.error.message)}`);
  return answer.result;
}
