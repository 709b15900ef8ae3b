import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryVersions } from './packKeyport';
import { runTool } from './runTool';

const CONSUMERS = path.resolve(__dirname, '../../../consumers');

/** The sites' own tools, at versions whose native parts install from the registry (checked). */
export const SITE_TOOLS = { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0', next: '16.4.6' } as const;

/** The sites and the folder in each that holds their sources, where the shared files are copied. */
const SITES = { vite: 'src', webpack: 'src', next: 'app' } as const;
export type SiteName = keyof typeof SITES;

/**
 * One workspace outside the repository for every consumer: the sites and the type-check consumers
 * copied in, one `package.json` naming the packed tarball (never a path into the repository), the
 * sites' tools and the same React and TypeScript the repository uses, and one `npm install` for all.
 */
export async function createConsumerWorkspace(workspace: string, tarball: string): Promise<void> {
  cpSync(CONSUMERS, workspace, { recursive: true });
  for (const [site, sources] of Object.entries(SITES)) {
    cpSync(path.join(CONSUMERS, 'shared'), path.join(workspace, site, sources, 'shared'), {
      recursive: true,
    });
  }
  const manifest = {
    name: 'keyport-consumers',
    private: true,
    dependencies: {
      keyport: `file:${tarball}`,
      ...SITE_TOOLS,
      ...repositoryVersions([
        'react',
        'react-dom',
        '@types/react',
        '@types/react-dom',
        '@types/node',
        'typescript',
        'webpack',
        'webpack-cli',
        'ts-loader',
        // The Vite site takes its networks from viem's chains, as AppKit sites do.
        'viem',
      ]),
    },
  };
  writeFileSync(path.join(workspace, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await runTool('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: workspace });
}

/** A tool's command line inside the workspace's node_modules. */
export function workspaceBin(workspace: string, relativePath: string): string {
  return path.join(workspace, 'node_modules', relativePath);
}
