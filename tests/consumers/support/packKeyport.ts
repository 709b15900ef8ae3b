import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runTool } from './runTool';

const ROOT = path.resolve(__dirname, '../../..');

/** What `npm pack` reports about the tarball. */
export interface PackedKeyport {
  readonly tarball: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly string[];
}

interface NpmPackEntry {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string }[];
}

/**
 * Builds the package (`npm run build`'s two steps, into a staging folder so the working tree's
 * `dist/` is left alone) and packs it with npm from the repository's own package.json, README and
 * LICENSE, exactly what `npm pack` in the repository ships. Returns the tarball in `destination`.
 */
export async function packKeyport(staging: string, destination: string): Promise<PackedKeyport> {
  mkdirSync(staging, { recursive: true });
  for (const file of ['package.json', 'README.md', 'LICENSE']) {
    cpSync(path.join(ROOT, file), path.join(staging, file));
  }
  const outputRoot = path.join(staging, 'dist');
  await Promise.all([
    runTool(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--env',
        `outputRoot=${outputRoot}`,
      ],
      { cwd: ROOT },
    ),
    runTool(
      process.execPath,
      [path.join(ROOT, 'node_modules/ts-node/dist/bin.js'), 'scripts/build/declarations.ts', outputRoot],
      { cwd: ROOT },
    ),
  ]);
  // The build ran already; npm's own prepack would run it again in the staging folder.
  const { stdout } = await runTool(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
    { cwd: staging },
  );
  const [entry] = JSON.parse(stdout) as NpmPackEntry[];
  if (entry === undefined) throw new Error(`npm pack reported nothing: ${stdout}`);
  return {
    tarball: path.join(destination, entry.filename),
    size: entry.size,
    unpackedSize: entry.unpackedSize,
    entryCount: entry.entryCount,
    files: entry.files.map((file) => file.path),
  };
}

/** The exact versions the repository itself is built and tested with, for the sites to use too. */
export function repositoryVersions(names: readonly string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    readonly dependencies: Readonly<Record<string, string>>;
    readonly devDependencies: Readonly<Record<string, string>>;
  };
  return Object.fromEntries(
    names.map((name) => {
      const version = manifest.dependencies[name] ?? manifest.devDependencies[name];
      if (version === undefined) throw new Error(`${name} is not a dependency of Keyport`);
      return [name, version];
    }),
  );
}
