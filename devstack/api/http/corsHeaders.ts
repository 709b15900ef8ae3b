import { type IncomingMessage } from 'node:http';

/**
 * The demo page and the browser tests call the API from another port, so every answer allows any
 * origin, and a preflight is granted whatever headers the page asked to send.
 */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const requested = request.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': typeof requested === 'string' ? requested : 'content-type',
    'access-control-max-age': '600',
  };
}
