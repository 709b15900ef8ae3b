import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ForbidSourcesPlugin } from '../../../scripts/build/ForbidSourcesPlugin';

const root = path.resolve(__dirname, '../../..');

/** Builds `files` (the first is the entry) and gives webpack's error messages. */
function buildErrors(dir: string, files: Record<string, string>): Promise<string[]> {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: `./${Object.keys(files)[0]}`,
    output: { path: path.join(dir, 'out') },
    plugins: [new ForbidSourcesPlugin(['devstack', 'tests'])],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? []);
    }),
  );
}

describe('library builds never ship the devstack or the tests (no source of devstack in the build)', () => {
  let dir: string;
  beforeEach(() => {
    mkdirSync(path.join(root, '.artifacts'), { recursive: true });
    dir = mkdtempSync(path.join(root, '.artifacts', 'forbid-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the build naming each file of a forbidden folder it would include', async () => {
    const errors = await buildErrors(dir, {
      'index.js':
        "import { wallet } from './devstack/wallet.js'; import('./tests/fake.js'); export { wallet };",
      'devstack/wallet.js': 'export const wallet = 1;',
      'tests/fake.js': 'export const fake = 2;',
    });
    expect(errors).toEqual([
      expect.stringContaining('devstack/wallet.js must not be in this build'),
      expect.stringContaining('tests/fake.js must not be in this build'),
    ]);
  }, 30_000);

  it('lets everything else through', async () => {
    const errors = await buildErrors(dir, {
      'index.js': "export { a } from './product/a.js';",
      'product/a.js': 'export const a = 1;',
    });
    expect(errors).toEqual([]);
  }, 30_000);
});
