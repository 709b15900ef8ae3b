import {
  type ConnectorSection,
  type ConnectorSectionType,
  orderSectionTypes,
} from '../../domain/connector/ConnectorSection';
import { explorerRowsToCome } from '../../domain/connector/explorerRowsToCome';
import { type Connector } from '../../domain/connector/Connector';
import { buildConnectorList, type ConnectorListInput } from '../../domain/connector/ConnectorList';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ConnectMethod } from '../../domain/options/Features';
import { type Wallet } from '../../domain/wallet/Wallet';
import { type ResolvedOptions } from '../../domain/options/KeyportOptions';
import { shownConnectMethods } from '../../domain/options/shownConnectMethods';
import { type WalletListState } from './WalletListStore';

/** The Connect view's content: its sections of connect methods and its wallet list. */
export interface ConnectViewList {
  readonly connectMethods: readonly ConnectMethod[];
  /** The sections in their order; while the explorer answers, its sections may hold only rows to come. */
  readonly sections: readonly ConnectorSection[];
  /** How many rows each section still awaits from the explorer (none once it answered). */
  readonly rowsToCome: Partial<Readonly<Record<ConnectorSectionType, number>>>;
}

export interface ConnectViewSources {
  readonly connectors: readonly Connector[];
  readonly explorer: WalletListState;
  /** The recent wallets as stored, listed before the explorer answers (it reads the same). */
  readonly storedRecentWallets: readonly Wallet[];
  readonly options: ResolvedOptions;
  readonly isMobile: boolean;
  readonly requestedChains: readonly CaipNetworkId[];
  /** The embedded wallet can be logged in with here, so email and social may take their places. */
  readonly embeddedLogin: boolean;
}

/**
 * Builds the Connect view from what is known now. The connect methods depend on whether installed
 * wallets are listed (SPEC §2), and the wallet list on whether email and social entries take
 * slots, so the list is built once to see the installed wallets and once more with the entries.
 */
export function connectViewList(sources: ConnectViewSources): ConnectViewList {
  const { options, explorer } = sources;
  const input: ConnectorListInput = {
    connectors: sources.connectors,
    connectorTypeOrder: options.features.connectorTypeOrder,
    isMobile: sources.isMobile,
    recentWallets: explorer.answered ? explorer.recentWallets : sources.storedRecentWallets,
    featuredWallets: explorer.featuredWallets,
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets,
    recommendedWallets: explorer.recommendedWallets,
    includeWalletIds: options.includeWalletIds,
    exclusion: { excludeWalletIds: options.excludeWalletIds, excludedWallets: explorer.excludedWallets },
    requestedChains: sources.requestedChains,
    emailShown: false,
    socialShown: false,
  };
  const withoutLogins = buildConnectorList(input);
  const connectMethods = shownConnectMethods(options.features, {
    hasAuthConnector: sources.embeddedLogin,
    hasInjectedOrAnnounced: withoutLogins.some((section) => section.type === 'injected'),
  });
  const emailShown = connectMethods.includes('email');
  const socialShown = connectMethods.includes('social');
  const sections =
    emailShown || socialShown ? buildConnectorList({ ...input, emailShown, socialShown }) : withoutLogins;
  if (explorer.answered) return { connectMethods, sections, rowsToCome: {} };
  const rowsToCome = explorerRowsToCome({
    sections,
    featuredWalletIds: options.featuredWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    emailShown,
    socialShown,
  });
  return {
    connectMethods,
    sections: withPlacesFor(sections, rowsToCome, options.features.connectorTypeOrder),
    rowsToCome,
  };
}

/**
 * The sections with the explorer's sections put in their places (SPEC §2 order), empty until
 * the explorer answers, wherever rows are to come.
 */
function withPlacesFor(
  sections: readonly ConnectorSection[],
  rowsToCome: Partial<Readonly<Record<ConnectorSectionType, number>>>,
  order: readonly ConnectorSectionType[],
): readonly ConnectorSection[] {
  const awaited = (['featured', 'recommended'] as const).filter(
    (type) => (rowsToCome[type] ?? 0) > 0 && !sections.some((section) => section.type === type),
  );
  if (awaited.length === 0) return sections;
  const types = new Set([...sections.map((section) => section.type), ...awaited]);
  return orderSectionTypes(order, types).map(
    (type) => sections.find((section) => section.type === type) ?? { type: type as 'featured', wallets: [] },
  );
}
