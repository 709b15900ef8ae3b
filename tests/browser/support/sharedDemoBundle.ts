import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildDemo } from '../../../scripts/build/buildDemo';

const ROOT = path.resolve(__dirname, '../../..');
const CACHE = path.join(ROOT, '.artifacts', 'demo-bundles');

/** What the demo bundle is built from: a change in any of these makes a new bundle. */
const SOURCES = [
  'domain',
  'application',
  'infrastructure',
  'presentation',
  'demo',
  'devstack',
  'scripts/build',
];
const LOCKED_INPUTS = ['package-lock.json', 'tsconfig.json', 'package.json'];

/** A build that holds the lock longer than this has died; another process may take over. */
const STALE_LOCK_MS = 300_000;
const POLL_MS = 250;
const DONE_MARKER = '.built';

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** A digest of every source the bundle is built from (names and contents). */
function sourcesDigest(): string {
  const hash = createHash('sha256');
  const files = [
    ...SOURCES.flatMap((folder) => filesUnder(path.join(ROOT, folder))),
    ...LOCKED_INPUTS.map((file) => path.join(ROOT, file)),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) {
      rmSync(lock, { recursive: true, force: true });
      return tryLock(lock);
    }
    return false;
  }
}

/** Bundles of older sources: left by earlier runs, of no use to this one. */
function removeOtherBundles(keep: string): void {
  for (const name of readdirSync(CACHE)) {
    if (name !== keep && !name.endsWith('.lock'))
      rmSync(path.join(CACHE, name), { recursive: true, force: true });
  }
}

/**
 * The demo bundle for the current sources, built once and shared by every browser test file of a
 * run (and by the next run while the sources stay the same). Jest runs files in parallel workers:
 * the first to ask builds it under a lock (an atomic `mkdir`), the others wait for it. Building it
 * once rather than per file saves most of a minute of CPU per file on a two-core machine.
 */
export async function sharedDemoBundle(): Promise<string> {
  mkdirSync(CACHE, { recursive: true });
  const key = sourcesDigest();
  const bundle = path.join(CACHE, key);
  const lock = `${bundle}.lock`;
  for (;;) {
    if (existsSync(path.join(bundle, DONE_MARKER))) return bundle;
    if (tryLock(lock)) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    if (existsSync(path.join(bundle, DONE_MARKER))) return bundle;
    const building = `${bundle}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    await buildDemo(building);
    writeFileSync(path.join(building, DONE_MARKER), new Date().toISOString());
    rmSync(bundle, { recursive: true, force: true });
    renameSync(building, bundle);
    removeOtherBundles(key);
    return bundle;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
