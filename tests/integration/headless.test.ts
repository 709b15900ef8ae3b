import { ContainerModule } from 'inversify';
import { type Keyport } from '../../application/instance/Keyport';
import { Environment } from '../../application/ports/Environment';
import { createHeadlessKeyport } from '../../infrastructure/composition/headless';
import { FakeEnvironment } from '../fakes/FakeEnvironment';
import { arbitrum, ethereum } from '../fixtures/networks';
import { startLocalServer, type LocalServer } from '../support/localServer';

describe('createHeadlessKeyport (ARCHITECTURE "The shape in one page": the same core in Node, without a page)', () => {
  let server: LocalServer;
  const cores: Keyport[] = [];

  beforeAll(async () => {
    server = await startLocalServer((_request, response) => {
      response.statusCode = 200;
      response.end('{}');
    });
  });

  afterEach(() => {
    for (const core of cores.splice(0)) core.destroy();
  });

  afterAll(() => server.close());

  it('SPEC §2, §4, §7: opens and closes, switches network and reports events; in Node nothing goes to analytics', async () => {
    const core = createHeadlessKeyport({
      projectId: 'headless-project',
      networks: [ethereum, arbitrum],
      apiUrls: { analyticsApi: server.baseUrl },
    });
    cores.push(core);
    const events: string[] = [];
    core.subscribeEvents((event) => events.push(event.data.event));

    expect(core.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
    });

    await core.open();
    expect(core.isOpen()).toBe(true);
    await core.close();
    expect(core.isOpen()).toBe(false);

    await expect(core.switchNetwork(arbitrum)).resolves.toBe(true);
    expect(core.getCaipNetwork()).toEqual(arbitrum);
    expect(core.getChainId()).toBe(42161);

    expect(events).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE', 'SWITCH_NETWORK']);
    expect(core.getEvent().data).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:42161' },
    });
    expect(core.getEvent().timestamp).toBeGreaterThan(0);
    expect(server.requests).toEqual([]);
  });

  it('SPEC §1, §8: without a project id the headless core still starts and raises the alert', async () => {
    const core = createHeadlessKeyport({ networks: [ethereum], apiUrls: { analyticsApi: server.baseUrl } });
    cores.push(core);

    await core.open();

    expect(core.getAlerts().map((alert) => alert.title)).toEqual(['Project ID Not Configured']);
    expect(core.isOpen()).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('SPEC §7: the same core with a browser environment does send to that analytics server (control)', async () => {
    const core = createHeadlessKeyport(
      { projectId: 'headless-project', networks: [ethereum], apiUrls: { analyticsApi: server.baseUrl } },
      [
        new ContainerModule((_bind, _unbind, _isBound, rebind) => {
          rebind(Environment).toConstantValue(new FakeEnvironment());
        }),
      ],
    );
    cores.push(core);
    const before = server.requests.length;

    await core.open();

    expect(server.requests).toHaveLength(before + 1);
    const request = server.requests.at(-1);
    expect(request?.url.pathname).toBe('/e');
    expect(request?.url.searchParams.get('projectId')).toBe('headless-project');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ props: { event: 'MODAL_OPEN' } });
  });
});
