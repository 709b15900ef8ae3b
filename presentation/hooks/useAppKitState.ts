import { getState, type PublicState } from '../../application/instance/actions/getState';
import { watchState } from '../../application/instance/actions/watchState';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';

/** REFERENCE §5 `useAppKitState()`: open, loading, selectedNetworkId, activeChain, initialized. */
export function useAppKitState(): PublicState {
  return useKeyportValue(useKeyport('useAppKitState'), getState, watchState);
}
