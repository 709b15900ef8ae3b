import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');
const demoSource = path.join(root, 'demo', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface DemoImport {
  readonly from: string;
  /** A package name, or a project path relative to the root. */
  readonly target: string;
  readonly dynamic: boolean;
}

/** Every import of the demo page's code, static (`import … from`, `export … from`) and dynamic (`import()`). */
function demoImports(): DemoImport[] {
  return sourceFiles(demoSource).flatMap((file) => {
    const found: DemoImport[] = [];
    const record = (specifier: ts.Node | undefined, dynamic: boolean): void => {
      if (specifier === undefined || !ts.isStringLiteral(specifier)) return;
      const name = specifier.text;
      const target = name.startsWith('.')
        ? path.relative(root, path.resolve(path.dirname(file), name))
        : name;
      found.push({ from: path.relative(root, file), target, dynamic });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) record(node.moduleSpecifier, false);
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        record(node.arguments[0], true);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
    return found;
  });
}

describe('the demo is a host site (it uses Keyport only through its public entry)', () => {
  it('imports Keyport only from presentation/index, and nothing else of the project but its own code', () => {
    const outside = demoImports().filter(({ target }) => !target.startsWith('demo/src/'));
    expect(outside.length).toBeGreaterThan(0);
    for (const { from, target } of outside) {
      const allowed =
        target === 'presentation/index' ||
        target === 'react' ||
        target === 'react-dom/client' ||
        // The test wallet stands in for a browser extension: its own chunk, only behind ?testWallet=.
        (from === 'demo/src/testWallet/injectTestWallet.ts' && target === 'devstack/test-wallet');
      expect({ from, target, allowed }).toEqual({ from, target, allowed: true });
    }
  });

  it('loads the test wallet only through a dynamic import', () => {
    const imports = demoImports().filter(({ target }) => target === 'demo/src/testWallet/injectTestWallet');
    expect(imports).toEqual([
      { from: 'demo/src/main.tsx', target: 'demo/src/testWallet/injectTestWallet', dynamic: true },
    ]);
  });
});
