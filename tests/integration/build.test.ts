import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The library build works and its headless entry runs in a plain Node process (no test set-up
 * loading anything first), e.g. it brings its own reflect-metadata.
 */
describe('library build (ARCHITECTURE "Choices": the headless build runs in Node without React)', () => {
  const root = path.resolve(__dirname, '../..');
  // Inside the project, so the bundle's external dependencies resolve from node_modules.
  mkdirSync(path.join(root, '.artifacts'), { recursive: true });
  const outDir = mkdtempSync(path.join(root, '.artifacts', 'build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds dist/headless.cjs and a fresh Node process opens the modal with it', () => {
    execFileSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--config', 'webpack.config.ts', '--output-path', outDir],
      { cwd: root, stdio: 'pipe' },
    );
    const script = `
      const { createHeadlessKeyport } = require(${JSON.stringify(path.join(outDir, 'headless.cjs'))});
      const core = createHeadlessKeyport({
        projectId: 'p',
        networks: [{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc'] } } }],
      });
      core.open().then(() => {
        process.stdout.write(JSON.stringify({ state: core.getState(), event: core.getEvent().data.event }));
        core.destroy();
      });
    `;
    const output = execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      state: {
        open: true,
        loading: false,
        selectedNetworkId: 'eip155:1',
        activeChain: 'eip155',
        initialized: true,
      },
      event: 'MODAL_OPEN',
    });
  }, 60_000);
});
