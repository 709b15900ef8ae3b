import { connectMethodsOrder } from './ConnectMethodsOrder';
import { CONNECT_METHODS, type ConnectMethod, type Features } from './Features';

/** What the Connect view can offer in this page. */
export interface ConnectMethodsContext {
  /** An email/social login wallet (an AUTH connector) is available to log in with. */
  readonly hasAuthConnector: boolean;
  /** The wallet list shows at least one injected, announced or multi-chain wallet. */
  readonly hasInjectedOrAnnounced: boolean;
}

/**
 * The Connect view's sections in SPEC §2 order (`connectMethodsOrder`), keeping only those that can
 * work: email when `features.email` is on, social when `features.socials` lists a provider, both
 * only with a login wallet to log in with; the wallet list always, since it is how every other
 * wallet is reached. A method the host's order leaves out comes last rather than disappearing,
 * as with `connectorTypeOrder`.
 */
export function shownConnectMethods(
  features: Pick<Features, 'connectMethodsOrder' | 'email' | 'socials'>,
  context: ConnectMethodsContext,
): readonly ConnectMethod[] {
  const available: Readonly<Record<ConnectMethod, boolean>> = {
    email: features.email && context.hasAuthConnector,
    social: features.socials !== false && features.socials.length > 0 && context.hasAuthConnector,
    wallet: true,
  };
  const ordered = [...connectMethodsOrder(features, context), ...CONNECT_METHODS];
  return [...new Set(ordered)].filter((method) => available[method]);
}
