import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  architectureCitations,
  designNoteCitations,
  sectionCitations,
  unresolvedCitations,
  unresolvedHeadings,
} from '../support/docs/citations';
import { headingTexts, numberedSections } from '../support/docs/documentHeadings';
import { brokenLinks, relativeLinks } from '../support/docs/markdownLinks';
import { pathsOutsideRepository } from '../support/docs/outsidePaths';
import { type RepositoryFile, repositoryTextFiles } from '../support/docs/repositoryTextFiles';

const ROOT = path.resolve(__dirname, '../..');
/** Texts that break the rules on purpose, to show the scanner catches each break. */
const FIXTURES = 'tests/fixtures/docs-stand-alone';

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const fixture = (name: string): string => read(`${FIXTURES}/${name}`);

/*
 * The findings the fixtures must give are written in parts, so that this file, which the
 * repository check reads too, does not itself cite a missing section or name an outside path.
 */
const cited = (document: string, section: string, line: number): string => `${document} §${section}:${line}`;
const climb = (folders: number, rest: string): string => `${'../'.repeat(folders)}${rest}`;
const MACHINE_SPEC = ['', 'work', 'shared', 'SPEC.md'].join('/');

describe('the stand-alone scanner, on fixtures that break its rules', () => {
  const fixtureSpec = numberedSections(fixture('SPEC.md'));

  it('reads the numbered sections of a document: "## 1." and "### 1a.", not unnumbered or deeper headings', () => {
    expect([...fixtureSpec]).toEqual(['1', '1a', '2']);
  });

  it('reads every section a citation names, joined by commas, slashes or "and"', () => {
    expect(sectionCitations(fixture('citing.md')).map((c) => cited(c.document, c.section, c.line))).toEqual([
      cited('SPEC', '1', 3),
      cited('SPEC', '1a', 3),
      cited('SPEC', '2', 5),
      cited('SPEC', '1a', 5),
      cited('SPEC', '7', 5),
      cited('SPEC', '2', 7),
      cited('SPEC', '3', 7),
      cited('SPEC', '9', 9),
      cited('REFERENCE', '1', 9),
      cited('REFERENCE', '2b', 9),
    ]);
  });

  it('a citation of a section the document lacks is caught, with its line', () => {
    const unresolved = unresolvedCitations(sectionCitations(fixture('citing.md')), {
      SPEC: fixtureSpec,
      REFERENCE: fixtureSpec,
    });
    expect(unresolved.map((c) => cited(c.document, c.section, c.line))).toEqual([
      cited('SPEC', '7', 5),
      cited('SPEC', '3', 7),
      cited('SPEC', '9', 9),
      cited('REFERENCE', '2b', 9),
    ]);
  });

  it('an ARCHITECTURE citation of a heading ARCHITECTURE.md lacks is caught', () => {
    const cited = architectureCitations(fixture('citing.md'));
    expect(cited.map((c) => c.heading)).toEqual(['Layers', 'No such heading']);
    expect(unresolvedHeadings(cited, headingTexts(read('ARCHITECTURE.md')))).toEqual([
      { heading: 'No such heading', line: 11 },
    ]);
  });

  it('a citation of the design note that lived outside the repository is caught', () => {
    expect(designNoteCitations(fixture('citing.md'))).toEqual([13]);
  });

  it('reads the links that lead to files, leaving out web links, anchors and code samples', () => {
    expect(relativeLinks(fixture('links.md')).map((link) => link.target)).toEqual([
      'SPEC.md',
      'SPEC.md#1-first',
      'gone.md',
      climb(4, 'outside.md'),
      '/README.md',
      'also-gone.md',
    ]);
  });

  it('a link to a missing file, or out of the repository, is caught; anchors are not checked', () => {
    const file = `${FIXTURES}/links.md`;
    const broken = brokenLinks(file, fixture('links.md'), (fromRoot) =>
      existsSync(path.join(ROOT, fromRoot)),
    );
    expect(broken.map((link) => `${link.target} -> ${link.resolved}:${link.line}`)).toEqual([
      `gone.md -> ${FIXTURES}/gone.md:4`,
      `${climb(4, 'outside.md')} -> ../outside.md:5`,
      `also-gone.md -> ${FIXTURES}/also-gone.md:17`,
    ]);
  });

  it('a path that climbs out of the repository, or into the machine it was written on, is caught', () => {
    const text = fixture('paths.md');
    expect(pathsOutsideRepository('ARCHITECTURE.md', text).map((p) => `${p.path}:${p.line}`)).toEqual([
      `${climb(1, 'shared/SPEC.md')}:3`,
      `${MACHINE_SPEC}:3`,
      `${climb(4, 'domain/x')}:5`,
    ]);
    // Four folders down, the same climbs stay inside; the machine's path does not.
    expect(
      pathsOutsideRepository('tests/unit/domain/options/x.test.ts', text).map((p) => `${p.path}:${p.line}`),
    ).toEqual([`${MACHINE_SPEC}:3`]);
  });
});

describe('the repository stands alone: what it cites and links is in it', () => {
  const files = repositoryTextFiles(ROOT, [FIXTURES]);
  const markdownFiles = files.filter((f) => f.file.endsWith('.md'));
  const problems = (check: (f: RepositoryFile) => readonly string[]): readonly string[] =>
    files.flatMap((f) => check(f).map((problem) => `${f.file}:${problem}`));

  it('scans the code, the tests and the docs (a scanner that reads nothing proves nothing)', () => {
    const names = files.map((f) => f.file);
    expect(names).toEqual(
      expect.arrayContaining(['ARCHITECTURE.md', 'docs/SPEC.md', 'domain/router/View.ts', 'package.json']),
    );
    expect(names.some((name) => name.startsWith(FIXTURES) || name.includes('node_modules/'))).toBe(false);
    expect(files.flatMap((f) => sectionCitations(f.text)).length).toBeGreaterThan(1000);
    expect(markdownFiles.flatMap((f) => relativeLinks(f.text)).length).toBeGreaterThan(5);
  });

  it('every "SPEC §n" and "REFERENCE §n" names a numbered section of docs/SPEC.md or docs/REFERENCE.md', () => {
    const sections = {
      SPEC: numberedSections(read('docs/SPEC.md')),
      REFERENCE: numberedSections(read('docs/REFERENCE.md')),
    };
    expect(
      problems((f) =>
        unresolvedCitations(sectionCitations(f.text), sections).map(
          (c) => `${c.line}: ${c.document} §${c.section} is not a section of docs/${c.document}.md`,
        ),
      ),
    ).toEqual([]);
  });

  it('every citation of an ARCHITECTURE.md heading names a heading it has', () => {
    const headings = headingTexts(read('ARCHITECTURE.md'));
    expect(
      problems((f) =>
        unresolvedHeadings(architectureCitations(f.text), headings).map(
          (c) => `${c.line}: "${c.heading}" is not a heading of ARCHITECTURE.md`,
        ),
      ),
    ).toEqual([]);
  });

  it('nothing cites the design note that lived outside the repository (cite ARCHITECTURE.md instead)', () => {
    expect(problems((f) => designNoteCitations(f.text).map((line) => `${line}: the design note`))).toEqual(
      [],
    );
  });

  it('no file mentions a path outside the repository', () => {
    expect(
      problems((f) => pathsOutsideRepository(f.file, f.text).map((p) => `${p.line}: ${p.path}`)),
    ).toEqual([]);
  });

  it('every relative link of every Markdown file leads to a file of the repository', () => {
    const exists = (fromRoot: string): boolean => existsSync(path.join(ROOT, fromRoot));
    expect(
      markdownFiles.flatMap((f) =>
        brokenLinks(f.file, f.text, exists).map((link) => `${f.file}:${link.line}: ${link.target}`),
      ),
    ).toEqual([]);
  });
});
