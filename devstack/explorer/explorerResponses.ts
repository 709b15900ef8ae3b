import { type ServerResponse } from 'node:http';

/**
 * The page calls the explorer from another origin (the host site), and fetches images as blobs,
 * so every answer carries CORS headers and preflights are answered.
 */
export function allowCrossOrigin(response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  response.setHeader('access-control-allow-headers', 'content-type, accept');
  response.setHeader('access-control-max-age', '600');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(text));
  response.end(text);
}

/** Failures answer `{ status, message }` so a developer reading the network tab sees why. */
export function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { status, message });
}
