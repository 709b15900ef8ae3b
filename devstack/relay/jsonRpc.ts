/** JSON-RPC 2.0 frames as the relay reads and writes them. */

export type JsonRpcId = number | string;

export interface JsonRpcRequest {
  readonly id: JsonRpcId;
  readonly method: string;
  readonly params: unknown;
}

export interface JsonRpcResponse {
  readonly id: JsonRpcId;
  readonly result?: unknown;
  readonly error?: unknown;
}

/** The standard error codes the relay answers with. */
export const JSON_RPC_ERRORS = {
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const;

export type JsonRpcErrorKind = keyof typeof JSON_RPC_ERRORS;

/** What one text frame turned out to be. */
export type InboundFrame =
  | { readonly kind: 'request'; readonly request: JsonRpcRequest }
  | { readonly kind: 'response'; readonly response: JsonRpcResponse }
  | { readonly kind: 'invalid'; readonly error: JsonRpcErrorKind; readonly id: JsonRpcId | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is JsonRpcId {
  return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';
}

/** Reads a frame without throwing: a bad frame becomes an error to answer, never a dropped socket. */
export function parseFrame(text: string): InboundFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', error: 'parseError', id: null };
  }
  if (!isRecord(value)) return { kind: 'invalid', error: 'invalidRequest', id: null };
  const id = isId(value.id) ? value.id : null;
  if (typeof value.method === 'string' && id !== null) {
    return { kind: 'request', request: { id, method: value.method, params: value.params } };
  }
  if (value.method === undefined && id !== null && ('result' in value || 'error' in value)) {
    return { kind: 'response', response: { id, result: value.result, error: value.error } };
  }
  return { kind: 'invalid', error: 'invalidRequest', id };
}

export function resultFrame(id: JsonRpcId, result: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', result });
}

export function errorFrame(id: JsonRpcId | null, kind: JsonRpcErrorKind, detail?: string): string {
  const { code, message } = JSON_RPC_ERRORS[kind];
  return JSON.stringify({
    id,
    jsonrpc: '2.0',
    error: { code, message: detail === undefined ? message : `${message}: ${detail}` },
  });
}

export function requestFrame(id: JsonRpcId, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params });
}
