import { type ApiResponse } from '../http/ApiResponse';

/**
 * Sends a JSON-RPC body (one call or a batch) to a chain node untouched and answers with the
 * node's status and body, as the real RPC proxy relays its upstream. A node that cannot be
 * reached is a 502, the status of a proxy whose upstream is gone.
 */
export async function forwardJsonRpc(rpcUrl: string, body: string): Promise<ApiResponse> {
  let upstream: Response;
  try {
    upstream = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    return {
      status: 502,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ status: 502, reasons: [{ name: 'upstream_unreachable', description }] }),
    };
  }
  return {
    status: upstream.status,
    contentType: upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
    body: await upstream.text(),
  };
}
