/**
 * REFERENCE §7: the links that hand a wallet-connect pairing uri to a wallet app, either by its
 * own url scheme (`<scheme>://wc?uri=<encoded>`) or by an https universal link
 * (`<https-link>/wc?uri=<encoded>`).
 */
export interface WalletDeepLink {
  /** The wallet's link itself, normalised: opens the app without a request (e.g. to sign later). */
  readonly appUrl: string;
  /** The link that opens the app and pairs it with `uri`. */
  readonly connectUrl: string;
}

export interface DeepLinkOptions {
  /**
   * Encode the uri twice. Telegram's Android in-app browser decodes a link once before handing
   * it to the app, so without this the wallet would receive a broken uri there.
   */
  readonly encodeTwice?: boolean;
}

function encodePairingUri(wcUri: string, options: DeepLinkOptions): string {
  const once = encodeURIComponent(wcUri);
  return options.encodeTwice === true ? encodeURIComponent(once) : once;
}

/** Whether `link` is an http(s) link, i.e. a universal link rather than a url scheme. */
export function isHttpLink(link: string): boolean {
  return /^https?:\/\//i.test(link.trim());
}

/**
 * Builds `<https-link>/wc?uri=<encoded>`; any trailing slashes of the link collapse into the one
 * slash before `wc`.
 */
export function formatUniversalUrl(
  link: string,
  wcUri: string,
  options: DeepLinkOptions = {},
): WalletDeepLink {
  const appUrl = `${link.trim().replace(/\/+$/, '')}/`;
  return { appUrl, connectUrl: `${appUrl}wc?uri=${encodePairingUri(wcUri, options)}` };
}

/**
 * Builds `<scheme>://wc?uri=<encoded>`. Wallet records spell their scheme in several ways
 * (`metamask://`, `metamask:`, `metamask`), so a link without `://` is read as a bare scheme;
 * a link with a path (`trust://open`) keeps it. An http(s) link is a universal link in disguise
 * and is formatted as one.
 */
export function formatNativeUrl(link: string, wcUri: string, options: DeepLinkOptions = {}): WalletDeepLink {
  const trimmed = link.trim();
  if (isHttpLink(trimmed)) {
    return formatUniversalUrl(trimmed, wcUri, options);
  }
  const withSeparator = trimmed.includes('://') ? trimmed : `${trimmed.replace(/[:/]/g, '')}://`;
  const appUrl = withSeparator.endsWith('/') ? withSeparator : `${withSeparator}/`;
  return { appUrl, connectUrl: `${appUrl}wc?uri=${encodePairingUri(wcUri, options)}` };
}
