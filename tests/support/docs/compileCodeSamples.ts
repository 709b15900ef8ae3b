import path from 'node:path';
import ts from 'typescript';
import { type CodeSample } from './codeSamples';

const ROOT = path.resolve(__dirname, '../../..');

/** The package's entries as a site imports them, resolved to their sources. */
const PUBLIC_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  keyport: ['presentation/index.ts'],
  'keyport/networks': ['presentation/networks.ts'],
  'keyport/headless': ['infrastructure/composition/headless.ts'],
};

export interface SampleProblem {
  readonly document: string;
  readonly line: number;
  readonly message: string;
}

/** The project's compiler settings, with the entries mapped; samples may leave names unused. */
function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return {
    ...parsed.options,
    noEmit: true,
    noUnusedLocals: false,
    noUnusedParameters: false,
    types: ['node'],
    baseUrl: ROOT,
    paths: PUBLIC_ENTRIES as Record<string, string[]>,
  };
}

/** A sample without an import or export is made a module, as a file of a site's would be. */
function asModule(code: string): string {
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
}

/**
 * Type-checks each sample as a file of a site that installed the package: `keyport`,
 * `keyport/networks` and `keyport/headless` resolve to the entries' sources, under the project's
 * strict settings. The samples of one document sit in one folder, so one can import another by the
 * path it names. Returns every problem, at its line in its document.
 */
export function compileCodeSamples(samples: readonly CodeSample[]): readonly SampleProblem[] {
  const virtual = new Map<string, CodeSample>();
  for (const sample of samples) {
    const folder = sample.document.replace(/\.md$/, '').replace(/[^\w]+/g, '-');
    virtual.set(path.join(ROOT, '.doc-samples', folder, sample.fileName), sample);
  }
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => {
    const sample = virtual.get(name);
    return sample === undefined
      ? getSourceFile.call(host, name, language, ...rest)
      : ts.createSourceFile(name, asModule(sample.code), language, true);
  };
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  // Module resolution looks for files only in folders that exist, and the samples' are not on disk.
  const folders = new Set([...virtual.keys()].map((name) => path.dirname(name)));
  const { directoryExists } = host;
  host.directoryExists = (name) =>
    folders.has(name) || (directoryExists?.call(host, name) ?? ts.sys.directoryExists(name));
  host.readFile = (name) => {
    const sample = virtual.get(name);
    return sample === undefined ? readFile.call(host, name) : asModule(sample.code);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return [...virtual].flatMap(([name, sample]) => {
    const source = program.getSourceFile(name);
    if (source === undefined)
      return [{ document: sample.document, line: sample.line, message: 'not compiled' }];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (diagnostic) => ({
        document: sample.document,
        line: sample.line + source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      }),
    );
  });
}
