/** Something that answers EIP-1193 requests: here, ganache's in-process provider. */
export interface Eip1193Requester {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
}

export interface JsonRpcError {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

export type JsonRpcResponse =
  | { readonly jsonrpc: '2.0'; readonly id: JsonRpcId; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: JsonRpcId; readonly error: JsonRpcError };

type JsonRpcId = string | number | null;

/** JSON-RPC 2.0 error codes. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
/** Implementation-defined "server error", as real nodes answer most failed calls. */
const SERVER_ERROR = -32000;

/** How ganache words an unknown method; it gives such errors no code. */
const UNKNOWN_METHOD_MESSAGE = /does not exist\/is not available/;

/** Subscriptions need a connection that stays open; plain HTTP cannot deliver their notifications. */
const SUBSCRIPTION_METHODS = new Set(['eth_subscribe', 'eth_unsubscribe']);

/**
 * Answers one HTTP body of JSON-RPC 2.0: a single request or a batch, each passed to the provider.
 * Provider failures become error objects carrying the provider's code and `data` (a revert's return
 * data, which clients decode into the revert reason), never its stack.
 */
export async function answerJsonRpc(
  requester: Eip1193Requester,
  body: string,
): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return failure(null, { code: PARSE_ERROR, message: 'Parse error' });
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return failure(null, { code: INVALID_REQUEST, message: 'Empty batch' });
    return Promise.all(parsed.map((request) => answerOne(requester, request)));
  }
  return answerOne(requester, parsed);
}

async function answerOne(requester: Eip1193Requester, request: unknown): Promise<JsonRpcResponse> {
  if (typeof request !== 'object' || request === null) {
    return failure(null, { code: INVALID_REQUEST, message: 'Invalid request' });
  }
  const { id: rawId, method, params } = request as { id?: unknown; method?: unknown; params?: unknown };
  const id = isJsonRpcId(rawId) ? rawId : null;
  if (typeof method !== 'string') return failure(id, { code: INVALID_REQUEST, message: 'Invalid request' });
  if (SUBSCRIPTION_METHODS.has(method)) {
    return failure(id, { code: METHOD_NOT_FOUND, message: `${method} is not available over HTTP` });
  }
  if (params !== undefined && typeof params !== 'object') {
    return failure(id, { code: INVALID_REQUEST, message: 'params must be an array or an object' });
  }
  try {
    const result = await requester.request({ method, params: params ?? [] });
    return { jsonrpc: '2.0', id, result: result ?? null };
  } catch (error) {
    return failure(id, toJsonRpcError(error));
  }
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number' || value === null;
}

function failure(id: JsonRpcId, error: JsonRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error };
}

function toJsonRpcError(error: unknown): JsonRpcError {
  const { code, message, data } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    data?: unknown;
  };
  const text = typeof message === 'string' ? message : String(error);
  // Never -32603 (internal error) for a code-less failure: clients such as viem retry those.
  const numericCode =
    typeof code === 'number' ? code : UNKNOWN_METHOD_MESSAGE.test(text) ? METHOD_NOT_FOUND : SERVER_ERROR;
  return data === undefined
    ? { code: numericCode, message: text }
    : { code: numericCode, message: text, data };
}
