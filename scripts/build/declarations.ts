import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type EntryPointConfig, generateDtsBundle } from 'dts-bundle-generator';
import { OUTPUT_FOLDERS } from './outputFolders';

const ROOT = path.resolve(__dirname, '../..');

/** One public entry: its source, and the declaration files it ships as (one per module format). */
interface DeclaredEntry {
  readonly source: string;
  readonly files: readonly string[];
}

/**
 * The package's entries. Each declaration file stands alone (Keyport's own types inlined, only its
 * dependencies imported by name), so it reads the same under every `moduleResolution` a site uses:
 * `.d.mts` beside an ES module, `.d.cts` beside a CommonJS one.
 */
const PAGE_ENTRY = 'presentation/index.ts';

export const DECLARED_ENTRIES: readonly DeclaredEntry[] = [
  { source: PAGE_ENTRY, files: ['keyport.d.mts'] },
  { source: 'presentation/networks.ts', files: ['networks.d.mts', 'networks.d.cts'] },
  { source: 'infrastructure/composition/headless.ts', files: ['headless.d.mts', 'headless.d.cts'] },
];

function entryConfig(source: string): EntryPointConfig {
  return {
    filePath: path.join(ROOT, source),
    // Only what an entry exports is exported; the types its exports mention are declared, unexported.
    // The page entry keeps its `declare module 'react'` (the button elements' TSX typings); the
    // others, read without React, must not carry it.
    output: {
      noBanner: true,
      exportReferencedTypes: false,
      inlineDeclareExternals: source === PAGE_ENTRY,
    },
    libraries: { allowedTypesLibraries: ['node'] },
  };
}

/** Writes every entry's declarations into `<outputRoot>/types/`; throws on any compile error. */
export function writeDeclarations(outputRoot: string): void {
  const bundles = generateDtsBundle(
    DECLARED_ENTRIES.map((entry) => entryConfig(entry.source)),
    { preferredConfigPath: path.join(ROOT, 'tsconfig.declarations.json') },
  );
  const folder = path.join(outputRoot, OUTPUT_FOLDERS.types);
  mkdirSync(folder, { recursive: true });
  DECLARED_ENTRIES.forEach((entry, index) => {
    for (const file of entry.files) writeFileSync(path.join(folder, file), bundles[index] ?? '');
  });
}

if (require.main === module) {
  writeDeclarations(path.resolve(ROOT, process.argv[2] ?? 'dist'));
}
