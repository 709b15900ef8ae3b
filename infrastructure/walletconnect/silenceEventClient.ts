import { type SignClientInstance } from './SignClientTypes';

/**
 * Keeps the SDK's event client from ever reaching WalletConnect's telemetry host
 * (pulse.walletconnect.org): `telemetryEnabled: false` only stops it recording events, while its
 * `init` posts an INIT event whatever that flag says. The sign-client of the pinned SDK never calls
 * `init`, but WalletConnect's wallet kit does and a later SDK may; so it does nothing here.
 */
export function silenceEventClient(client: SignClientInstance): void {
  const events = client.core.eventClient;
  events.telemetryEnabled = false;
  events.init = async () => undefined;
}
