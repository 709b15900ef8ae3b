import { type WalletExclusion } from '../wallet/WalletExclusion';
import { type Connector, type ConnectorType } from './Connector';

/** The name of the generic injected connector (`window.ethereum` with no wallet identity). */
export const BROWSER_WALLET_NAME = 'Browser Wallet';

/**
 * External connectors that are never listed as such: their wallets are listed through their
 * explorer entry (featured or recommended), which then connects through the connector.
 */
export const EXTERNAL_CONNECTOR_IDS_LISTED_AS_WALLETS: readonly string[] = [
  'coinbaseWalletSDK',
  'baseAccount',
];

/** The connector types of wallets found in this browser. */
const INSTALLED_CONNECTOR_TYPES: readonly ConnectorType[] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'];

/** The connector types the host's wallet exclusions apply to. */
const EXCLUDABLE_CONNECTOR_TYPES: readonly ConnectorType[] = [...INSTALLED_CONNECTOR_TYPES, 'EXTERNAL'];

/** Whether a connector stands for a wallet installed in this browser. */
export function isInstalledConnectorType(type: ConnectorType): boolean {
  return INSTALLED_CONNECTOR_TYPES.includes(type);
}

/**
 * SPEC §6: "injected 'Browser Wallet' is hidden on desktop, and on mobile when it has no rdns and
 * is not installed." On desktop every real extension announces itself, so the generic entry only
 * duplicates one of them; on mobile it is the in-app browser's wallet, useful only if present.
 */
export function isBrowserWalletHidden(
  connector: Pick<Connector, 'type' | 'name' | 'info' | 'installed'>,
  platform: { readonly isMobile: boolean },
): boolean {
  if (connector.type !== 'INJECTED' || connector.name !== BROWSER_WALLET_NAME) {
    return false;
  }
  if (!platform.isMobile) {
    return true;
  }
  return !connector.info?.rdns && connector.installed !== true;
}

/**
 * SPEC §6 "excluded wallets are hidden", for connectors (REFERENCE §7): an installed or external
 * connector is excluded by its explorer id, by the rdns of an excluded wallet, or by an excluded
 * wallet's name (ignoring case, since announced names vary in case).
 */
export function isConnectorExcluded(
  connector: Pick<Connector, 'type' | 'name' | 'info' | 'explorerId'>,
  exclusion: WalletExclusion,
): boolean {
  if (!EXCLUDABLE_CONNECTOR_TYPES.includes(connector.type)) {
    return false;
  }
  const rdns = connector.info?.rdns;
  const name = connector.name.toLowerCase();
  return (
    (connector.explorerId !== undefined && exclusion.excludeWalletIds.includes(connector.explorerId)) ||
    exclusion.excludedWallets.some(
      (wallet) =>
        (Boolean(rdns) && wallet.rdns === rdns) || (name !== '' && wallet.name.toLowerCase() === name),
    )
  );
}

/**
 * REFERENCE §7: with `includeWalletIds` set, only the listed wallets are shown, so an installed
 * connector is kept only when its explorer id is listed. Other connector types are not wallets
 * of the explorer and stay.
 */
export function isConnectorIncluded(
  connector: Pick<Connector, 'type' | 'explorerId'>,
  includeWalletIds: readonly string[],
): boolean {
  if (includeWalletIds.length === 0 || !isInstalledConnectorType(connector.type)) {
    return true;
  }
  return connector.explorerId !== undefined && includeWalletIds.includes(connector.explorerId);
}
