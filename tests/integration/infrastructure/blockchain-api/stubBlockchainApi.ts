import { type ServerResponse } from 'node:http';
import { startLocalServer, type LocalServer, type RecordedRequest } from '../../../support/localServer';

/** What the stub answers on one path: a status and a body (JSON-encoded unless it is a string). */
export interface StubAnswer {
  readonly status?: number;
  readonly body?: unknown;
  /** Never answer (the request hangs until the client gives up or the server closes). */
  readonly hang?: 'before-headers' | 'after-headers';
  /** Send the body in 64 KiB chunks without a Content-Length, as a streaming service does. */
  readonly chunked?: boolean;
}

export interface StubBlockchainApi {
  readonly server: LocalServer;
  /** Sets the answer for a path (`/v1/identity/0xab…`); unknown paths get a 404. */
  answer(pathname: string, answer: StubAnswer): void;
  /** The last request made to `pathname`. */
  lastRequest(pathname: string): RecordedRequest;
}

/** A blockchain API stand-in whose every answer the test chooses, recording every request. */
export async function startStubBlockchainApi(): Promise<StubBlockchainApi> {
  const answers = new Map<string, StubAnswer>();
  const server = await startLocalServer((request, response) =>
    respond(answers.get(request.url.pathname), response),
  );
  return {
    server,
    answer: (pathname, answer) => answers.set(pathname, answer),
    lastRequest: (pathname) => {
      const request = server.requests.filter((recorded) => recorded.url.pathname === pathname).at(-1);
      if (request === undefined) throw new Error(`no request to ${pathname}`);
      return request;
    },
  };
}

function respond(answer: StubAnswer | undefined, response: ServerResponse): void {
  if (answer === undefined) {
    response.statusCode = 404;
    response.end('{"status":404}');
    return;
  }
  if (answer.hang === 'before-headers') return;
  response.statusCode = answer.status ?? 200;
  response.setHeader('content-type', 'application/json');
  if (answer.hang === 'after-headers') {
    response.flushHeaders();
    response.write('{"http":');
    return;
  }
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  if (answer.chunked !== true) {
    response.end(body);
    return;
  }
  const chunk = 64 * 1024;
  for (let start = 0; start < body.length; start += chunk) response.write(body.slice(start, start + chunk));
  response.end();
}
