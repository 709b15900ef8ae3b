import { runUntilReady } from '../support/runUntilReady';

/**
 * `npm run devstack` ("devstack"): one command starts everything, prints where each service
 * listens, answers, and stops cleanly on Ctrl-C.
 */
describe('devstack command', () => {
  it('starts every service, prints the URLs and how long the start took, and exits 0 on SIGINT', async () => {
    const devstack = await runUntilReady(
      'devstack/cli.ts',
      { KEYPORT_DEVSTACK_PORTS: 'free' },
      'Press Ctrl-C to stop.',
      // A generous wait, not a speed check: the start's own "ready in" line is the figure, and on a
      // clean clone the first start compiles the contracts and bundles the pages while other test
      // files run beside it.
      60_000,
    );
    try {
      expect(devstack.output()).toMatch(/Keyport devstack ready in \d+\.\d s/);
      expect(devstack.output()).toContain('keyport-demo-project');
      expect(devstack.url('WalletConnect relay')).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
      const verifyKey = await fetch(`${devstack.url('WalletConnect Verify')}/v3/public-key`);
      expect(await verifyKey.json()).toMatchObject({ publicKey: { kty: 'EC', crv: 'P-256' } });
      const chains = await fetch(
        `${devstack.url('Blockchain API')}/v1/supported-chains?projectId=keyport-demo-project`,
      );
      expect(await chains.json()).toEqual({ http: ['eip155:1', 'eip155:42161'], ws: [] });
      const wallets = await fetch(
        `${devstack.url('Wallet explorer')}/getWallets?projectId=keyport-demo-project&entries=1`,
      );
      expect(wallets.status).toBe(200);
      const walletPage = await fetch(`${devstack.url('Demo wallet page')}/wc`);
      expect(walletPage.status).toBe(200);
      expect(await walletPage.text()).toContain('<title>Keyport Demo Wallet</title>');
      const rpc = await fetch(devstack.url('\\(eip155:42161\\)'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(await rpc.json()).toMatchObject({ result: '0xa4b1' });
      // The embedded wallet service is addressed as localhost: another site than the 127.0.0.1 pages.
      const frameUrl = /Embedded wallet frame\s+(http:\/\/localhost:\d+\/sdk)/.exec(devstack.output())?.[1];
      const frame = await fetch(`${frameUrl}?projectId=keyport-demo-project&chainId=1&version=4`);
      expect(await frame.text()).toContain('<title>Keyport wallet</title>');
      expect(devstack.output()).toMatch(/Embedded wallet mailbox\s+http:\/\/localhost:\d+\/mailbox/);
    } finally {
      expect(await devstack.stop()).toBe(0);
    }
    expect(devstack.output()).toContain('Stopping the devstack');
  }, 90_000);
});
