import { startDemoStack, type DemoStack } from '../../demo/server/startDemoStack';
import { DEMO_CONFIG_ELEMENT_ID } from '../../demo/src/config/DemoConfig';
import { parseDemoConfig } from '../../demo/src/config/readDemoConfig';

/** The demo bundle builds while the dev chains start; both take a while on a cold machine. */
const START_TIMEOUT_MS = 180_000;

/**
 * The stack `npm start` runs and the browser tests drive ("npm start builds the demo, starts
 * the devstack and serves everything on 127.0.0.1"), here on free ports.
 */
describe('demo stack (demo and start command)', () => {
  let stack: DemoStack;

  beforeAll(async () => {
    stack = await startDemoStack({ ports: 'free' });
  }, START_TIMEOUT_MS);
  afterAll(() => stack?.close());

  it('serves the demo page on 127.0.0.1 pointing Keyport at the running devstack', async () => {
    expect(stack.demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(stack.demoUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const json = new RegExp(
      `<script type="application/json" id="${DEMO_CONFIG_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    const config = parseDemoConfig(json?.[1] ?? '');
    expect(config.projectId).toBe('keyport-demo-project');
    expect(config.blockchainApiUrl).toBe(stack.devstack.blockchainApiUrl);
    expect(config.explorerUrl).toBe(stack.devstack.explorerUrl);
    // The embedded wallet's frame, on another site (localhost) than the demo (127.0.0.1).
    expect(config.embeddedWalletFrameUrl).toBe(`${stack.devstack.walletServiceUrl}/sdk`);
    expect(config.embeddedWalletFrameUrl).toMatch(/^http:\/\/localhost:\d+\/sdk$/);
    expect(config.chains).toEqual(
      stack.devstack.chains.map((chain) => ({
        chainId: chain.chainId,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
      })),
    );
    expect(config.devAccounts).toHaveLength(10);
  });

  it('serves the built bundle; the test wallet is not in it but in a chunk of its own', async () => {
    const bundle = await fetch(new URL('/assets/demo.js', stack.demoUrl));
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await bundle.text();
    expect(code.length).toBeGreaterThan(10_000);
    expect(code).not.toContain('dev.keyport.testwallet');
    // The bundle's chunk table maps each lazily loaded chunk's name to its content hash.
    const hash = /"test-wallet":"([0-9a-f]+)"/.exec(code)?.[1];
    expect(hash).toBeDefined();
    const chunk = await fetch(new URL(`/assets/test-wallet.${hash}.js`, stack.demoUrl));
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toContain('dev.keyport.testwallet');
  });

  it('the devstack behind it answers', async () => {
    const chains = await fetch(
      `${stack.devstack.blockchainApiUrl}/v1/supported-chains?projectId=keyport-demo-project`,
    );
    expect(await chains.json()).toEqual({ http: ['eip155:1', 'eip155:42161'], ws: [] });
  });
});
