/**
 * The base URLs of the outside services Keyport calls. Production uses the public services
 * (REFERENCE §3, §4); a deployment, the local devstack or a test points them elsewhere.
 */
export interface ApiUrls {
  /** SPEC §7 calls and the RPC proxy. */
  readonly blockchainApi: string;
  /** The wallet explorer: wallet lists, images, project config. */
  readonly explorerApi: string;
  readonly analyticsApi: string;
  /** The WalletConnect relay (a WebSocket URL). */
  readonly walletConnectRelay: string;
  /** The page the embedded wallet's hidden frame loads. */
  readonly embeddedWalletFrame: string;
  /**
   * WalletConnect's Verify service: the frame that attests a proposal or request came from this
   * page, and the key wallets check that attestation with.
   */
  readonly walletConnectVerify: string;
}

export const DEFAULT_API_URLS: ApiUrls = {
  blockchainApi: 'https://rpc.walletconnect.org',
  explorerApi: 'https://api.web3modal.org',
  analyticsApi: 'https://pulse.walletconnect.org',
  walletConnectRelay: 'wss://relay.walletconnect.org',
  embeddedWalletFrame: 'https://secure.walletconnect.org/sdk',
  walletConnectVerify: 'https://verify.walletconnect.org',
};

/** The scheme each service must be reached with. */
export const API_URL_SCHEMES: Readonly<Record<keyof ApiUrls, readonly string[]>> = {
  blockchainApi: ['https', 'http'],
  explorerApi: ['https', 'http'],
  analyticsApi: ['https', 'http'],
  walletConnectRelay: ['wss', 'ws'],
  embeddedWalletFrame: ['https', 'http'],
  walletConnectVerify: ['https', 'http'],
};

/** A base URL as paths are appended to it (`${base}/path`): trimmed, without trailing slashes. */
export function normaliseApiUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** Whether `url`, once normalised, is an absolute URL with a host and a scheme `service` needs. */
export function isServiceUrl(service: keyof ApiUrls, url: unknown): url is string {
  const schemes = API_URL_SCHEMES[service];
  return (
    typeof url === 'string' &&
    new RegExp(`^(${schemes.join('|')})://[^/\\s]+`, 'i').test(normaliseApiUrl(url))
  );
}
