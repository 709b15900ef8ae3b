import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { WalletNotConnectedError } from '../../../domain/errors/WalletRequestErrors';
import { type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { ActiveAccount } from '../../account/ActiveAccount';
import { PurchaseDeliveryWatch, type ReceivedPurchase } from '../../onramp/PurchaseDeliveryWatch';
import { type Keyport } from '../Keyport';
import { loadOnrampFeature } from '../features/accountFeatures';
import { runtimeOf, runtimeWith } from '../internal/runtime';
import { type Unwatch } from '../state/watchStream';

export type { ReceivedPurchase };

export interface WatchPurchaseDeliveryParameters {
  /** Where the purchase is delivered: the connected account's address when left out. */
  readonly address?: string;
  /** The delivery network (for a purchase currency network, `eip155:{chain_id}`). */
  readonly caipNetworkId: CaipNetworkId;
  /** The purchased token's symbol. */
  readonly symbol: string;
  /** Called once, with how much more of the token the wallet holds than when watching began. */
  readonly onDelivered: (received: ReceivedPurchase) => void;
}

export type WatchPurchaseDeliveryReturnType = Unwatch;

export type WatchPurchaseDeliveryErrorType = WalletNotConnectedError | KeyportDestroyedError;

/**
 * Watches for a purchase paid outside Keyport to arrive: the wallet's balance of the token on its
 * delivery network is read at once (the "before") and every 5 s; the first rise is what arrived,
 * reported once, and the account's balances and activity are read again. Failed reads are
 * skipped. Reading stops when the returned function is called.
 *
 * @example
 * const unwatch = watchPurchaseDelivery(keyport, {
 *   caipNetworkId: 'eip155:1', symbol: 'ETH', onDelivered: ({ amount }) => console.log(amount),
 * });
 */
export function watchPurchaseDelivery(
  keyport: Keyport,
  parameters: WatchPurchaseDeliveryParameters,
): WatchPurchaseDeliveryReturnType {
  const { caipNetworkId, symbol, onDelivered } = parameters;
  const live = runtimeOf(keyport, 'watchPurchaseDelivery');
  const address = parameters.address ?? live.get(ActiveAccount).connected()?.address;
  if (address === undefined) throw new WalletNotConnectedError();
  let stopped = false;
  let stop: Unwatch = () => undefined;
  void runtimeWith(keyport, 'watchPurchaseDelivery', loadOnrampFeature).then(
    (runtime) => {
      if (stopped) return;
      const subscription = runtime
        .get(PurchaseDeliveryWatch)
        .watch({ address, caipNetworkId, symbol })
        .subscribe(onDelivered);
      stop = () => subscription.unsubscribe();
    },
    // The instance was destroyed while the feature loaded, or its code could not be fetched:
    // nothing is watched, and like a failed read that is not worth an error.
    () => undefined,
  );
  return () => {
    stopped = true;
    stop();
  };
}
