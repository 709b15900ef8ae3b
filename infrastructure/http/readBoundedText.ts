import { ResponseTooLargeError } from './ResponseTooLargeError';

/**
 * Reads a response body as text, but never more than `limitBytes` of it: a `Content-Length`
 * above the limit is refused before reading, and a body without one (or one that lies) is read
 * chunk by chunk and abandoned as soon as it passes the limit. Either way the rest is not
 * downloaded and `ResponseTooLargeError` names the call and the limit.
 */
export async function readBoundedText(response: Response, call: string, limitBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limitBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(call, limitBytes);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(call, limitBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}
