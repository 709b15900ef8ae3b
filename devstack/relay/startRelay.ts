import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { clientIdFromAuth } from './clientIdFromAuth';
import { type RelayClock, systemClock } from './RelayClock';
import { RelayHub } from './RelayHub';
import { type RelayPeer } from './RelayPeer';

export interface RelayOptions {
  /** 0 (the default) lets the system pick a free port. */
  readonly port?: number;
  /** Where message expiry reads the time; tests pass one they can move forward. */
  readonly clock?: RelayClock;
  /** How often every connection is pinged; one that missed the previous ping's pong is dropped. */
  readonly pingIntervalMs?: number;
}

export interface Relay {
  /** `ws://127.0.0.1:PORT`, the relay URL to give the sign-client. */
  readonly url: string;
  close(): Promise<void>;
}

/** The relay pings like the real one, so idle connections behind proxies stay open and dead ones go. */
const DEFAULT_PING_INTERVAL_MS = 10_000;
/** Larger than any Sign protocol message; a bigger frame closes the connection (code 1009). */
const MAX_FRAME_BYTES = 1024 * 1024;

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
}

function peerOf(socket: WebSocket, clientId: string): RelayPeer {
  return {
    clientId,
    isOpen: () => socket.readyState === socket.OPEN,
    send: (frame) => socket.send(frame),
  };
}

/**
 * Starts a WalletConnect relay stand-in on 127.0.0.1: the relay JSON-RPC over WebSocket, on any path
 * (clients add `?auth=…&projectId=…` to the URL they are given).
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const hub = new RelayHub(options.clock ?? systemClock);
  const server = http.createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('This is a WebSocket relay.\n');
  });
  const sockets = new WebSocketServer({ server, maxPayload: MAX_FRAME_BYTES });
  const alive = new WeakSet<WebSocket>();

  sockets.on('connection', (socket, request) => {
    const peer = peerOf(socket, clientIdFromAuth(request.url));
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('message', (data) => hub.receive(peer, frameText(data)));
    socket.on('close', () => hub.disconnect(peer));
    // A socket error is followed by 'close'; handling it keeps one bad connection from ending the relay.
    socket.on('error', () => socket.terminate());
  });

  const heartbeat = setInterval(() => {
    for (const socket of sockets.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `ws://127.0.0.1:${port}`,
    close: async () => {
      clearInterval(heartbeat);
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
