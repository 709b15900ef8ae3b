import { DEFAULT_API_URLS } from '../../domain/options/ApiUrls';
import { type SignClientInstance } from './SignClientTypes';

/** The path of Verify's v3 API under a service's base URL, as the SDK appends it to its own default. */
const VERIFY_V3_PATH = '/v3';

/**
 * Points the sign-client's Verify at `verifyUrl` (`apiUrls.walletConnectVerify`). The SDK has no
 * option for it: `metadata.verifyUrl` is read only on the wallet side, and even there any host but
 * WalletConnect's own is replaced by the default. Yet the dapp side loads its attestation frame
 * from the instance field `verifyUrlV3` and waits up to 5 s for it on every proposal and request,
 * so a site behind a proxy, or on a local stand-in, sets that field here.
 *
 * The field is the SDK's private one: if a later SDK drops or renames it, nothing is set and the
 * developer is told on the console rather than the client failing to start (the SDK then keeps
 * its default service). Returns whether the URL was applied.
 */
export function pointVerifyAt(
  client: SignClientInstance,
  verifyUrl: string,
  warn: (message: string) => void = (message) => console.warn(message),
): boolean {
  const verify = client.core.verify as unknown as Record<string, unknown>;
  if (typeof verify['verifyUrlV3'] === 'string') {
    verify['verifyUrlV3'] = `${verifyUrl}${VERIFY_V3_PATH}`;
    return true;
  }
  if (verifyUrl !== DEFAULT_API_URLS.walletConnectVerify) {
    warn(
      `Keyport: apiUrls.walletConnectVerify (${verifyUrl}) is not applied: this WalletConnect SDK ` +
        'has no Verify URL field (core.verify.verifyUrlV3), so it keeps its own Verify service.',
    );
  }
  return false;
}
