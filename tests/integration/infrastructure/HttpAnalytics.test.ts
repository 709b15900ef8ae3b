import { HttpStatusError } from '../../../domain/errors/HttpStatusError';
import { HttpAnalytics } from '../../../infrastructure/analytics/HttpAnalytics';
import { startLocalServer, type LocalServer } from '../../support/localServer';

const identity = { projectId: 'demo-project', sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const payload = {
  eventId: 'e-1',
  url: 'https://shop.example/',
  domain: 'shop.example',
  timestamp: 1,
  props: { type: 'track' as const, event: 'MODAL_OPEN', address: '0xabc', properties: { connected: false } },
};

describe('HttpAnalytics (SPEC §7 POST /e) over real HTTP', () => {
  let server: LocalServer;
  let status = 200;

  beforeAll(async () => {
    server = await startLocalServer((_request, response) => {
      response.statusCode = status;
      response.end('{}');
    });
  });
  afterAll(() => server.close());

  it('posts the payload to /e with projectId, sdk type and sdk version in the query', async () => {
    status = 200;
    await new HttpAnalytics(server.baseUrl, identity).send(payload);
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/e');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'demo-project',
      st: 'keyport',
      sv: 'react-1.7.4',
    });
    expect(JSON.parse(request?.body ?? '')).toEqual(payload);
  });

  it('SPEC §8: a non-2xx answer raises "HTTP status code: {status}" carrying the status', async () => {
    status = 403;
    const sending = new HttpAnalytics(server.baseUrl, identity).send(payload);
    await expect(sending).rejects.toBeInstanceOf(HttpStatusError);
    await expect(new HttpAnalytics(server.baseUrl, identity).send(payload)).rejects.toMatchObject({
      status: 403,
      shortMessage: 'HTTP status code: 403',
    });
  });
});
