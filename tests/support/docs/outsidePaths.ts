import { lineAt } from './lineAt';

export interface OutsidePath {
  readonly path: string;
  readonly line: number;
}

/** A path on the machine the repository was written on (not a URL's path: no host before it); a
 * sentence's last full stop is not part of it. */
const MACHINE_PATH = /(?<![\w.:/-])\/work\/[^\s'"`)\]>,;]*/g;
/** A path that climbs folders: `../shared/SPEC.md`, `'../../domain/x'`. */
const CLIMBING_PATH = /(?<![\w./-])((?:\.\.\/)+)[^\s'"`)\]>,;]*/g;

/**
 * The paths `text` mentions that lead outside the repository, `file` being its path from the
 * repository's root: a path of the machine it was written on, or one that climbs more folders than
 * `file` lies deep (`../shared/SPEC.md` in a file at the root).
 */
export function pathsOutsideRepository(file: string, text: string): readonly OutsidePath[] {
  const depth = file.split('/').length - 1;
  const machinePaths = [...text.matchAll(MACHINE_PATH)];
  const climbingPaths = [...text.matchAll(CLIMBING_PATH)].filter(
    (match) => (match[1] ?? '').length / '../'.length > depth,
  );
  return [...machinePaths, ...climbingPaths]
    .sort((a, b) => a.index - b.index)
    .map((match) => ({ path: match[0].replace(/[.:]+$/, ''), line: lineAt(text, match.index) }));
}
