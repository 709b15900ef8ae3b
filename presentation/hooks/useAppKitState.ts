import { type PublicState } from '../../application/instance/Keyport';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

/** REFERENCE §5 `useAppKitState()`: open, loading, selectedNetworkId, activeChain, initialized. */
export function useAppKitState(): PublicState {
  const { core } = requireApp('useAppKitState');
  return useObservableValue(() => core.state$, [core]);
}
