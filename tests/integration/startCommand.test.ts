import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm start` (issue: "npm start builds it, starts the devstack and serves everything on 127.0.0.1,
 * and prints the URL"): here with KEYPORT_DEMO_PORTS=free, so it runs beside anything on the fixed ports.
 */
describe('npm start', () => {
  it('builds and serves the demo with the devstack, prints the URLs, and exits 0 on Ctrl-C', async () => {
    const root = path.resolve(__dirname, '../..');
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/ts-node/dist/bin.js'), 'scripts/start.ts'],
      {
        cwd: root,
        env: { ...process.env, KEYPORT_DEMO_PORTS: 'free' },
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
        if (Date.now() - startedAt > 150_000)
          throw new Error(`npm start did not start within 150 s:\n${output}`);
        if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const url = (label: string): string => {
        const match = new RegExp(`${label}\\s+(http://127\\.0\\.0\\.1:\\d+/?)`).exec(output);
        if (!match?.[1]) throw new Error(`no ${label} URL in:\n${output}`);
        return match[1];
      };
      expect(output).toMatch(/Keyport demo ready in \d+\.\d s/);
      expect(output).toContain('keyport-demo-project');
      const page = await fetch(url('Demo'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(url('Blockchain API'));
      expect((await fetch(new URL('/assets/demo.js', url('Demo')))).status).toBe(200);
      expect(output).toContain(`${url('Demo')}?testWallet=approve`);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('Stopping the demo and the devstack…');
  }, 180_000);
});
