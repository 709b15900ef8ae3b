import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Snippet {
  readonly name: string;
  readonly code: string;
  readonly file: string;
}

const FORBIDDEN: readonly Snippet[] = [
  ['window.open', "export const go = (u: string) => window.open(u, '_self');"],
  ['location.assign', 'export const go = (u: string) => location.assign(u);'],
  ['location.replace', 'export const go = (u: string) => location.replace(u);'],
  ['location.href =', 'export const go = (u: string) => { window.location.href = u; };'],
  ['location =', 'export const go = (u: string) => { window.location = u as never; };'],
  ['<a href>', 'export const A = ({ u }: { u: string }) => <a href={u}>x</a>;'],
  ['<img src>', 'export const I = ({ u }: { u: string }) => <img src={u} alt="" />;'],
  ['<image href>', 'export const I = ({ u }: { u: string }) => <svg><image href={u} /></svg>;'],
  ['<iframe>', 'export const F = ({ u }: { u: string }) => <iframe src={u} />;'],
  [
    'dangerouslySetInnerHTML',
    'export const H = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;',
  ],
].map(([name, code]) => ({
  name: name as string,
  code: code as string,
  file: 'presentation/views/example/Example.tsx',
}));

const ALLOWED: readonly Snippet[] = [
  {
    name: '<a href> in ExternalLink',
    code: 'export const A = ({ u }: { u: string }) => <a href={u}>x</a>;',
    file: 'presentation/views/shared/ExternalLink.tsx',
  },
  {
    name: 'window.open in BrowserEnvironment',
    code: "export const go = (u: string) => window.open(u, '_blank');",
    file: 'infrastructure/environment/BrowserEnvironment.ts',
  },
];

/** The messages of the two restriction rules for each snippet, from one ESLint process. */
function restrictionMessages(snippets: readonly Snippet[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(ROOT, 'tests/support/lintSnippets.mjs'), ROOT], {
    input: JSON.stringify(snippets.map(({ code, file }) => ({ code, file }))),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as { ruleId: string | null; message: string }[][];
  return results.map((messages) =>
    messages
      .filter(({ ruleId }) => ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-properties')
      .map(({ message }) => message),
  );
}

/*
 * The lint rule that keeps every navigation and every outside image behind the link rule is itself
 * tested, so that a rule that silently stops matching fails the suite.
 */
describe('Hostile input §1: every navigation goes through one checked place (lint rule)', () => {
  let forbidden: string[][] = [];
  let allowed: string[][] = [];

  beforeAll(() => {
    const messages = restrictionMessages([...FORBIDDEN, ...ALLOWED]);
    forbidden = messages.slice(0, FORBIDDEN.length);
    allowed = messages.slice(FORBIDDEN.length);
  }, 60_000);

  it.each(FORBIDDEN.map((snippet, index) => [snippet.name, index] as const))(
    'refuses %s in product code',
    (_name, index) => {
      expect(forbidden[index]).toHaveLength(1);
    },
  );

  it.each(ALLOWED.map((snippet, index) => [snippet.name, index] as const))('allows %s', (_name, index) => {
    expect(allowed[index]).toEqual([]);
  });
});
