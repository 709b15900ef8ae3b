import { readFileSync } from 'node:fs';
import { type Frame, type Page } from 'playwright-core';

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/**
 * axe-core's serious and critical findings on a page whose Content-Security-Policy forbids inline
 * scripts (so a script tag cannot bring axe in): axe is evaluated through the DevTools protocol,
 * which a page's policy does not govern, and the page itself is checked as served. A frame of
 * another origin is checked in its own document the same way.
 */
export async function seriousViolationsUnderCsp(page: Page | Frame): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
