import { SignClient } from '@walletconnect/sign-client';
import { EarlyRelayMessages } from './EarlyRelayMessages';
import { type SignClientSettings } from './SignClientSettings';
import { type SignClientInitOptions, type SignClientInstance } from './SignClientTypes';
import { pointVerifyAt } from './pointVerifyAt';
import { reconnectOnPageRestore } from './reconnectOnPageRestore';
import { SignClientWalletConnect } from './SignClientWalletConnect';
import { silenceEventClient } from './silenceEventClient';
import { walletConnectMetadata } from './walletConnectMetadata';

/**
 * `SignClient.init` in its two steps (construct, then start), so that what the relay delivers
 * while it starts is kept (`EarlyRelayMessages`). An SDK whose start is not `initialize` any more
 * is started by its own `init`, without that.
 */
async function startSignClient(
  options: SignClientInitOptions,
): Promise<{ client: SignClientInstance; early?: EarlyRelayMessages }> {
  const initialize = (SignClient.prototype as unknown as { initialize?: () => Promise<void> }).initialize;
  if (typeof initialize !== 'function') return { client: await SignClient.init(options) };
  const client = new SignClient(options);
  const early = new EarlyRelayMessages(client);
  try {
    await initialize.call(client);
  } finally {
    early.stop();
  }
  return { client, early };
}

/**
 * Starts the sign-client and wraps it in the port. Telemetry is off and the SDK's event client
 * silenced: Keyport sends nothing to a third party on the visitor's behalf beyond the relay itself
 * and the Verify service the host configured (the SDK's frame, while a proposal or request is made).
 */
export async function startSignClientWalletConnect(
  settings: SignClientSettings,
): Promise<SignClientWalletConnect> {
  const metadata = walletConnectMetadata(settings.hostMetadata, settings.page?.());
  const { client, early } = await startSignClient({
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
  const port = new SignClientWalletConnect(client, settings.now, settings.proposalOverride, early);
  port.onClose(reconnectOnPageRestore(client));
  return port;
}
