import { type ServerResponse } from 'node:http';
import { ANSWER_SIZE_LIMIT_BYTES, DISPLAY_TEXT_MAX_LENGTH } from '../../../domain/constants/limits';
import { HttpStatusError } from '../../../domain/errors/HttpStatusError';
import { isKeyportError } from '../../../domain/errors/KeyportError';
import { type DroppedItemsReport } from '../../../domain/events/droppedItemsReport';
import { HttpWalletRegistry } from '../../../infrastructure/registry/HttpWalletRegistry';
import {
  InvalidResponseError,
  RequestFailedError,
  RequestTimeoutError,
} from '../../../infrastructure/http/RequestErrors';
import { startLocalServer, type LocalServer, type RecordedRequest } from '../../support/localServer';

const identity = { projectId: 'demo-project', sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const query = { page: 1, entries: 40 };

/** Each test sets how the stub answers; one that never ends the response is a server that hangs. */
let answer: (request: RecordedRequest, response: ServerResponse) => void = () => undefined;

function reply(status: number, body: string): (request: RecordedRequest, response: ServerResponse) => void {
  return (_request, response) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(body);
  };
}

describe('HttpWalletRegistry failures over real HTTP (SPEC §8, ARCHITECTURE "Errors")', () => {
  let server: LocalServer;
  let registry: HttpWalletRegistry;

  beforeAll(async () => {
    server = await startLocalServer((request, response) => answer(request, response));
    registry = new HttpWalletRegistry(server.baseUrl, identity, undefined, 300);
  });
  afterAll(() => server.close());

  it('REFERENCE §3c: sends projectId, st, sv and the query, leaving empty lists out', async () => {
    answer = reply(200, '{"data":[],"count":0}');
    await registry.getWallets({
      page: 2,
      entries: 40,
      search: 'quill',
      badge: 'certified',
      include: [],
      exclude: ['a', 'b'],
      chains: ['eip155:1'],
    });
    const request = server.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/getWallets');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'demo-project',
      st: 'keyport',
      sv: 'react-1.7.4',
      page: '2',
      entries: '40',
      search: 'quill',
      badge_type: 'certified',
      exclude: 'a,b',
      chains: 'eip155:1',
    });
  });

  it('SPEC §8: a 500 raises "HTTP status code: 500"', async () => {
    answer = reply(500, '{"message":"boom"}');
    await expect(registry.getWallets(query)).rejects.toMatchObject({
      constructor: HttpStatusError,
      status: 500,
      message: 'HTTP status code: 500',
    });
  });

  it('SPEC §8: a 403 raises "HTTP status code: 403" with the status kept', async () => {
    answer = reply(403, '{"message":"unknown project"}');
    await expect(registry.getWallets(query)).rejects.toMatchObject({
      constructor: HttpStatusError,
      status: 403,
    });
  });

  it('ARCHITECTURE "Errors": a body that is not JSON is a typed decode error', async () => {
    answer = reply(200, '<html>maintenance</html>');
    const failure = await registry.getWallets(query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidResponseError);
    expect(isKeyportError(failure) && failure.details).toBe('the body is not JSON');
  });

  it('ARCHITECTURE "Errors": JSON that is not a wallet page is a typed decode error naming the bad field', async () => {
    answer = reply(200, JSON.stringify({ data: [{ id: 'w1', name: 'One' }], count: '1' }));
    const failure = await registry.getWallets(query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidResponseError);
    expect(failure).toMatchObject({
      code: 'INVALID_RESPONSE',
      call: 'GET /getWallets',
      shortMessage: 'Invalid response to GET /getWallets',
    });
    expect(isKeyportError(failure) && failure.details).toBe(
      'count: expected a count, a whole number from 0, got "1"',
    );
  });

  it('Hostile input §2: a malformed wallet is left out of its page and reported; the others stay', async () => {
    const dropped: DroppedItemsReport[] = [];
    const reporting = new HttpWalletRegistry(server.baseUrl, identity, undefined, 300, (report) =>
      dropped.push(report),
    );
    answer = reply(
      200,
      JSON.stringify({
        data: [
          { id: 'w1', name: 7 },
          { id: 'w2', name: 'Two' },
        ],
        count: 2,
      }),
    );
    const page = await reporting.getWallets(query);
    expect(page).toEqual({ data: [{ id: 'w2', name: 'Two' }], count: 2 });
    expect(dropped).toEqual([
      {
        call: 'GET /getWallets',
        droppedCount: 1,
        problems: [expect.stringMatching(/^data\.0\..*name: expected string, got 7$/)],
      },
    ]);
  });

  it('Hostile input §3: a wallet name of 100,000 characters is cut for display', async () => {
    answer = reply(200, JSON.stringify({ data: [{ id: 'w1', name: 'W'.repeat(100_000) }], count: 1 }));
    const [wallet] = (await registry.getWallets(query)).data;
    expect(wallet?.name).toBe(`${'W'.repeat(DISPLAY_TEXT_MAX_LENGTH.name - 1)}…`);
  });

  it('Hostile input §3: a page holds no more wallets than were asked for, and no negative count', async () => {
    const wallets = Array.from({ length: 40_000 }, (_, index) => ({ id: `w${index}`, name: `W${index}` }));
    answer = reply(200, JSON.stringify({ data: wallets, count: 40_000 }));
    const page = await registry.getWallets(query);
    expect(page.data).toHaveLength(query.entries);
    expect(page.data[0]).toEqual({ id: 'w0', name: 'W0' });

    answer = reply(200, JSON.stringify({ data: [], count: -1 }));
    await expect(registry.getWallets(query)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("Hostile input §3: an answer past the explorer call's size limit is refused unread", async () => {
    answer = reply(200, JSON.stringify({ data: [], count: 0, padding: 'x'.repeat(10 * 1024 * 1024) }));
    await expect(registry.getWallets(query)).rejects.toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      call: 'GET /getWallets',
      limitBytes: ANSWER_SIZE_LIMIT_BYTES['GET /getWallets'],
    });
  });

  it('a server that never answers gives a typed timeout error after timeoutMs', async () => {
    answer = () => undefined;
    const failure = await registry.getWallets(query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestTimeoutError);
    expect(failure).toMatchObject({
      code: 'TIMEOUT',
      call: 'GET /getWallets',
      timeoutMs: 300,
      shortMessage: 'Request timed out after 300 ms',
    });
  });

  it('a server that stalls after the headers also times out', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data":[');
    };
    await expect(registry.getWallets(query)).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('an explorer that cannot be reached gives a typed request failure naming the call', async () => {
    const gone = await startLocalServer(reply(200, '{}'));
    await gone.close();
    const failure = await new HttpWalletRegistry(gone.baseUrl, identity)
      .getWallets(query)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestFailedError);
    expect(failure).toMatchObject({ code: 'REQUEST_FAILED', call: 'GET /getWallets' });
    expect(isKeyportError(failure) && failure.cause).toBeDefined();
  });

  it('a failure that is not an Error is still reported as unreachable, through the given fetch', async () => {
    const refusing = new HttpWalletRegistry(server.baseUrl, identity, () => Promise.reject('offline'));
    await expect(refusing.getWallets(query)).rejects.toMatchObject({
      constructor: RequestFailedError,
      details: 'offline',
    });
  });
});
