import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops listening and drops the open connections, so the port is free again. */
  close(): Promise<void>;
}

/**
 * A small HTTP stand-in on 127.0.0.1: `answer` handles each request; one that throws (a URL that
 * cannot be parsed, say) is answered 400 rather than taking the server down, and so is a request
 * Node cannot read. A port in use fails the start with a message saying so.
 */
export async function serveOnLoopback(
  port: number,
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LoopbackServer> {
  const server = http.createServer((request, response) => {
    try {
      answer(request, response);
    } catch {
      if (!response.headersSent) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      } else response.destroy();
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on 127.0.0.1 is already in use: stop what runs there first`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: chosen } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${chosen}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
