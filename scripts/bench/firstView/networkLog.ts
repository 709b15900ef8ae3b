import { type CDPSession } from 'playwright-core';

/** One request the page made, as the browser's network events tell it. */
export interface RequestRecord {
  readonly url: string;
  readonly method: string;
  /** The browser's resource type: Document, Script, Fetch, Image, WebSocket… */
  readonly type: string;
  /** When it started, in ms since the epoch (the page's clock and the browser's agree on this). */
  readonly startEpochMs: number;
  /** Bytes over the wire (body as sent, compressed or not, plus headers); null until it finished. */
  readonly transferBytes: number | null;
  /** The answer's `content-encoding`, '' when it had none; null without an answer. */
  readonly contentEncoding: string | null;
  readonly failed: boolean;
}

interface Pending {
  url: string;
  method: string;
  type: string;
  startEpochMs: number;
  transferBytes: number | null;
  contentEncoding: string | null;
  failed: boolean;
}

function encodingOf(headers: Readonly<Record<string, string>>): string {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding');
  return entry?.[1] ?? '';
}

/**
 * Records every request of the page from the browser's own network events (a CDP session), web
 * sockets included, so that nothing a script starts escapes the count. Returns a function that
 * reads what was recorded so far. `data:` and `blob:` addresses never leave the page and are left out.
 */
export async function recordNetwork(session: CDPSession): Promise<() => RequestRecord[]> {
  const requests = new Map<string, Pending>();
  session.on('Network.requestWillBeSent', (event) => {
    if (/^(data|blob):/.test(event.request.url)) return;
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      startEpochMs: event.wallTime * 1000,
      transferBytes: null,
      contentEncoding: null,
      failed: false,
    });
  });
  session.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.contentEncoding = encodingOf(event.response.headers);
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.transferBytes = event.encodedDataLength;
  });
  session.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.failed = true;
  });
  session.on('Network.webSocketWillSendHandshakeRequest', (event) => {
    requests.set(event.requestId, {
      url: requests.get(event.requestId)?.url ?? '',
      method: 'GET',
      type: 'WebSocket',
      startEpochMs: event.wallTime * 1000,
      transferBytes: null,
      contentEncoding: null,
      failed: false,
    });
  });
  session.on('Network.webSocketCreated', (event) => {
    const known = requests.get(event.requestId);
    requests.set(event.requestId, {
      url: event.url,
      method: 'GET',
      type: 'WebSocket',
      startEpochMs: known?.startEpochMs ?? Date.now(),
      transferBytes: null,
      contentEncoding: null,
      failed: false,
    });
  });
  await session.send('Network.enable');
  return () => [...requests.values()].map((request) => ({ ...request }));
}
