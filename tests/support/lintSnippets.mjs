// Lints code snippets as if they were files of the project, with its ESLint configuration, and
// prints each snippet's messages as JSON. Run in its own Node process: ESLint loads its
// configuration as an ES module, which jest's module system cannot.
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = process.argv[2];
const snippets = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { code, file } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
