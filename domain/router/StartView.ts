import { type RouteEntry } from './View';

/** What the modal knows about itself at the moment it is opened (SPEC §2 "Start view when opening"). */
export interface StartViewInput {
  /** The host drives the wallet-connect session itself (option `manualWCControl`). */
  readonly manualWCControl: boolean;
  /** At least one chain adapter was given; without one only wallet-connect can connect. */
  readonly hasAdapters: boolean;
  /** The connected address, if any. An empty string counts as no address. */
  readonly address?: string | undefined;
  /** The view the host asked for in `open({ view })`, with its data. */
  readonly requested?: RouteEntry | undefined;
  readonly isMobile: boolean;
}

/**
 * Picks the first view of a newly opened modal, SPEC §2 rules 1 to 4 in that order.
 *
 * Rule 1 wins over a requested view: when the host controls wallet-connect, or nothing but
 * wallet-connect can connect, the only useful screen is the wallet-connect one (the wallet
 * list on mobile, where a QR code cannot be scanned by the same device).
 */
export function selectStartView(input: StartViewInput): RouteEntry {
  const hasAddress = Boolean(input.address);
  if (input.manualWCControl || (!input.hasAdapters && !hasAddress)) {
    return { view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' };
  }
  if (input.requested) {
    return input.requested;
  }
  return { view: hasAddress ? 'Account' : 'Connect' };
}
