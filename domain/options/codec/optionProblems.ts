import type * as t from 'io-ts';
import { describeValue, mismatch } from './describeValue';

/** One thing wrong with the host's options: where (`features.socials[1]`) and what. */
export interface OptionProblem {
  /** The path to the option, or `''` when the options themselves are not an object. */
  readonly option: string;
  readonly problem: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const INDEX = /^\d+$/;

/** `path` followed by `key` as the host would write it in code: `socials[1]`, `customRpcUrls["eip155:1"]`. */
export function pathWithKey(path: string, key: string): string {
  if (INDEX.test(key)) return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${describeValue(key)}]`;
}

/** `features.socials[1]`, `customRpcUrls["eip155:1"]`: the path as the host would write it in code. */
function pathOf(context: t.Context): string {
  return context.slice(1).reduce((path, { key }) => pathWithKey(path, key), '');
}

/** The decoding errors as problems, each once, in the order found. */
export function optionProblems(errors: t.Errors): readonly OptionProblem[] {
  const seen = new Set<string>();
  const problems: OptionProblem[] = [];
  for (const error of errors) {
    const last = error.context[error.context.length - 1];
    const option = pathOf(error.context);
    const problem = error.message ?? mismatch(last?.type.name ?? 'another value', error.value);
    const key = `${option}\n${problem}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push({ option, problem });
    }
  }
  return problems;
}
