import { runUntilReady } from '../support/runUntilReady';

/**
 * `npm start` ("npm start builds it, starts the devstack and serves everything on 127.0.0.1,
 * and prints the URL"): here with KEYPORT_DEMO_PORTS=free, so it runs beside anything on the fixed ports.
 */
describe('npm start', () => {
  it('builds and serves the demo with the devstack, prints the URLs, and exits 0 on Ctrl-C', async () => {
    const start = await runUntilReady(
      'scripts/start.ts',
      { KEYPORT_DEMO_PORTS: 'free' },
      'Press Ctrl-C to stop.',
      150_000,
    );
    try {
      expect(start.output()).toMatch(/Keyport demo ready in \d+\.\d s/);
      expect(start.output()).toContain('keyport-demo-project');
      const page = await fetch(start.url('Demo'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(start.url('Blockchain API'));
      expect((await fetch(new URL('/assets/demo.js', start.url('Demo')))).status).toBe(200);
      expect(start.output()).toContain(`${start.url('Demo')}?testWallet=approve`);
      // The demo is configured with the devstack's Verify stand-in, which answers.
      const verify = start.url('WalletConnect Verify').replace(/\/$/, '');
      expect(await (await fetch(start.url('Demo'))).text()).toContain(verify);
      expect((await fetch(`${verify}/v3/public-key`)).status).toBe(200);
    } finally {
      expect(await start.stop()).toBe(0);
    }
    expect(start.output()).toContain('Stopping the demo and the devstack…');
  }, 180_000);
});
