import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type RouteEntry } from '../../../domain/router/View';
import { RouterService } from '../../router/RouterService';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export interface NavigateParameters {
  /** The view to show, with its data. */
  readonly to: RouteEntry;
  /**
   * `push` (default) puts it on top of the history, so Back returns; `replace` swaps the view on
   * screen for it; `reset` makes it the only one (what was done cannot be gone back to).
   */
  readonly history?: 'push' | 'replace' | 'reset';
}

export type NavigateReturnType = void;

export type NavigateErrorType = KeyportDestroyedError;

/**
 * Shows another view in the modal (SPEC §2 history); a view already on screen is not pushed twice.
 * It does not open a closed modal: that is `keyport.open({ view })`.
 *
 * @example
 * navigate(keyport, { to: { view: 'Account' }, history: 'reset' });
 */
export function navigate(keyport: Keyport, parameters: NavigateParameters): NavigateReturnType {
  const router = runtimeOf(keyport, 'navigate').get(RouterService);
  const { to, history = 'push' } = parameters;
  if (history === 'push') router.push(to);
  else if (history === 'replace') router.replace(to);
  else router.reset(to);
}
