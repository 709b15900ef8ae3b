import { type Keyport, type PublicState } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export type { PublicState };

export type GetStateReturnType = PublicState;

export type GetStateErrorType = TypeError;

/**
 * The modal's public state (REFERENCE §5 `getState()`): open, loading, the selected network, the
 * active namespace, and whether the instance has started; the same object until one of them changes.
 *
 * @example
 * const { open, selectedNetworkId } = getState(keyport);
 */
export function getState(keyport: Keyport): GetStateReturnType {
  readingRuntimeOf(keyport, 'getState');
  const state = keyport.getState();
  const inputs = [state.open, state.loading, state.selectedNetworkId, state.activeChain, state.initialized];
  return cachedSnapshot(keyport, 'state', inputs, () => state);
}
