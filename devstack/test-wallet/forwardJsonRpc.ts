import { PROVIDER_ERRORS, ProviderRpcError } from './ProviderRpcError';

let nextId = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Sends one JSON-RPC 2.0 call to a chain node over HTTP and returns its result. A node's error
 * keeps its code, message and data (a revert's return data among them), as a wallet passes them on.
 */
export async function forwardJsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    });
  } catch (error) {
    throw PROVIDER_ERRORS.internal(`The chain at ${url} could not be reached`, String(error));
  }
  if (!response.ok) throw PROVIDER_ERRORS.internal(`The chain at ${url} answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isRecord(body))
    throw PROVIDER_ERRORS.internal(`The chain at ${url} answered something other than JSON-RPC`);
  if (isRecord(body.error)) {
    const { code, message, data } = body.error;
    throw new ProviderRpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'The chain refused the call',
      data,
    );
  }
  return body.result;
}
