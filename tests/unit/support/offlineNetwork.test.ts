import dns from 'node:dns';
import { createServer, type Server } from 'node:http';

/**
 * ARCHITECTURE "Tests": a test process resolves loopback names only, without the system's resolver, so a
 * name that is never reached fails at once even where the machine's resolver would never answer.
 */
describe('name resolution in tests', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_request, response) => response.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails an outside name at once, through fetch as through dns.lookup', async () => {
    const startedAt = Date.now();
    await expect(fetch('https://eth.example/rpc')).rejects.toMatchObject({
      cause: { code: 'ENOTFOUND', hostname: 'eth.example' },
    });
    await expect(dns.promises.lookup('rpc.walletconnect.org')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    const viaCallback = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      dns.lookup('api.example', (error) => resolve(error)),
    );
    expect(viaCallback?.message).toContain('tests resolve loopback names only');
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('reaches a server on the loopback by the name localhost', async () => {
    const answer = await fetch(`http://localhost:${port}/`);
    expect(await answer.text()).toBe('here');
  });

  it('answers localhost in each of the shapes callers ask for', async () => {
    expect(await dns.promises.lookup('localhost')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await dns.promises.lookup('LOCALHOST.', { all: true })).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await dns.promises.lookup('127.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await dns.promises.lookup('frame.localhost', 6)).toEqual({ address: '::1', family: 6 });
    const [address, family] = await new Promise<[unknown, unknown]>((resolve, reject) =>
      dns.lookup('localhost', 4, (error, found, foundFamily) =>
        error ? reject(error) : resolve([found, foundFamily]),
      ),
    );
    expect([address, family]).toEqual(['127.0.0.1', 4]);
  });
});
