import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string };
}

/**
 * The layer rules themselves are tested: a fixture tree with one leak per rule must fail with
 * exactly those violations, so a rule that silently stops matching (a too-wide exclude, a renamed
 * folder) is caught here rather than by a leak that slips into the product.
 */
describe('layer rules (ARCHITECTURE "Layers": dependencies point inwards, checked on every test run)', () => {
  const root = path.resolve(__dirname, '../..');
  const fixture = path.join(root, 'tests/fixtures/layer-leaks');

  function cruise(): Violation[] {
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [
          path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
          'domain',
          'application',
          'infrastructure',
          'presentation',
          'examples',
          '--config',
          path.join(root, '.dependency-cruiser.cjs'),
          '--ts-config',
          'tsconfig.json',
          '--output-type',
          'json',
        ],
        { cwd: fixture, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const result = JSON.parse(output) as { summary: { violations: Violation[] } };
    return result.summary.violations;
  }

  it('reports each leak with its rule and nothing that is allowed', () => {
    const found = cruise()
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/.*node_modules\/([^/]+)\/.*/, '$1')}`)
      .sort();
    expect(found).toEqual([
      'application-depends-on-domain-and-its-libraries: application/usesAdapter.ts -> infrastructure/adapter.ts',
      'domain-is-pure: domain/usesInfrastructure.ts -> infrastructure/adapter.ts',
      'domain-is-pure: domain/usesRxjs.ts -> rxjs',
      'examples-use-the-public-entries-only: examples/usesInternals.ts -> infrastructure/adapter.ts',
      'presentation-reaches-application-only-through-the-instance: presentation/usesInstance.ts -> application/instance/internal/runtime.ts',
      'presentation-reaches-application-only-through-the-instance: presentation/usesInstance.ts -> application/usesRxjs.ts',
      'presentation-reaches-infrastructure-only-through-the-composition-root: presentation/usesAdapter.ts -> infrastructure/adapter.ts',
    ]);
  }, 60_000);
});
