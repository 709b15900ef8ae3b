import { CONNECT_VIEW_WALLET_SLOTS } from '../constants/limits';
import { type CaipNetworkId } from '../network/CaipNetwork';
import { type CustomWallet, type Wallet } from '../wallet/Wallet';
import { isWalletExcluded, type WalletExclusion } from '../wallet/WalletExclusion';
import { type Connector, type ConnectorType } from './Connector';
import {
  EXTERNAL_CONNECTOR_IDS_LISTED_AS_WALLETS,
  isBrowserWalletHidden,
  isConnectorExcluded,
  isConnectorIncluded,
} from './ConnectorFilters';
import { orderSectionTypes, type ConnectorSection, type ConnectorSectionType } from './ConnectorSection';

/** Everything the Connect view's wallet list is made of. */
export interface ConnectorListInput {
  /** Every connector the adapters found, on every namespace. */
  readonly connectors: readonly Connector[];
  /** Option `features.connectorTypeOrder`. */
  readonly connectorTypeOrder: readonly ConnectorSectionType[];
  readonly isMobile: boolean;
  /** The wallets last connected through wallet-connect, most recent first. */
  readonly recentWallets: readonly Wallet[];
  /** The explorer records of `featuredWalletIds`, in any order. */
  readonly featuredWallets: readonly Wallet[];
  readonly featuredWalletIds: readonly string[];
  readonly customWallets: readonly CustomWallet[];
  /** The explorer's recommended wallets, best first. */
  readonly recommendedWallets: readonly Wallet[];
  readonly includeWalletIds: readonly string[];
  readonly exclusion: WalletExclusion;
  /** The CAIP-2 ids of the configured networks; a recent wallet on none of them is dropped. */
  readonly requestedChains?: readonly CaipNetworkId[];
  /** The email entry is shown above the list (it takes one of the wallet slots). */
  readonly emailShown: boolean;
  /** The social login entry is shown above the list (it takes one of the wallet slots). */
  readonly socialShown: boolean;
}

/**
 * REFERENCE §7: how many of the explorer's recommended wallets the Connect view shows, once the
 * featured, custom and installed wallets and the email and social entries (`slotsTaken`) have
 * their slots.
 */
export function recommendedRowCount(slotsTaken: number): number {
  return Math.max(0, CONNECT_VIEW_WALLET_SLOTS - slotsTaken);
}

/** Installed connectors are listed multi-chain first, then announced, then the generic injected one. */
const INSTALLED_SECTION_ORDER: readonly ConnectorType[] = ['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED'];

function uniqueById<T extends { readonly id: string }>(items: readonly T[]): readonly T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) {
      return false;
    }
    seen.add(item.id);
    return true;
  });
}

function ofTypes(connectors: readonly Connector[], types: readonly ConnectorType[]): readonly Connector[] {
  return types.flatMap((type) => connectors.filter((connector) => connector.type === type));
}

/**
 * Builds the Connect view's wallet list (REFERENCE §7), as ordered non-empty sections:
 *
 * - walletConnect: the wallet-connect connector, on desktop only (a phone uses AllWallets);
 * - recent: recently paired wallets, minus excluded ones, ones now installed, ones not in
 *   `includeWalletIds` (when set) and ones on none of the requested chains;
 * - injected: installed wallets (multi-chain, announced, injected), after the SPEC §6 filters,
 *   `excludeWalletIds` and `includeWalletIds`;
 * - featured: `featuredWalletIds`, in that order;
 * - custom: the host's own wallets, minus excluded ones;
 * - external: other connectors of the adapters, minus those listed through their explorer entry;
 * - recommended: the explorer's picks, minus excluded, featured and non-included ones, capped
 *   so that with featured, custom and installed wallets and the email and social entries they
 *   fill the Connect view's wallet slots.
 *
 * A wallet is listed once: an explorer wallet that is also an installed or external connector
 * (same rdns or explorer id) or a recent wallet is dropped from the later explorer sections.
 */
export function buildConnectorList(input: ConnectorListInput): readonly ConnectorSection[] {
  const { exclusion, includeWalletIds } = input;
  const visible = uniqueById(input.connectors).filter(
    (connector) =>
      !isBrowserWalletHidden(connector, input) &&
      !isConnectorExcluded(connector, exclusion) &&
      isConnectorIncluded(connector, includeWalletIds),
  );

  const walletConnect = input.isMobile ? [] : ofTypes(visible, ['WALLET_CONNECT']);
  const injected = ofTypes(visible, INSTALLED_SECTION_ORDER);
  const external = ofTypes(visible, ['EXTERNAL']).filter(
    (connector) => !EXTERNAL_CONNECTOR_IDS_LISTED_AS_WALLETS.includes(connector.id),
  );

  const listedConnectors = [...injected, ...external];
  const listedRdns = new Set(listedConnectors.map((connector) => connector.info?.rdns).filter(Boolean));
  const listedExplorerIds = new Set(
    listedConnectors.map((connector) => connector.explorerId).filter(Boolean),
  );
  const isListedAsConnector = (wallet: Wallet): boolean =>
    (typeof wallet.rdns === 'string' && listedRdns.has(wallet.rdns)) || listedExplorerIds.has(wallet.id);
  const isIncluded = (wallet: Wallet): boolean =>
    includeWalletIds.length === 0 || includeWalletIds.includes(wallet.id);
  const isOnRequestedChains = (wallet: Wallet): boolean =>
    !input.requestedChains ||
    !wallet.chains ||
    wallet.chains.length === 0 ||
    wallet.chains.some((chain) => input.requestedChains?.includes(chain as CaipNetworkId));
  const isShownWallet = (wallet: Wallet): boolean =>
    !isWalletExcluded(wallet, exclusion) && !isListedAsConnector(wallet);

  const recent = uniqueById(input.recentWallets).filter(
    (wallet) => isShownWallet(wallet) && isIncluded(wallet) && isOnRequestedChains(wallet),
  );
  const recentIds = new Set(recent.map((wallet) => wallet.id));

  const featured = [...new Set(input.featuredWalletIds)]
    .flatMap((id) => input.featuredWallets.filter((wallet) => wallet.id === id).slice(0, 1))
    .filter((wallet) => isShownWallet(wallet) && !recentIds.has(wallet.id));

  const custom = uniqueById(input.customWallets).filter((wallet) => !isWalletExcluded(wallet, exclusion));

  const slotsTaken =
    featured.length + custom.length + injected.length + Number(input.emailShown) + Number(input.socialShown);
  const recommended = uniqueById(input.recommendedWallets)
    .filter(
      (wallet) =>
        isShownWallet(wallet) &&
        isIncluded(wallet) &&
        !input.featuredWalletIds.includes(wallet.id) &&
        !recentIds.has(wallet.id),
    )
    .slice(0, recommendedRowCount(slotsTaken));

  const sections: Readonly<Record<ConnectorSectionType, ConnectorSection>> = {
    walletConnect: { type: 'walletConnect', connectors: walletConnect },
    recent: { type: 'recent', wallets: recent },
    injected: { type: 'injected', connectors: injected },
    featured: { type: 'featured', wallets: featured },
    custom: { type: 'custom', wallets: custom },
    external: { type: 'external', connectors: external },
    recommended: { type: 'recommended', wallets: recommended },
  };
  const nonEmpty = new Set(
    (Object.values(sections) as ConnectorSection[])
      .filter((section) => ('connectors' in section ? section.connectors : section.wallets).length > 0)
      .map((section) => section.type),
  );
  return orderSectionTypes(input.connectorTypeOrder, nonEmpty).map((type) => sections[type]);
}
