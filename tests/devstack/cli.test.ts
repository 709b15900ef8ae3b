import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run devstack` (issue "devstack"): one command starts everything, prints where each service
 * listens, answers, and stops cleanly on Ctrl-C.
 */
describe('devstack command', () => {
  it('starts every service within 20 s, prints the URLs, and exits 0 on SIGINT', async () => {
    const root = path.resolve(__dirname, '../..');
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/ts-node/dist/bin.js'), 'devstack/cli.ts'],
      {
        cwd: root,
        env: { ...process.env, KEYPORT_DEVSTACK_PORTS: 'free' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const startedAt = Date.now();
      while (!output.includes('Press Ctrl-C to stop.')) {
        if (Date.now() - startedAt > 20_000)
          throw new Error(`devstack did not start within 20 s:\n${output}`);
        if (child.exitCode !== null) throw new Error(`devstack exited early:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = (label: string): string => {
        const match = new RegExp(`${label}\\s+(http://127\\.0\\.0\\.1:\\d+)`).exec(output);
        if (!match?.[1]) throw new Error(`no ${label} URL in:\n${output}`);
        return match[1];
      };
      expect(output).toMatch(/Keyport devstack ready in \d+\.\d s/);
      expect(output).toContain('keyport-demo-project');
      expect(output).toMatch(/WalletConnect relay\s+ws:\/\/127\.0\.0\.1:\d+/);
      const chains = await fetch(
        `${url('Blockchain API')}/v1/supported-chains?projectId=keyport-demo-project`,
      );
      expect(await chains.json()).toEqual({ http: ['eip155:1', 'eip155:42161'], ws: [] });
      const wallets = await fetch(
        `${url('Wallet explorer')}/getWallets?projectId=keyport-demo-project&entries=1`,
      );
      expect(wallets.status).toBe(200);
      const rpc = await fetch(url('\\(eip155:42161\\)'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(await rpc.json()).toMatchObject({ result: '0xa4b1' });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('Stopping the devstack');
  }, 40_000);
});
