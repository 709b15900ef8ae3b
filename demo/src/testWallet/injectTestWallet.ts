import { announceTestWallet, createTestWalletProvider } from '../../../devstack/test-wallet';
import { type TestWalletPlan } from '../config/planDemo';
import { type DemoTestWallet } from '../demoGlobals';

/**
 * Puts the devstack's test wallet in the page as a browser extension would: an EIP-1193 provider
 * announced by EIP-6963. This module is its own chunk, loaded only when `?testWallet=` asks for it.
 */
export function injectTestWallet(plan: TestWalletPlan): DemoTestWallet {
  const provider = createTestWalletProvider({
    rpcUrls: plan.rpcUrls,
    privateKey: plan.privateKey,
    chainId: plan.chainId,
    mode: plan.mode,
  });
  announceTestWallet(provider);
  return {
    get address() {
      return provider.address;
    },
    get chainId() {
      return provider.chainId;
    },
    get mode() {
      return provider.mode;
    },
    setMode: (mode) => provider.setMode(mode),
    switchChain: async (chainId) => {
      // A switch made in the wallet's own window is no prompt: the site's answer mode does not apply.
      const mode = provider.mode;
      provider.setMode('approve');
      try {
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        });
      } finally {
        provider.setMode(mode);
      }
    },
    onChainChanged: (listener) => {
      const onChange = (hex: string): void => listener(Number.parseInt(hex, 16));
      provider.on('chainChanged', onChange);
      return () => provider.removeListener('chainChanged', onChange);
    },
    disconnect: () => provider.disconnect(),
  };
}
