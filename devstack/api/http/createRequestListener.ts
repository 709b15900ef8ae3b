import { type IncomingMessage, type ServerResponse } from 'node:http';
import { ApiError } from './ApiError';
import { type ApiResponse, json } from './ApiResponse';
import { corsHeaders } from './corsHeaders';
import { matchRoute } from './matchRoute';
import { assertProjectAllowed, projectIdOf } from './projectIdOf';
import { parseJsonBody, readBody } from './readBody';
import { type Route } from './Route';

export interface RequestListenerOptions {
  readonly routes: readonly Route[];
  readonly projectIds: ReadonlySet<string>;
  /** Told of every unexpected error a handler threw (the caller answered 500). */
  readonly onUnexpectedError: (error: unknown, request: IncomingMessage) => void;
}

/**
 * The one place that turns HTTP into route calls: CORS and preflight, routing (404), body
 * parsing (400, 413), the project-id gate (403), and the error boundary. Whatever a handler
 * throws becomes an answer (its own status for an `ApiError`, 500 otherwise), so one broken
 * call never takes the server down.
 */
export function createRequestListener(options: RequestListenerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    void answer(request, options).then((result) => write(request, response, result));
  };
}

async function answer(request: IncomingMessage, options: RequestListenerOptions): Promise<ApiResponse> {
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return { status: 204 };
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  try {
    const match = matchRoute(options.routes, method, url.pathname);
    if (match === undefined) {
      throw new ApiError(404, [{ name: 'not_found', description: `No route for ${method} ${url.pathname}` }]);
    }
    const rawBody = method === 'POST' ? await readBody(request) : '';
    const body = parseJsonBody(rawBody);
    if (match.route.access === 'project') {
      assertProjectAllowed(projectIdOf(method, url.searchParams, body), options.projectIds);
    }
    return await match.route.handle({
      method,
      url,
      params: match.params,
      query: url.searchParams,
      body,
      rawBody,
    });
  } catch (error) {
    if (error instanceof ApiError) return json(error.body, error.status);
    options.onUnexpectedError(error, request);
    const description = error instanceof Error ? error.message : String(error);
    return json({ status: 500, reasons: [{ name: 'internal_error', description }] }, 500);
  }
}

function write(request: IncomingMessage, response: ServerResponse, result: ApiResponse): void {
  if (response.headersSent || response.destroyed) return;
  const headers: Record<string, string> = { ...corsHeaders(request) };
  if (result.contentType !== undefined) headers['content-type'] = result.contentType;
  response.writeHead(result.status, headers);
  response.end(result.body);
}
