import { useCallback, useSyncExternalStore } from 'react';
import { type DemoTestWallet } from '../demoGlobals';

/** The chain the test wallet is on, kept current as it changes. */
export function useWalletChain(testWallet: DemoTestWallet): number {
  const subscribe = useCallback((onChange: () => void) => testWallet.onChainChanged(onChange), [testWallet]);
  return useSyncExternalStore(subscribe, () => testWallet.chainId);
}
