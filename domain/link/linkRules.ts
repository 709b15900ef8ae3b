import { DANGEROUS_SCHEMES, WEB_SCHEMES } from './dangerousSchemes';
import { MAX_IMAGE_SOURCE_LENGTH, MAX_LINK_LENGTH } from './linkLimits';
import { hasDangerousScheme, normaliseLikeTheBrowser, schemeOf } from './readLinkText';

/*
 * One rule for every link Keyport builds or follows from outside data (the wallet explorer, the
 * host's custom wallets, EIP-6963 announcements, the blockchain API's token and NFT images, the
 * networks' explorers, what storage holds). Each check reads the link as the browser will (its
 * own URL parser, after the same trimming), so what is checked is what would be opened.
 */

/** Parses an absolute link the way the browser will; undefined for a relative or malformed one. */
function parseAbsolute(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and `[::1]`: plain http cannot be tampered with there. */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** The link as the browser reads it, when it is short enough and has no disguised dangerous scheme. */
function readable(raw: unknown, maxLength: number): string | undefined {
  if (typeof raw !== 'string' || raw.length > maxLength) return undefined;
  const text = normaliseLikeTheBrowser(raw);
  if (text === undefined || text === '' || hasDangerousScheme(text)) return undefined;
  return text;
}

/**
 * https anywhere, http only on this machine; no user name or password, which only serve to make
 * `https://wallet.example@elsewhere.example` look like somewhere it is not.
 */
function isWebUrl(url: URL): boolean {
  if (url.username !== '' || url.password !== '' || url.hostname === '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** A link to a web page Keyport may open or show: https, or http on a loopback host. */
export function isWebLink(raw: unknown): boolean {
  const text = readable(raw, MAX_LINK_LENGTH);
  const url = text === undefined ? undefined : parseAbsolute(text);
  return url !== undefined && isWebUrl(url);
}

/**
 * A link that opens a wallet: a web link (a universal link), or the wallet app's own scheme
 * (`wallet://…`, `wallet:`) when that scheme is neither dangerous nor one of the web's own.
 */
export function isWalletLink(raw: unknown): boolean {
  const text = readable(raw, MAX_LINK_LENGTH);
  const url = text === undefined ? undefined : parseAbsolute(text);
  if (url === undefined) return false;
  const scheme = url.protocol.slice(0, -1);
  if (WEB_SCHEMES.has(scheme)) return isWebUrl(url);
  return !DANGEROUS_SCHEMES.has(scheme) && url.username === '' && url.password === '';
}

/**
 * A wallet record's app link may name just the scheme (`metamask`), which deep links complete
 * as `metamask://`; it is checked in that completed form.
 */
export function isWalletLinkOrBareScheme(raw: unknown): boolean {
  if (typeof raw === 'string' && /^\s*[a-z][a-z0-9+.-]*\s*$/i.test(raw)) {
    return isWalletLink(`${raw.trim()}://`);
  }
  return isWalletLink(raw);
}

/** The picture types a browser shows in `<img>` without running anything (SVG there runs no script). */
const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i;

/**
 * An image Keyport may show (always as `<img>` or an SVG `<image>`, never inline markup):
 * https, http on a loopback host, or a `data:image/…` of a raster or SVG type.
 */
export function isImageSource(raw: unknown): boolean {
  if (typeof raw !== 'string' || raw.length > MAX_IMAGE_SOURCE_LENGTH) return false;
  const text = normaliseLikeTheBrowser(raw);
  if (text === undefined) return false;
  if (schemeOf(text) === 'data') return DATA_IMAGE.test(text);
  return isWebLink(text);
}

/** An inline `data:` picture only: what EIP-6963 asks wallets to announce themselves with. */
export function isDataImageSource(raw: unknown): boolean {
  return (
    typeof raw === 'string' && isImageSource(raw) && schemeOf(normaliseLikeTheBrowser(raw) ?? '') === 'data'
  );
}
