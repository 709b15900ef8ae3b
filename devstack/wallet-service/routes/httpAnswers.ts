import { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Pages of this service run only its own scripts and styles and post forms only to it. The
 * consent and link pages cannot be framed (a site could otherwise trick a click on Approve);
 * the frame page can, by any site: whether a site may use it is the project's origin rule,
 * answered per request, so a refused site hears why.
 */
const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
];

export const PAGE_POLICY = [...POLICY, "frame-ancestors 'none'"].join('; ');
export const FRAME_PAGE_POLICY = POLICY.join('; ');

/** The most a request body may hold: the frame's requests are small. */
const BODY_LIMIT_BYTES = 256 * 1024;

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

export function sendHtml(response: ServerResponse, status: number, html: string, policy = PAGE_POLICY): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': policy,
    'referrer-policy': 'no-referrer',
  });
  response.end(html);
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

/** The body as text; more than the limit is refused (413) rather than read. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        reject(new HttpError(413, 'The request body is too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A request this server will not take, with the status and text to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    // JSON only: a page elsewhere cannot send that without a preflight, which this server never allows.
    throw new HttpError(415, 'Send JSON (content-type: application/json)');
  }
  try {
    return JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The body is not JSON');
  }
}

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}
