import * as actions from '../../application/instance/actions';
import { KEYPORT_ERROR_CODES } from '../../domain/errors/KeyportErrorCode';
import { THEME_VARIABLE_NAMES } from '../../domain/theme/ThemeVariables';
import * as pageEntry from '../../presentation/index';
import { codeSamplesOf, documentationSamples, readDocument } from '../support/docs/codeSamples';
import { compileCodeSamples } from '../support/docs/compileCodeSamples';

/** The names of `names` that `document` never mentions as a whole word. */
function unmentioned(document: string, names: readonly string[]): readonly string[] {
  const text = readDocument(document);
  return names.filter((name) => !new RegExp(`(^|[^\\w-])${name}(?![\\w-])`).test(text));
}

describe('the docs a site developer reads (README.md, docs/)', () => {
  const samples = documentationSamples();

  it('every TypeScript sample compiles against the public entries, as a site that installed keyport would compile it', () => {
    expect(samples.filter((sample) => sample.document === 'README.md').length).toBeGreaterThan(0);
    expect(compileCodeSamples(samples)).toEqual([]);
  }, 60_000);

  it('a sample importing a name the entries do not export is a problem, at its line', () => {
    const markdown = [
      '# Page',
      '',
      '```tsx',
      "import { useAppKitAcount } from 'keyport';",
      '',
      'export const Address = () => <p>{useAppKitAcount().address}</p>;',
      '```',
    ].join('\n');
    const problems = compileCodeSamples(codeSamplesOf('docs/guide/page.md', markdown));
    expect(problems).toContainEqual(
      expect.objectContaining({
        document: 'docs/guide/page.md',
        line: 4,
        message: expect.stringContaining('useAppKitAcount'),
      }),
    );
  }, 60_000);

  it('a sample may import one named before it in the same document (`// keyport.ts`)', () => {
    const markdown = [
      '```ts',
      '// keyport.ts',
      "import { createAppKit, mainnet } from 'keyport';",
      "export const modal = createAppKit({ projectId: 'p', networks: [mainnet] });",
      '```',
      '',
      '```ts',
      "import { modal } from './keyport';",
      "modal.open({ view: 'Nowhere' });",
      '```',
    ].join('\n');
    const problems = compileCodeSamples(codeSamplesOf('docs/guide/page.md', markdown));
    expect(problems).toEqual([
      expect.objectContaining({ line: 9, message: expect.stringContaining('"Nowhere"') }),
    ]);
  }, 60_000);

  it('hooks.md names every hook of the page entry (REFERENCE §5 hooks)', () => {
    const hooks = Object.keys(pageEntry).filter((name) => /^use[A-Z]/.test(name));
    expect(hooks.length).toBeGreaterThan(0);
    expect(unmentioned('docs/guide/hooks.md', hooks)).toEqual([]);
  });

  it('buttons.md names every button of the page entry (REFERENCE §5 components)', () => {
    const buttons = Object.keys(pageEntry).filter((name) => /Button$/.test(name));
    expect(buttons.length).toBeGreaterThan(0);
    expect(unmentioned('docs/guide/buttons.md', buttons)).toEqual([]);
  });

  it('headless.md names every action of keyport/headless', () => {
    expect(unmentioned('docs/guide/headless.md', Object.keys(actions))).toEqual([]);
  });

  it('headless.md names every KeyportErrorCode (SPEC §8)', () => {
    expect(unmentioned('docs/guide/headless.md', KEYPORT_ERROR_CODES)).toEqual([]);
  });

  it('theming.md names every --w3m-* variable Keyport reads (SPEC §3 theme variables)', () => {
    expect(unmentioned('docs/guide/theming.md', THEME_VARIABLE_NAMES)).toEqual([]);
  });
});
