import { createStore } from 'mipd';
import { Observable } from 'rxjs';
import { type Connector } from '../../domain/connector/Connector';
import { evmConnectors } from './evmConnectors';
import { type EvmWindow } from './EvmWindow';

/** Wallets that inject `window.ethereum` late announce it with this event (MetaMask's convention). */
const ETHEREUM_INITIALIZED = 'ethereum#initialized';

/**
 * The page's EVM wallets, as they arrive: EIP-6963 announcements (through mipd, which asks wallets
 * to announce themselves and keeps the answers) and `window.ethereum`. Emits the whole list on
 * subscription and each time it may have changed; unsubscribing stops listening.
 *
 * mipd listens on the global `window`, which in a page is the one given here.
 */
export function discoverEvmConnectors(page: EvmWindow): Observable<readonly Connector[]> {
  return new Observable<readonly Connector[]>((subscriber) => {
    const store = createStore();
    const emit = () => subscriber.next(evmConnectors(store.getProviders(), page.ethereum));
    const unsubscribe = store.subscribe(emit);
    page.addEventListener(ETHEREUM_INITIALIZED, emit);
    emit();
    return () => {
      unsubscribe();
      page.removeEventListener(ETHEREUM_INITIALIZED, emit);
      store.destroy();
    };
  });
}
