import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PRODUCT_FOLDERS = ['domain', 'application', 'infrastructure', 'presentation'];

export interface ProductSource {
  /** The file's path from the project root, with `/` separators. */
  readonly file: string;
  readonly text: string;
}

/** Every TypeScript file the product is built from, for tests that check a rule across all of them. */
export function productSources(): readonly ProductSource[] {
  return PRODUCT_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => {
        const file = path.join(folder, name).split(path.sep).join('/');
        return { file, text: readFileSync(path.join(ROOT, file), 'utf8') };
      }),
  );
}
