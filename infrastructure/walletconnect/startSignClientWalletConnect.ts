import { SignClient } from '@walletconnect/sign-client';
import { type SignClientSettings } from './SignClientSettings';
import { pointVerifyAt } from './pointVerifyAt';
import { SignClientWalletConnect } from './SignClientWalletConnect';
import { silenceEventClient } from './silenceEventClient';
import { walletConnectMetadata } from './walletConnectMetadata';

/**
 * Starts the sign-client and wraps it in the port. Telemetry is off and the SDK's event client
 * silenced: Keyport sends nothing to a third party on the visitor's behalf beyond the relay itself
 * and the Verify service the host configured (the SDK's frame, while a proposal or request is made).
 */
export async function startSignClientWalletConnect(
  settings: SignClientSettings,
): Promise<SignClientWalletConnect> {
  const metadata = walletConnectMetadata(settings.hostMetadata, settings.page?.());
  const client = await SignClient.init({
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    metadata: { ...metadata, icons: [...metadata.icons] },
    telemetryEnabled: false,
    ...(settings.customStoragePrefix === undefined
      ? {}
      : { customStoragePrefix: settings.customStoragePrefix }),
    ...(settings.storage === undefined ? {} : { storage: settings.storage }),
  });
  silenceEventClient(client);
  // After init, before any proposal: the SDK takes the Verify URL from no option (see pointVerifyAt).
  pointVerifyAt(client, settings.verifyUrl);
  return new SignClientWalletConnect(client, settings.now, settings.proposalOverride);
}
