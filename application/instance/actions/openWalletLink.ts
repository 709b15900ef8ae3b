import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type UnsafeLinkError } from '../../../domain/link/UnsafeLinkError';
import { type PlatformLink } from '../../../domain/wallet/platformLinks';
import { WalletConnectService } from '../../walletconnect/WalletConnectService';
import { type Keyport } from '../Keyport';
import { boundOrUndefined } from '../internal/boundOrUndefined';
import { runtimeOf } from '../internal/runtime';

export type { PlatformLink };

export interface OpenWalletLinkParameters {
  /** The link to the wallet's phone, web or desktop app with the pairing uri (`platformLink`). */
  readonly link: PlatformLink;
  /** The wallet it opens: remembered as the deep-link choice (SPEC §3). */
  readonly wallet?: { readonly name: string };
}

export type OpenWalletLinkReturnType = void;

/** `UnsafeLinkError` for a link the link rule refuses (nothing opens, nothing is remembered). */
export type OpenWalletLinkErrorType = UnsafeLinkError | KeyportDestroyedError | TypeError;

/**
 * Opens a wallet's app with the pairing uri, through the one checked navigation, and remembers it
 * as the deep-link choice; on Telegram and iOS Safari the account reads `connecting` while the
 * visitor is away in the wallet (SPEC §4). Synchronous, so that it runs within the visitor's
 * click. A pairing must be under way (`pairWalletConnect`): the link carries its uri.
 *
 * @example
 * openWalletLink(keyport, { wallet, link: platformLink('mobile', wallet, uri, context) });
 */
export function openWalletLink(
  keyport: Keyport,
  parameters: OpenWalletLinkParameters,
): OpenWalletLinkReturnType {
  const pairing = boundOrUndefined(runtimeOf(keyport, 'openWalletLink'), WalletConnectService);
  if (pairing === undefined) {
    throw new TypeError('openWalletLink: no WalletConnect pairing was started (see pairWalletConnect)');
  }
  pairing.openDeepLink(parameters.wallet, parameters.link);
}
