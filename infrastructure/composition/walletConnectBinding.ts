import { type interfaces } from 'inversify';
import { OptionsStore } from '../../application/options/OptionsStore';
import { Clock } from '../../application/ports/Clock';
import { WalletConnectClient } from '../../application/ports/WalletConnectClient';
import { WalletConnectSessionProviders } from '../../application/ports/WalletConnectSessionProviders';
import { LazyWalletConnectClient } from '../walletconnect/LazyWalletConnectClient';
import { lazySessionProviders } from '../walletconnect/lazySessionProviders';
import { loadSignClientWalletConnect } from '../walletconnect/loadSignClientWalletConnect';
import { type SignClientSettings } from '../walletconnect/SignClientSettings';

/** What differs between deployments when starting the sign-client; read once per core. */
export interface WalletConnectDeployment {
  /** The page the site runs on, for the metadata a wallet shows; none outside a page. */
  readonly page?: SignClientSettings['page'];
  /** Where sessions are kept; the SDK's default store when left out. */
  readonly storage?: () => SignClientSettings['storage'];
  /**
   * Sets this core's sign-client apart from others in the same process or store (the SDK shares
   * one client core, and one set of stored keys, per prefix); the SDK's own keys when undefined.
   */
  readonly customStoragePrefix?: (context: interfaces.Context) => string | undefined;
}

/**
 * WalletConnect needs a project id to reach the relay, and the site may turn it off
 * (`enableWalletConnect: false`); either way the port stays unbound.
 */
function wantsWalletConnect(request: interfaces.Request): boolean {
  const { projectId, enableWalletConnect } = request.parentContext.container.get(OptionsStore).get();
  return Boolean(projectId) && enableWalletConnect;
}

/**
 * Binds the WalletConnectClient port to a sign-client that starts on first use, configured from
 * the options: project id, `apiUrls.walletConnectRelay` and `walletConnectVerify`, and the host's
 * metadata (else the page's).
 * The binding only answers when the options carry a project id and leave WalletConnect on (no
 * QR code, pairing or session then, and its SDK is never loaded), so use cases that inject the port
 * as optional see "WalletConnect not available" rather than a client that could never connect;
 * a test or host module can still `rebind` it. A session's EIP-1193 provider is made by the
 * adapter's side too (`lazySessionProviders`), over whichever client is bound.
 */
export function bindWalletConnectClient(bind: interfaces.Bind, deployment: WalletConnectDeployment): void {
  bind(WalletConnectClient)
    .toDynamicValue((context) => {
      const options = context.container.get(OptionsStore).get();
      const clock = context.container.get<Clock>(Clock);
      const settings: SignClientSettings = {
        projectId: options.projectId ?? '',
        relayUrl: options.apiUrls.walletConnectRelay,
        verifyUrl: options.apiUrls.walletConnectVerify,
        hostMetadata: options.metadata,
        page: deployment.page,
        storage: deployment.storage?.(),
        customStoragePrefix: deployment.customStoragePrefix?.(context),
        now: () => clock.now(),
        proposalOverride: options.proposalOverride,
      };
      return new LazyWalletConnectClient(() => loadSignClientWalletConnect(settings));
    })
    .inSingletonScope()
    .when(wantsWalletConnect);
  bind(WalletConnectSessionProviders).toConstantValue(lazySessionProviders);
}
