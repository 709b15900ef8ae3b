import {
  CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS,
  DEFAULT_CONNECT_METHODS_ORDER,
  type ConnectMethod,
  type Features,
} from './Features';

/**
 * SPEC §2: the order of the Connect view's sections: the host's `connectMethodsOrder` when set,
 * else "email, social, wallet", or "wallet, email, social when injected or announced wallets are
 * shown": a wallet already installed is the visitor's quickest way in, so it comes first.
 */
export function connectMethodsOrder(
  features: Pick<Features, 'connectMethodsOrder'>,
  context: { readonly hasInjectedOrAnnounced: boolean },
): readonly ConnectMethod[] {
  if (features.connectMethodsOrder) {
    return features.connectMethodsOrder;
  }
  return context.hasInjectedOrAnnounced
    ? CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS
    : DEFAULT_CONNECT_METHODS_ORDER;
}
