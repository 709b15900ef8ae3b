import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a site's build wrote: how many files and their gzip bytes, all together. */
export interface BundleFigures {
  readonly files: number;
  readonly gzipBytes: number;
}

function javascriptFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return javascriptFiles(file);
    return /\.m?js$/.test(name) ? [file] : [];
  });
}

/** Measures every JavaScript file under `folder` (gzip level 9, as a server compressing well sends). */
export function measureBundle(folder: string): BundleFigures {
  const files = javascriptFiles(folder);
  return {
    files: files.length,
    gzipBytes: files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0),
  };
}
