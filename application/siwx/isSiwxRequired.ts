import { type SignInConfig } from '../../domain/options/KeyportOptions';

/**
 * Whether the host's sign-in configuration requires sign-in (its `getRequired()`), in which case
 * a visitor cannot leave the sign-in view without signing or disconnecting (SPEC §4).
 */
export function isSiwxRequired(siwx: SignInConfig | undefined): boolean {
  if (siwx === undefined) return false;
  const getRequired = (siwx as { getRequired?: unknown }).getRequired;
  return typeof getRequired === 'function' && (getRequired as () => unknown).call(siwx) === true;
}
