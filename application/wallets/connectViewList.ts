import { type ConnectorSection } from '../../domain/connector/ConnectorSection';
import { type Connector } from '../../domain/connector/Connector';
import { buildConnectorList, type ConnectorListInput } from '../../domain/connector/ConnectorList';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ConnectMethod } from '../../domain/options/Features';
import { type ResolvedOptions } from '../../domain/options/KeyportOptions';
import { shownConnectMethods } from '../../domain/options/shownConnectMethods';
import { type WalletListState } from './WalletListStore';

/** The Connect view's content: its sections of connect methods and its wallet list. */
export interface ConnectViewList {
  readonly connectMethods: readonly ConnectMethod[];
  readonly sections: readonly ConnectorSection[];
}

export interface ConnectViewSources {
  readonly connectors: readonly Connector[];
  readonly explorer: WalletListState;
  readonly options: ResolvedOptions;
  readonly isMobile: boolean;
  readonly requestedChains: readonly CaipNetworkId[];
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
    recentWallets: explorer.recentWallets,
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
    hasAuthConnector: sources.connectors.some((connector) => connector.type === 'AUTH'),
    hasInjectedOrAnnounced: withoutLogins.some((section) => section.type === 'injected'),
  });
  const emailShown = connectMethods.includes('email');
  const socialShown = connectMethods.includes('social');
  const sections =
    emailShown || socialShown ? buildConnectorList({ ...input, emailShown, socialShown }) : withoutLogins;
  return { connectMethods, sections };
}
