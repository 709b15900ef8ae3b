import { type WalletConnectConnectorNotFoundError } from '../../../domain/errors/ClientSetupErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type WalletRequestFailedError } from '../../../domain/errors/WalletRequestErrors';
import { type Keyport } from '../Keyport';
import { pairingOf } from '../internal/pairingFeature';

export interface PairWalletConnectParameters {
  /** The explorer wallet picked (`chooseWallet`): its name and image show, and it joins the recent wallets. */
  readonly walletId?: string;
  /**
   * Keeps the pairing fresh while it is shown: the uri is renewed before it expires (SPEC §4) and
   * after the wallet declines or the pairing fails, until this signal aborts (the view showing it
   * closed). Without it the uri is good for the 4 minutes it is valid.
   */
  readonly renewUntil?: AbortSignal;
}

/** The pairing's `wc:` uri, to show as a QR code or hand to a wallet by link. */
export type PairWalletConnectReturnType = string;

/**
 * `WALLET_CONNECT_CONNECTOR_NOT_FOUND` when the site cannot pair by WalletConnect (no project id);
 * `WALLET_REQUEST_FAILED` with the reason when no uri could be made (the relay could not be
 * reached in time); the signal's reason when `renewUntil` aborted before the pairing started.
 */
export type PairWalletConnectErrorType =
  WalletConnectConnectorNotFoundError | WalletRequestFailedError | KeyportDestroyedError | DOMException;

/**
 * Starts a WalletConnect pairing, or keeps the live one (a uri the visitor may be scanning is not
 * replaced), and resolves with its uri, as `keyport.pairWalletConnect()` does. The wallet that
 * approves it connects the instance: `watchConnection` and `watchAccount` tell when, and why not
 * when it declines. `connect(keyport, { walletConnect: true })` gives the outcome as a promise.
 *
 * @example
 * const controller = new AbortController();
 * const uri = await pairWalletConnect(keyport, { renewUntil: controller.signal });
 * // the view closes
 * controller.abort();
 */
export async function pairWalletConnect(
  keyport: Keyport,
  parameters: PairWalletConnectParameters = {},
): Promise<PairWalletConnectReturnType> {
  const pairing = await pairingOf(keyport, 'pairWalletConnect');
  const { walletId, renewUntil } = parameters;
  // The view that would show it closed meanwhile: nothing is started for it.
  if (renewUntil?.aborted === true) throw abortReason(renewUntil);
  renewUntil?.addEventListener('abort', () => pairing.leave(), { once: true });
  return pairing.uri(walletId, renewUntil !== undefined);
}

/** Why the signal aborted, or the standard AbortError where the page does not say (older engines). */
function abortReason(signal: AbortSignal): unknown {
  return (signal.reason as unknown) ?? new DOMException('The pairing is no longer shown', 'AbortError');
}
