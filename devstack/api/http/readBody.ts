import { type IncomingMessage } from 'node:http';
import { ApiError } from './ApiError';

/** Larger bodies are refused: no call of the API needs more, and the devstack keeps them in memory. */
export const MAX_BODY_BYTES = 1_000_000;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new ApiError(413, [
        { name: 'payload_too_large', description: `Body is larger than ${MAX_BODY_BYTES} bytes` },
      ]);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON of a body; an empty body is `undefined`, a malformed one a 400. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, [{ name: 'invalid_body', description: 'Body is not valid JSON' }]);
  }
}
