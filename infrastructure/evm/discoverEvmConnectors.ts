import { createStore } from 'mipd';
import { Observable } from 'rxjs';
import { type Connector } from '../../domain/connector/Connector';
import { evmConnectors } from './evmConnectors';
import { type EvmWindow } from './EvmWindow';

/** Wallets that inject `window.ethereum` late announce it with this event (MetaMask's convention). */
const ETHEREUM_INITIALIZED = 'ethereum#initialized';

/** Which of the page's wallets a site wants listed (options `enableEIP6963`, `enableInjected`). */
export interface EvmDiscovery {
  readonly eip6963: boolean;
  readonly injected: boolean;
}

/**
 * The page's EVM wallets, as they arrive: EIP-6963 announcements (through mipd, which asks wallets
 * to announce themselves and keeps the answers) and `window.ethereum`, each unless the site turned
 * it off: then mipd is not started (no request goes out to wallets) or `window.ethereum` is not
 * read. Emits the whole list on subscription and each time it may have changed; unsubscribing
 * stops listening.
 *
 * mipd listens on the global `window`, which in a page is the one given here.
 */
export function discoverEvmConnectors(
  page: EvmWindow,
  discovery: EvmDiscovery = { eip6963: true, injected: true },
): Observable<readonly Connector[]> {
  return new Observable<readonly Connector[]>((subscriber) => {
    const store = discovery.eip6963 ? createStore() : undefined;
    const emit = () =>
      subscriber.next(
        evmConnectors(store?.getProviders() ?? [], discovery.injected ? page.ethereum : undefined),
      );
    const unsubscribe = store?.subscribe(emit);
    if (discovery.injected) page.addEventListener(ETHEREUM_INITIALIZED, emit);
    emit();
    return () => {
      unsubscribe?.();
      page.removeEventListener(ETHEREUM_INITIALIZED, emit);
      store?.destroy();
    };
  });
}
