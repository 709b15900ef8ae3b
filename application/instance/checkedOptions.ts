import * as E from 'fp-ts/Either';
import { type ResolvedOptions } from '../../domain/options/KeyportOptions';
import { resolveOptions } from '../../domain/options/resolveOptions';
import { reportOptionsError } from '../developer/reportOptionsError';

/**
 * The host's options resolved (`resolveOptions`), or the options error thrown: `INVALID_OPTIONS`
 * naming each wrong or refused option, and the SPEC §1 rules between options. With `debug: true`
 * the error is also written to the console.
 */
export function checkedOptions(input: unknown): ResolvedOptions {
  const resolved = resolveOptions(input);
  if (E.isLeft(resolved)) throw reportOptionsError(input, resolved.left);
  return resolved.right;
}
